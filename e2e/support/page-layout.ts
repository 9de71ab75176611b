import type { Page } from '@playwright/test';

/**
 * What sticks out on the page as it stands: how far the page scrolls sideways, each table wider than
 * the box it sits in, and each column header whose words are cut. Headers hidden on purpose (visually
 * hidden, for screen readers) are not looked at.
 */
export function layoutFaults(page: Page) {
  return page.evaluate(() => {
    interface Box {
      scrollWidth: number;
      clientWidth: number;
      textContent: string | null;
      parentElement: Box | null;
      querySelectorAll(selector: string): ArrayLike<Box>;
    }
    const view = globalThis as unknown as {
      innerWidth: number;
      getComputedStyle(element: Box): { clipPath: string; display: string };
      document: { documentElement: Box };
    };
    const root = view.document.documentElement;
    const words = (box: Box) => (box.textContent ?? '').replace(/\s+/g, ' ').trim();
    const tables = Array.from(root.querySelectorAll('table'));
    return {
      sideways: root.scrollWidth - view.innerWidth,
      wideTables: tables
        .filter((table) => table.parentElement && table.scrollWidth > table.parentElement.clientWidth)
        .map(
          (table) =>
            `${words(table.querySelectorAll('caption')[0] ?? table).slice(0, 60)}: ${table.scrollWidth} px in ${table.parentElement?.clientWidth} px`,
        ),
      cutHeaders: tables
        .flatMap((table) => Array.from(table.querySelectorAll('thead th')))
        .filter((th) => {
          const style = view.getComputedStyle(th);
          return style.clipPath === 'none' && style.display !== 'none' && th.scrollWidth > th.clientWidth;
        })
        .map(words),
    };
  });
}
