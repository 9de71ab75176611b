// axe with WCAG 2.2 A and AA and its best practices, every finding of any impact, over every public
// page, the API reference and the sign-in forms, then the user's and the BDE's portal signed in, each
// at a phone's width and a desktop's. (The back office has its own sweep: staff-screens.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { indexableRoutes } from '../../shared/contract/routes';
import { axeFindings } from '../support/axe-sweep';
import { BDE_PASSWORD, registerBdeByApi } from '../support/register-bde';
import { xsrfHeaders } from '../support/xsrf';

const WIDTHS = [375, 1440];
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Opens each address at both widths once it has settled; answers every finding. */
async function sweep(page: Page, addresses: readonly string[]) {
  const found: string[] = [];
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const address of addresses) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      found.push(...(await axeFindings(page, `${address} at ${width} px`)));
    }
  }
  return found;
}

test('every public page, the API reference and the sign-in forms', async ({ page }) => {
  test.setTimeout(240_000);
  const pages = [
    ...indexableRoutes().map((route) => route.path),
    // An opening's page, one of the two a new database publishes.
    '/careers/senior-frontend-developer-react-angular',
    '/api/docs',
    '/login',
    '/bdelogin',
    '/userlogin',
    '/userSignup',
  ];
  expect(await sweep(page, pages)).toEqual([]);
});

test('the public pages in Telugu, and the home, careers and contact pages in the other languages', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const pages = [
    ...indexableRoutes().map((route) => `/te${route.path}`),
    '/te/careers/senior-frontend-developer-react-angular',
    '/te/bdeRegister',
    ...['hi', 'ta', 'kn', 'ml'].flatMap((language) => [
      `/${language}/`,
      `/${language}/careers`,
      `/${language}/contactus`,
    ]),
  ];
  expect(await sweep(page, pages)).toEqual([]);
});

test("a signed-in user's portal", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `sweep.${run}@example.com`;
  const password = 'a long passphrase';
  const registered = await request.post('/api/User/register', {
    form: { Name: 'Sweep User', EmailAddress: email, Password: password },
    headers: await xsrfHeaders(request),
  });
  expect(registered.status()).toBe(201);
  await page.goto('/userlogin');
  const main = page.getByRole('main');
  await main.getByLabel(/^Email address/).fill(email);
  await main.getByLabel(/^Password/).fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/userDashboard/);
  const portal = ['userProfile', 'userupdate', 'yourData'].map((p) => `/userDashboard/${p}`);
  expect(await sweep(page, portal)).toEqual([]);
});

test("a signed-in BDE's portal", async ({ page, request }) => {
  test.setTimeout(240_000);
  const userName = `sweep.${run}`;
  await registerBdeByApi(request, { userName, email: `sweep.bde.${run}@example.com` });
  await page.goto('/bdelogin');
  const main = page.getByRole('main');
  await main.getByLabel(/^User name/).fill(userName);
  await main.getByLabel(/^Password/).fill(BDE_PASSWORD);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/bdedetails\/dashboard$/);
  const portal = [
    'dashboard',
    'profile',
    'leads',
    'leadspiechart',
    'proposals',
    'projects',
    'tasks',
    'reports',
    'teamCol',
    'downline',
    'settings',
    'link',
    'clientform',
  ].map((p) => `/bdedetails/${p}`);
  expect(await sweep(page, portal)).toEqual([]);
});
