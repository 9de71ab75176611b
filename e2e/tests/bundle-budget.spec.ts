import { expect, test, type Page } from '@playwright/test';
import { expectTakenOver } from '../support/taken-over';
import { FIRST_LOAD_BUDGET_BYTES, PORTAL_PATHS, STAFF_PATH, weigh } from '../support/bundle-weight';

/** The URLs of every script the page asks for from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

// The public pages stay light: at most FIRST_LOAD_BUDGET_BYTES (144.4 KB) of gzipped JavaScript on the
// first load of /, and the portals, their charts, the form library, Yup and RTK Query are chunks of their own.
// The store's slices need no immer: its Redux Toolkit is a copy of its own (webpack.common.js, STORE_TOOLKIT_RULE).
// (`npm run bench:bundle` prints the same weights per route, grouped by app.)
test('the first load of / stays within its budget of gzipped JavaScript and fetches nothing it does not need', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => PORTAL_PATHS.some((p) => new URL(url).pathname.startsWith(p)))).toEqual([]);
  const files = scripts.map(weigh);
  const heavy = files
    .flatMap((file) => file.packages)
    .filter((pkg) => pkg.startsWith('@nivo/') || pkg === 'formik' || pkg === 'yup' || pkg === 'immer');
  expect(heavy).toEqual([]);
  // One federation runtime-core on the page, the shell's: the remotes use it (experiments.externalRuntime),
  // and no CommonJS build of a federation package rides along (webpack.common.js, provideRuntimePluginOf).
  const runtimeCore = files.filter((file) => file.packages.includes('@module-federation/runtime-core'));
  expect(runtimeCore.map((file) => new URL(file.url).pathname)).toEqual([
    expect.stringMatching(/^\/main\.\w+\.js$/),
  ]);
  const commonJs = files
    .flatMap((file) => file.sources)
    .filter((source) => /node_modules\/@module-federation\/.+\.cjs$/.test(source));
  expect(commonJs).toEqual([]);
  const rtkQuery = files.filter((file) => file.sources.some((source) => source.includes('/dist/query/')));
  expect(rtkQuery.map((file) => file.url)).toEqual([]);
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  expect(total, `first load of /: ${(total / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(
    FIRST_LOAD_BUDGET_BYTES,
  );
});

// Every request, not only scripts: the back office's stylesheets and manifests count as well.
test.describe('visitors, users and BDEs never download any of the back office', () => {
  for (const { path, ready } of [
    { path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
    { path: '/userlogin', ready: (page: Page) => page.getByRole('button', { name: 'Sign in' }).first() },
    { path: '/bdeRegister', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  ]) {
    test(`${path} requests nothing under ${STAFF_PATH}`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requested.length).toBeGreaterThan(0);
      expect(requested.filter((pathname) => pathname.startsWith(STAFF_PATH))).toEqual([]);
    });
  }
});

test('the contact page takes no API client on its first load: it is loaded when the form is sent', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/contactus');
  await page
    .getByRole('main')
    .getByLabel(/^Your name/)
    .focus();
  await expectTakenOver(page.getByRole('button', { name: 'Send message' }));
  await page.waitForLoadState('networkidle');
  const rtkQuery = scripts
    .map(weigh)
    .filter((file) => file.sources.some((source) => source.includes('/dist/query/')));
  expect(rtkQuery.map((file) => file.url)).toEqual([]);
});

for (const { path, field, button } of [
  { path: '/contactus', field: /^Your name/, button: 'Send message' },
  { path: '/clientInfo', field: /^Company name/, button: 'Submit' },
]) {
  test(`${path}: the form's code (Formik, its checks) comes at the form's first use, not with the page`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const formik = () =>
      scripts.map(weigh).filter((file) => file.sources.some((source) => source.includes('/formik/')));
    expect(formik()).toEqual([]);
    await page.getByRole('main').getByLabel(field).focus();
    await expectTakenOver(page.getByRole('main').getByRole('button', { name: button }));
    expect(formik().length).toBeGreaterThan(0);
  });
}
