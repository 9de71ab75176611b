import { expect, test } from '@playwright/test';
import { PORTAL_PATHS, weigh } from '../support/bundle-weight';

// The public pages stay light: the portals, their charts and the form library are their own chunks.
// (The weight of the first load is measured by `npm run bench:bundle`.)
test('the first load of / fetches no file of either portal, no chart library and no form library', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => PORTAL_PATHS.some((p) => new URL(url).pathname.startsWith(p)))).toEqual([]);
  const heavy = scripts
    .map(weigh)
    .flatMap((file) => file.packages)
    .filter((pkg) => pkg.startsWith('@nivo/') || pkg === 'formik');
  expect(heavy).toEqual([]);
});
