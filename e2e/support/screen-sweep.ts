import { expect, type Page, type TestInfo } from '@playwright/test';
import { axeFindings } from './axe-sweep';
import { layoutFaults } from './page-layout';

export const SWEEP_WIDTHS = [375, 1440];

/**
 * Waits for a back-office screen to have its data. The heading comes first: until the remote has
 * rendered there is no "Loading" status at all, so its absence alone proves nothing.
 */
export async function screenLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/**
 * Checks a back-office screen as it stands at a phone's width and a desktop's: nothing scrolls
 * sideways, no list is wider than its box nor cuts a column header, and axe finds nothing. A
 * screenshot of each width is kept with the test's output (`<name>-<width>.png`). Answers what is
 * wrong, so one run lists all of it.
 */
export async function sweep(page: Page, testInfo: TestInfo, name: string, reload = true) {
  const found: string[] = [];
  for (const width of SWEEP_WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    if (reload) await page.reload();
    await screenLoaded(page);
    const faults = await layoutFaults(page);
    if (faults.sideways > 0) found.push(`${name} at ${width} px scrolls sideways by ${faults.sideways} px`);
    for (const table of faults.wideTables)
      found.push(`${name} at ${width} px: table wider than its box: ${table}`);
    for (const header of faults.cutHeaders) found.push(`${name} at ${width} px: header cut: ${header}`);
    found.push(...(await axeFindings(page, `${name} at ${width} px`)));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  return found;
}
