import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { nextTestIdentity } from '../../shared/test/test-identities';
import { registerBdeByApi } from '../support/register-bde';
import { siteAxe } from '../support/axe-sweep';

/** The page's localStorage, typed here because the e2e project compiles without the DOM library. */
interface WebStorage {
  getItem(key: string): string | null;
}

const PASSWORD = 'correct horse battery';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(512, 7),
]);
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Registers the referring BDE through the API, as the form would. */
const registerReferrerByApi = (request: APIRequestContext, label = 'ravi') =>
  registerBdeByApi(request, { userName: `${label}.${run}`, email: `${label}.${run}@example.com` });

const main = (page: Page) => page.getByRole('main');
const stored = (page: Page, key: string) =>
  page.evaluate(
    (name) => (globalThis as unknown as { localStorage: WebStorage }).localStorage.getItem(name),
    key,
  );

test('register a BDE with both copies and a referral code, sign in, reach the portal, sign out', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const referrerCode = await registerReferrerByApi(page.request);
  const userName = `asha.${run}`;

  await page.goto('/bdeRegister');
  const form = main(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register as a Business Development Executive' }),
  ).toBeVisible();
  await expect(form.getByRole('link', { name: /privacy policy/i }).first()).toHaveAttribute(
    'href',
    '/privacypolicy',
  );

  // An empty submit names every missing field and sends nothing.
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').getByText('Please fill all required fields')).toBeVisible();
  await expect(form.getByLabel(/^User name/)).toBeFocused();

  await form.getByLabel(/^User name/).fill(userName);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel(/^First name/).fill('Asha');
  await form.getByLabel(/^Middle name/).fill('Lakshmi');
  await form.getByLabel(/^Last name/).fill('Reddy');
  await form.getByLabel(/^Date of birth/).fill('1992-08-15');
  await form.getByLabel(/^Mobile number/).fill('98765');
  await form.getByLabel(/^Email/).fill(`asha.${run}@example.com`);
  await expect(form.getByText('Mobile number must be at least 10 digits.')).toBeVisible();
  await form.getByLabel(/^Mobile number/).fill('9876543210');
  const identity = nextTestIdentity();
  await form.getByLabel(/^Aadhaar number/).fill(identity.aadhar);
  await form
    .getByLabel(/^Aadhaar copy/)
    .setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel(/^PAN \*?$/).fill(identity.pan);
  await form.getByLabel(/^PAN copy/).setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText(/Chosen: aadhaar\.pdf/)).toBeVisible();
  await expect(form.getByText(/Chosen: pan\.png/)).toBeVisible();
  await form.getByLabel(/^Address/).fill('1-2-3 Begumpet Main Road');

  // The pin code fills the area options, the state and the district (from the API's own data).
  await form.getByLabel(/^Pin code/).fill('500016');
  await expect(form.getByLabel(/^State/)).toHaveValue('Telangana');
  await expect(form.getByLabel(/^District/)).toHaveValue('Hyderabad');
  await expect(form.getByRole('status', { name: 'Pin-code lookup' })).toContainText('Hyderabad, Telangana');
  await form.getByLabel(/^Area/).selectOption('Begumpet');
  await form.getByLabel(/^Referred by/).fill(referrerCode);

  await form.getByRole('button', { name: 'Read the terms' }).click();
  const terms = page.getByRole('dialog', { name: 'BDE partner terms' });
  await expect(terms).toBeVisible();
  // The native modal <dialog> keeps Tab and Shift+Tab inside it.
  for (const key of [...Array<string>(8).fill('Tab'), 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await terms.evaluate((dialog) => dialog.contains(dialog.ownerDocument.activeElement))).toBe(true);
  }
  await terms.getByRole('button', { name: 'Accept terms' }).click();
  await expect(terms).toBeHidden();
  await expect(form.getByRole('checkbox', { name: /accept the BDE partner terms/i })).toBeChecked();

  const registered = page.waitForResponse((response) => response.url().endsWith('/api/Executive/register'));
  await form.getByRole('button', { name: 'Register' }).click();
  const response = await registered;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['content-type']).toContain('multipart/form-data');
  const { bdeCode } = (await response.json()) as { bdeCode: string };

  await expect(page).toHaveURL(/\/login$/);
  const messages = page.getByRole('status', { name: 'Messages' });
  await expect(messages.getByText('register successfully')).toBeVisible();
  await expect(
    messages.getByText(`After Business Development Executive Login, your BDE code is ${bdeCode}`, {
      exact: false,
    }),
  ).toBeVisible();

  // The BDE card on /login says the code and has the user name filled in.
  const card = main(page).getByRole('region', { name: 'BDE sign in' });
  await expect(card).toContainText(bdeCode);
  await expect(card.getByLabel(/^User name/)).toHaveValue(userName);
  await card.getByLabel(/^Password/).fill(PASSWORD);
  await card.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/bdedetails/);
  await expect(page.getByText('logined sucess')).toBeVisible();
  expect(JSON.parse((await stored(page, 'authUser'))!)).toEqual({ name: 'Asha Lakshmi Reddy', role: 'bde' });
  expect(await stored(page, 'bdeCode')).toBe(bdeCode);

  // The new BDE is a child of the referring one (asked as the referrer, over the API).
  const referrer = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  try {
    const { token } = (await (await referrer.request.get('/api/antiforgery')).json()) as { token: string };
    const login = await referrer.request.post('/api/Executive/login', {
      form: { userName: `ravi.${run}`, password: PASSWORD },
      headers: { 'X-XSRF-TOKEN': token },
    });
    expect(login.status()).toBe(200);
    const hierarchy = await referrer.request.get(`/api/Executive/hierarchy/${referrerCode}`);
    expect(hierarchy.status()).toBe(200);
    expect(((await hierarchy.json()) as { children: Array<{ bdeCode: string }> }).children).toContainEqual(
      expect.objectContaining({ bdeCode, fullName: 'Asha Lakshmi Reddy' }),
    );
  } finally {
    await referrer.close();
  }

  // Sign out from the header menu: back to /bdelogin, nothing stored, the server session ended.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Asha Lakshmi Reddy/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/bdelogin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BDE sign in' })).toBeVisible();
  expect(await stored(page, 'authUser')).toBeNull();
  expect(await stored(page, 'bdeCode')).toBeNull();
  expect((await page.request.get(`/api/Executive/get-by-code/${bdeCode}`)).status()).toBe(401);
  expect(errors).toEqual([]);
});

test('the BDE card on /login works when /login is the first page opened (beside the user forms)', async ({
  page,
}) => {
  await registerReferrerByApi(page.request, 'direct');
  await page.goto('/login');
  const card = main(page).getByRole('region', { name: 'BDE sign in' });
  await card.getByLabel(/^User name/).fill(`direct.${run}`);
  await card.getByLabel(/^Password/).fill(PASSWORD);
  await card.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/bdedetails/);
  await expect(page.getByText('logined sucess')).toBeVisible();
});

test('a renamed executable is refused in the browser before it is sent', async ({ page }) => {
  await page.goto('/bdeRegister');
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
  await main(page)
    .getByLabel(/^PAN copy/)
    .setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: exe });
  await expect(main(page).getByText('The PAN copy must be a PDF, PNG or JPEG file.')).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`registration and sign-in pages have no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/bdeRegister', '/bdelogin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main(page).getByRole('button').first()).toBeVisible();
      const results = await siteAxe(page).include('main').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      const overflow = await page.evaluate(() => {
        const root = (
          globalThis as unknown as {
            document: { documentElement: { scrollWidth: number; clientWidth: number } };
          }
        ).document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
