import { expect, test } from '@playwright/test';
import { FIRST_LOAD_BUDGET_BYTES, PORTAL_PATHS, weigh } from '../support/bundle-weight';

// Sizes come from the built files (gzip level 9), so they are the same on every run of one build.
test('the first load of / stays within 150 KB of gzipped JavaScript and fetches nothing of either portal', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const files = scripts.map(weigh);
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const listing = files.map((f) => `${(f.gzipBytes / 1024).toFixed(1)} KB ${f.group} ${f.url}`).join('\n');
  expect(total, `first load of / fetched:\n${listing}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  expect(scripts.filter((url) => PORTAL_PATHS.some((p) => new URL(url).pathname.startsWith(p)))).toEqual([]);
  // Charts and the form library belong to the portals' and forms' own chunks.
  const heavy = files.flatMap((f) => f.packages).filter((p) => p.startsWith('@nivo/') || p === 'formik');
  expect(heavy).toEqual([]);
});
