import { loadSiteConfig } from 'shared/api/site-config';

const MARKER = 'data-chat-widget';

/**
 * Asks the API whether a live-chat widget is configured and, only then, adds its script once.
 * Failures are quiet: the site works the same without a chat.
 */
export async function loadChatWidget(doc: Document = document) {
  if (doc.querySelector(`script[${MARKER}]`)) return;
  const config = await loadSiteConfig();
  if (!config?.chatWidgetUrl || doc.querySelector(`script[${MARKER}]`)) return;
  const script = doc.createElement('script');
  script.src = config.chatWidgetUrl;
  script.async = true;
  script.setAttribute(MARKER, '');
  script.addEventListener('error', () => console.warn('[chat] the live-chat widget did not load'));
  doc.body.appendChild(script);
}

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once the page has loaded and the browser is idle: never before the first paint. */
export function whenInteractive(task: () => void, win: IdleWindow = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(run, { timeout: 3000 });
    else timer = setTimeout(run, 200);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
