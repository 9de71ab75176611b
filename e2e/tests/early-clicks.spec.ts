// No dead clicks: on a pre-rendered page, a control used right after first paint, before the page's
// scripts have taken it over, has its effect once they have. Scripts are held back and the CPU slowed
// (4x, as Lighthouse's mobile preset) so that every click below lands before takeover.
import { expect, test, type Page } from '@playwright/test';
import { OPENING_PAGE } from '../support/public-pages';

const SCRIPT_DELAY_MS = 1500;

/** Scripts arrive late and the CPU is four times slower, like a mid-range phone on a slow network. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
}

/** True while React has not taken over the shell's root: what is on screen is the bare HTML. */
const stillBareHtml = (page: Page) =>
  page.evaluate(() => {
    const view = globalThis as unknown as { document: { getElementById(id: string): object | null } };
    const root = view.document.getElementById('root');
    return !!root && !Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

const addresses = (page: Page) => {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
};

test('a sign-in sent before takeover is sent once the page runs, never as a GET with the password', async ({
  page,
}) => {
  await slowPhone(page);
  const seen = addresses(page);
  await page.goto('/bdelogin', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await main.getByLabel(/^User name/).fill('asha.rao');
  await main.getByLabel(/^Password/).fill('wrong-password-1');
  expect(await stillBareHtml(page)).toBe(true);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The server answers the held sign-in: wrong credentials, said in the page.
  await expect(page.getByText('Invalid credentials').first()).toBeVisible({ timeout: 30_000 });
  expect(seen.filter((url) => url.includes('password') || url.includes('?'))).toEqual([]);
});

test('a carousel control clicked before takeover moves the carousel once the page runs', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await slowPhone(page);
  await page.goto('/', { waitUntil: 'commit' });
  const banner = page.locator('#banner');
  await banner.getByRole('button', { name: 'Next slide' }).waitFor();
  expect(await stillBareHtml(page)).toBe(true);
  await banner.getByRole('button', { name: 'Next slide' }).click();
  await expect(banner.getByRole('button', { name: /^Show slide 2 of/ })).toHaveAttribute(
    'aria-current',
    'true',
    {
      timeout: 30_000,
    },
  );
});

test('on a phone, the menu button pressed before takeover opens the menu once the page runs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await slowPhone(page);
  await page.goto('/aboutus', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: /menu/i });
  await toggle.waitFor();
  expect(await stillBareHtml(page)).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }),
  ).toBeVisible();
});

test('a certificate thumbnail clicked right after load, before takeover, opens its dialog once the page runs', async ({
  page,
}) => {
  await slowPhone(page);
  const seen = addresses(page);
  await page.goto('/aboutus', { waitUntil: 'load' });
  const thumbnail = page.getByRole('link', { name: /GST Registration/ });
  expect(await stillBareHtml(page)).toBe(true);
  await thumbnail.click();
  const dialog = page.getByRole('dialog', { name: 'GST Registration' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/aboutus$/);
  expect(seen.filter((url) => url.endsWith('.svg'))).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(thumbnail).toBeFocused();
});

test('without scripts a certificate thumbnail is a link to the full image', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/aboutus');
  await page.getByRole('link', { name: /GST Registration/ }).click();
  await expect(page).toHaveURL(/certificate-gst\.[0-9a-f]+\.svg$/);
  await context.close();
});

// Without scripts a form is sent by the browser itself: by GET (a form's default) its fields, a
// password or an Aadhaar number among them, would land in the address, the history and the server's
// logs. Every drawn form says POST, so they travel in the body, which the server refuses unread.
const FORM_PAGES = [
  '/contactus',
  '/clientInfo',
  '/login',
  '/bdelogin',
  '/bdeRegister',
  '/userlogin',
  '/userSignup',
];
test('without scripts no form sends its fields in the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of [...FORM_PAGES, OPENING_PAGE.path]) {
    await page.goto(path);
    await expect(page.locator('form').first()).toBeAttached();
    await expect(page.locator('form:not([method="post"])'), path).toHaveCount(0);
  }
  await page.goto('/bdelogin');
  await page.getByLabel(/^User name/).fill('asha');
  await page.getByLabel(/^Password/).fill('a secret passphrase');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForLoadState();
  expect(page.url()).not.toContain('secret');
  await context.close();
});

/** True once every island taken over at first use (a portal form) has been taken over. */
const formIsLive = (page: Page) =>
  page.evaluate(() => {
    const view = globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<object> } };
    const outlets = Array.from(view.document.querySelectorAll('[data-hydrate="interaction"]'));
    return (
      outlets.length > 0 && outlets.every((o) => Object.keys(o).some((k) => k.startsWith('__reactContainer')))
    );
  });

for (const { path, label, typed, message } of [
  {
    path: '/bdeRegister',
    label: /^Mobile number/,
    typed: '98765',
    message: 'Mobile number must be at least 10 digits.',
  },
  {
    path: '/userSignup',
    label: /^Email address/,
    typed: 'asha@',
    message: 'Please enter a valid email address.',
  },
  {
    path: '/contactus',
    label: /^Contact number/,
    typed: 'call me',
    message: 'Please enter a valid phone number.',
  },
]) {
  test(`${path}: a field typed into and left before the form is taken over shows its message once it is`, async ({
    page,
  }) => {
    await slowPhone(page);
    await page.goto(path, { waitUntil: 'load' });
    const field = page.getByRole('main').getByLabel(label);
    await field.fill(typed);
    await field.press('Tab');
    expect(await formIsLive(page)).toBe(false);
    await expect.poll(() => formIsLive(page), { timeout: 30_000 }).toBe(true);
    await expect(page.getByRole('main').getByText(message)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(typed);
  });
}

test('a pre-rendered form is taken over at its first use, its code announced but not run at load', async ({
  page,
}) => {
  await page.goto('/bdelogin');
  await page.waitForLoadState('networkidle');
  const outletIsLive = () =>
    page.evaluate(() => {
      const view = globalThis as unknown as { document: { querySelector(s: string): object | null } };
      const outlet = view.document.querySelector('[data-remote-outlet="bdePortal/BdeSignInPage"]');
      return !!outlet && Object.keys(outlet).some((key) => key.startsWith('__reactContainer'));
    });
  expect(await outletIsLive()).toBe(false);
  await page
    .getByRole('main')
    .getByLabel(/^User name/)
    .focus();
  await expect.poll(outletIsLive, { timeout: 15_000 }).toBe(true);
});

test('a file dropped on a field of a form waiting for its first use (no press before) starts the form and is checked', async ({
  page,
}) => {
  await page.goto('/bdeRegister');
  await page.waitForLoadState('networkidle');
  // The shell is live and the form waits. Dropping a file sends only a change, which the page's first
  // script holds at the window: the form must still hear of it.
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
  await page
    .getByRole('main')
    .getByLabel(/^PAN copy/)
    .setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: exe });
  await expect(
    page.getByRole('main').getByText('The PAN copy must be a PDF, PNG or JPEG file.'),
  ).toBeVisible();
});
