import { PORTAL_DATA_CACHES } from 'shared/contract/portal-app';

/**
 * What the worker forgets at sign-out: every cache of personal data. The precache (public code and
 * the portal's page) stays. Others that keep personal data on the device add their own step here.
 */
const forgetSteps: Array<() => Promise<unknown>> = [
  () => Promise.all(PORTAL_DATA_CACHES.map((name) => caches.delete(name))),
];

/** Runs every step; one that fails does not stop the others. */
export async function forgetDeviceDataInWorker(): Promise<void> {
  await Promise.allSettled(forgetSteps.map((step) => step()));
}

/** Adds a step to what sign-out forgets in the worker (e.g. the offline queue's personal contents). */
export function alsoForgetInWorker(step: () => Promise<unknown>) {
  forgetSteps.push(step);
}
