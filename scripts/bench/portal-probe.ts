// bench:portal's page-side code, sent to Chromium by Playwright as source text. tsx wraps every
// function declared inside another in a helper of its own (`__name`) that the page lacks, so these
// functions declare none: they pass only anonymous arrows.

/** Resource timing, layout shift and long task entries, as far as the bench reads them. */
export interface ProbeEntry {
  name: string;
  startTime: number;
  duration: number;
  initiatorType?: string;
  responseEnd?: number;
  transferSize?: number;
  value?: number;
  /** A layout shift's elements: what moved, from where to where. */
  sources?: Array<{
    node: { nodeName: string; className?: unknown; textContent: string | null } | null;
    previousRect: { x: number; y: number; width: number; height: number };
    currentRect: { x: number; y: number; width: number; height: number };
  }>;
  moved?: string[];
}

/** What the page records for the bench, in the page's clock (performance.now()). */
export interface ProbeState {
  /** The first keyboard focus or pointer press in the sign-in form: the person starts typing. */
  focusAt: number | null;
  /** The click on the sign-in button (the event's own time stamp). */
  clickAt: number | null;
  /** When the address first became /bdedetails… (the router's pushState or replaceState). */
  portalAt: number | null;
  /** When the portal's first elements were put into the shell's outlet for it. */
  portalDrawnAt: number | null;
  shifts: ProbeEntry[];
  longTasks: ProbeEntry[];
}

/** The little of the DOM these functions touch: the scripts are type-checked without the DOM's types. */
interface ProbeElement {
  textContent: string | null;
  closest(selector: string): ProbeElement | null;
  querySelector(selector: string): ProbeElement | null;
  querySelectorAll(selector: string): ArrayLike<ProbeElement>;
}
interface ProbeWindow {
  document: {
    querySelector(selector: string): ProbeElement | null;
    querySelectorAll(selector: string): ArrayLike<ProbeElement>;
  };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean }): void;
    disconnect(): void;
  };
  performance: {
    now(): number;
    getEntriesByType(type: string): ProbeEntry[];
    setResourceTimingBufferSize(size: number): void;
  };
  PerformanceObserver: new (callback: (list: { getEntries(): ProbeEntry[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
  history: Record<'pushState' | 'replaceState', (state: unknown, unused: string, url?: string) => void>;
  location: { pathname: string };
  addEventListener(
    type: string,
    listener: (event: { target: ProbeElement | null; timeStamp: number }) => void,
    capture: boolean,
  ): void;
  __portalProbe?: ProbeState;
}

/** Runs before the page's own scripts: starts recording what the bench reads back. */
export function installProbe() {
  const view = globalThis as unknown as ProbeWindow;
  const state: ProbeState = {
    focusAt: null,
    clickAt: null,
    portalAt: null,
    portalDrawnAt: null,
    shifts: [],
    longTasks: [],
  };
  view.__portalProbe = state;
  view.performance.setResourceTimingBufferSize(2000);
  for (const type of ['focusin', 'pointerdown']) {
    view.addEventListener(
      type,
      (event) => {
        if (state.focusAt === null && event.target?.closest?.('form')) state.focusAt = event.timeStamp;
      },
      true,
    );
  }
  view.addEventListener(
    'click',
    (event) => {
      if (state.clickAt === null && event.target?.closest?.('form button[type="submit"]')) {
        state.clickAt = event.timeStamp;
      }
    },
    true,
  );
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = view.history[method].bind(view.history);
    view.history[method] = (data, unused, url) => {
      original(data, unused, url);
      if (state.portalAt === null && view.location.pathname.startsWith('/bdedetails')) {
        state.portalAt = view.performance.now();
      }
    };
  }
  const drawn = new view.MutationObserver(() => {
    if (view.document.querySelector('[data-remote-outlet="bdePortal/BdePortal"] > *')) {
      state.portalDrawnAt = view.performance.now();
      drawn.disconnect();
    }
  });
  drawn.observe(view.document, { childList: true, subtree: true });
  new view.PerformanceObserver((list) =>
    state.shifts.push(
      ...list.getEntries().map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        value: entry.value,
        // What moved: "section.dashboard-card (Revenue pipeline…) 120→180", for finding the cause.
        moved: (entry.sources ?? []).map(
          (source) =>
            `${source.node?.nodeName.toLowerCase() ?? '?'}${source.node?.className ? `.${String(source.node.className).split(' ')[0]}` : ''}` +
            ` (${(source.node?.textContent ?? '').trim().slice(0, 30)}…)` +
            ` x ${Math.round(source.previousRect.x)}→${Math.round(source.currentRect.x)}` +
            ` y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}` +
            ` w ${Math.round(source.previousRect.width)}→${Math.round(source.currentRect.width)}` +
            ` h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
        ),
      })),
    ),
  ).observe({
    type: 'layout-shift',
    buffered: true,
  });
  new view.PerformanceObserver((list) => state.longTasks.push(...list.getEntries())).observe({
    type: 'longtask',
    buffered: true,
  });
}

/**
 * The dashboard's numbers are shown: the cards headed "Proposals" and "Revenue pipeline" (a
 * `section` named by its `h2`) are in the page, nothing in them is still loading (`aria-busy`), the
 * proposals card shows a figure (a digit) and the revenue card an amount (₹ and a digit). Polled
 * on every animation frame (without forcing a layout), it returns the time of the first frame that
 * paints them, else false.
 */
export function numbersShown(): number | false {
  const view = globalThis as unknown as ProbeWindow;
  const headings = Array.from(view.document.querySelectorAll('main section h2'));
  const [proposals, revenue] = ['Proposals', 'Revenue pipeline'].map((title) =>
    headings.find((h2) => h2.textContent?.trim() === title)?.closest('section'),
  );
  const ready = [proposals, revenue].every(
    (section) => !!section && !section.querySelector('[aria-busy="true"]'),
  );
  const figures =
    /\d/.test(proposals?.textContent?.replace('Proposals', '') ?? '') &&
    /₹\s?\d/.test(revenue?.textContent ?? '');
  return ready && figures ? view.performance.now() : false;
}

/** Every chart on the page is drawn (its canvas holds nivo's svg); false while one is not, or none is there. */
export function chartsDrawn(): number | false {
  const view = globalThis as unknown as ProbeWindow;
  const canvases = Array.from(view.document.querySelectorAll('main .chart-figure__canvas'));
  return canvases.length > 0 && canvases.every((canvas) => canvas.querySelector('svg'))
    ? view.performance.now()
    : false;
}

/** What the page recorded, with every resource it fetched. */
export function readProbe() {
  const view = globalThis as unknown as ProbeWindow;
  return {
    state: view.__portalProbe!,
    resources: view.performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      initiatorType: entry.initiatorType ?? '',
      startTime: entry.startTime,
      responseEnd: entry.responseEnd ?? entry.startTime + entry.duration,
      transferSize: entry.transferSize ?? 0,
    })),
    now: view.performance.now(),
  };
}
