import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over the element (attached its props to it): the page's scripts have
 * loaded and run. A pre-rendered control looks the same before, so its state proves nothing.
 */
export async function expectTakenOver(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}
