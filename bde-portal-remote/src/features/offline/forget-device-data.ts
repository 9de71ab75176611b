import { PORTAL_DATA_CACHES, WORKER_MESSAGES } from 'shared/contract/portal-app';
import { clearSends } from '../offline-queue/queue-store';

/** How long sign-out waits for the worker to say it has forgotten (it also does on the logout call). */
const WORKER_ANSWER_MS = 2000;

/** Asks the worker in control to forget its data; resolves when it says so, or after the wait. */
function tellWorker(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve();
  if (typeof MessageChannel === 'undefined') {
    worker.postMessage({ type: WORKER_MESSAGES.forget });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: WORKER_MESSAGES.forget }, [channel.port2]);
  });
}

/** The worker's caches of personal data (its figures), deleted from the page too. */
async function deleteDataCaches() {
  if (typeof caches === 'undefined') return;
  await Promise.all(PORTAL_DATA_CACHES.map((name) => caches.delete(name)));
}

/**
 * What signing out forgets on this device: every personal datum the portal keeps for offline use.
 * The offline queue's sends (follow-ups with their notes) go too, sent or not.
 */
const FORGET_STEPS: Array<() => Promise<unknown>> = [deleteDataCaches, tellWorker, clearSends];

/** Forgets the device's personal data; a step that fails does not stop the others. */
export async function forgetDeviceData(): Promise<void> {
  await Promise.allSettled(FORGET_STEPS.map((step) => step()));
}

/** Whose data this device keeps: the BDE code of the last sign-in here (not personal: it is on their link). */
const DEVICE_OWNER_KEY = 'bde-portal-device-owner';

/**
 * At a sign-in: when the device last kept another BDE's data (a session that ended without a sign-out,
 * a shared phone), that data and their unsent work are forgotten before this BDE's is kept.
 */
export async function forgetAnotherBdesData(bdeCode: string): Promise<void> {
  let owner: string | null = null;
  try {
    owner = localStorage.getItem(DEVICE_OWNER_KEY);
  } catch {
    // Storage refused (a private window's policy): forget to be sure.
  }
  if (owner !== bdeCode) await forgetDeviceData();
  try {
    localStorage.setItem(DEVICE_OWNER_KEY, bdeCode);
  } catch {
    // Then the next sign-in forgets again, which only costs the kept figures.
  }
}
