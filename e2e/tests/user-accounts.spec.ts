import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { siteAxe } from '../support/axe-sweep';

/** The page's localStorage, typed here because the e2e project compiles without the DOM library. */
interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const PASSWORD = 'a long passphrase';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${(sequence += 1)}@example.com`;

/** Registers through the API as the page would (form data, anti-forgery header). */
async function registerByApi(request: APIRequestContext, name: string, email: string) {
  const { token } = (await (await request.get('/api/antiforgery')).json()) as { token: string };
  const response = await request.post('/api/User/register', {
    form: { Name: name, EmailAddress: email, Password: PASSWORD },
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { userId: number }).userId;
}

async function signInOnLoginPage(page: Page, email: string) {
  const card = page.getByRole('tabpanel', { name: 'Sign in' });
  const address = card.getByLabel(/^Email address/);
  // The card is taken over at first focus; after a failed sign-in a reload of /login prefills the
  // address it tried, and a fill racing that takeover can land beside it: fill until it holds.
  await expect(async () => {
    await address.fill(email);
    await expect(address).toHaveValue(email, { timeout: 1000 });
  }).toPass();
  await card.getByLabel(/^Password/).fill(PASSWORD);
  await card.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const storedUser = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(
        (globalThis as unknown as { localStorage: WebStorage }).localStorage.getItem('authUser') ?? 'null',
      ) as { userId?: number } | null,
  );

// A diagnostic for a flake not yet understood (the sign-up below, ~1 CI run in 3): every press and
// submission in the page, with its target and whether its part was taken over and live, printed with
// the form's state when the sign-up is not confirmed.
const PRESS_RECORDER =
  '(function(){var log=window.__presses=[];' +
  'function props(t){return !!t&&Object.keys(t).some(function(k){return k.indexOf("__reactProps")===0})}' +
  'function live(t){var o=t&&t.closest&&t.closest("[data-remote-outlet]");return o?o.hasAttribute("data-live"):"-"}' +
  '["pointerdown","pointerup","click","submit"].forEach(function(type){addEventListener(type,function(e){' +
  'var t=e.target;log.push(Math.round(performance.now())+" "+type+" "+(t&&t.tagName)+"."+(t&&t.className)+' +
  '" props="+props(t)+" live="+live(t));setTimeout(function(){log.push("  "+type+" prevented="+e.defaultPrevented)})' +
  '},true)})})()';
const pressesAndForm = (page: Page) =>
  page.evaluate<string>(
    'JSON.stringify({presses: window.__presses, values: Array.from(document.querySelectorAll("#login-panel-signup input")).map(function(i){return i.name+":"+i.value.length}), invalid: document.querySelectorAll("#login-panel-signup [aria-invalid=true]").length, button: (document.querySelector("#login-panel-signup button[type=submit]")||{}).textContent, focused: document.activeElement && document.activeElement.outerHTML.slice(0, 120)}, null, 1)',
  );

// Both faces of the /login card share one cell of a 3D-turned card; Chromium's hit test sometimes found
// the turned-away (inert) face on top and handed the press on "Create account" to the card itself.
test('the card’s turned-away face takes no pointer: a press lands on the face shown', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await expect(page.locator('#login-panel-signin')).toHaveCSS('pointer-events', 'none');
  await expect(page.locator('#login-panel-signup')).toHaveCSS('pointer-events', 'auto');
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await expect(page.locator('#login-panel-signup')).toHaveCSS('pointer-events', 'none');
  await expect(page.locator('#login-panel-signin')).toHaveCSS('pointer-events', 'auto');
});

test('sign up, sign in, dashboard, update, header follows, reload keeps the session, sign out ends it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = uniqueEmail('journey');
  await page.addInitScript({ content: PRESS_RECORDER });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
  await signUp.getByLabel(/^Full name/).fill('Asha Rao');
  await signUp.getByLabel(/^Email address/).fill(email);
  await signUp.getByLabel(/^Password/).fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  try {
    await expect(page.getByText('Registration successful!')).toBeVisible();
  } catch (error) {
    console.info(`sign-up not confirmed; what the page saw:\n${await pressesAndForm(page)}`);
    throw error;
  }

  // Back on the sign-in face, with the address already filled in.
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  const signIn = page.getByRole('tabpanel', { name: 'Sign in' });
  await expect(signIn.getByLabel(/^Email address/)).toHaveValue(email);
  await signIn.getByLabel(/^Password/).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/userDashboard\/userProfile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
  await expect(page.locator('dd', { hasText: email })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Your account' });
  await expect(sidebar).toContainText('Asha Rao');
  await expect(sidebar).toContainText(email);
  const cookies = await page.context().cookies();
  const sid = cookies.find((cookie) => cookie.name === 'sid');
  expect(sid?.httpOnly).toBe(true);
  expect(sid?.sameSite).toBe('Lax');

  await sidebar.getByRole('link', { name: 'Update profile' }).click();
  await expect(page).toHaveURL(/\/userDashboard\/userupdate$/);
  const name = main(page).getByLabel(/^Full name/);
  await expect(name).toHaveValue('Asha Rao');
  await name.fill('Asha R. Menon');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(header(page).getByRole('button', { name: /Asha R\. Menon/ })).toBeVisible();
  await expect(sidebar).toContainText('Asha R. Menon');

  await page.reload();
  await expect(main(page).getByLabel(/^Full name/)).toHaveValue('Asha R. Menon');
  await expect(header(page).getByRole('button', { name: /Asha R\. Menon/ })).toBeVisible();

  // The header menu with the keyboard: open, move to Sign Out, choose it.
  const menuButton = header(page).getByRole('button', { name: /Asha R\. Menon/ });
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  const { userId } = (await storedUser(page))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(header(page).getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();

  // The server session is gone too, not just the stored copy.
  expect((await page.request.get(`/api/User/username/${userId}`)).status()).toBe(401);

  await page.goto('/userDashboard/userupdate');
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test('another browser cannot read the first user’s profile by changing the id', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const firstPage = await first.newPage();
    await firstPage.goto('/login');
    const firstEmail = uniqueEmail('first');
    const firstId = await registerByApi(firstPage.request, 'First Person', firstEmail);
    await signInOnLoginPage(firstPage, firstEmail);
    await expect(firstPage).toHaveURL(/\/userDashboard/);

    const page = await second.newPage();
    await page.goto('/login');
    const secondEmail = uniqueEmail('second');
    await registerByApi(page.request, 'Second Person', secondEmail);
    await signInOnLoginPage(page, secondEmail);
    await expect(page.locator('dd', { hasText: secondEmail })).toBeVisible();

    // Straight at the API with the other id: refused.
    const direct = await page.request.get(`/api/User/username/${firstId}`);
    expect(direct.status()).toBe(403);
    expect(await direct.text()).not.toContain(firstEmail);

    // Editing the stored id does not help either: the server answers for its own session only.
    await page.evaluate((id) => {
      const stored = JSON.parse(
        (globalThis as unknown as { localStorage: WebStorage }).localStorage.getItem('authUser')!,
      ) as Record<string, unknown>;
      (globalThis as unknown as { localStorage: WebStorage }).localStorage.setItem(
        'authUser',
        JSON.stringify({ ...stored, userId: id }),
      );
    }, firstId);
    await page.goto('/userDashboard/userProfile');
    await expect(page.getByText('We could not load your profile just now.')).toBeVisible();
    await expect(page.getByText(firstEmail)).toHaveCount(0);
    await page.goto('/userDashboard/userupdate');
    await main(page)
      .getByLabel(/^Full name/)
      .fill('Hijacked');
    await main(page)
      .getByLabel(/^Email address/)
      .fill('hijacked@example.com');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Failed to update profile. Please try again later.')).toBeVisible();

    await firstPage.reload();
    await expect(firstPage.locator('dd', { hasText: firstEmail })).toBeVisible();
    await expect(firstPage.locator('dd', { hasText: 'First Person' })).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test('a session that ended on the server: a stale anti-forgery token is renewed, then sign-in returns to the page', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('expiry');
  await page.goto('/login');
  await registerByApi(page.request, 'Ravi Kumar', email);
  await signInOnLoginPage(page, email);
  await expect(page).toHaveURL(/\/userDashboard/);
  await page
    .getByRole('complementary', { name: 'Your account' })
    .getByRole('link', { name: 'Update profile' })
    .click();
  await expect(main(page).getByLabel(/^Full name/)).toHaveValue('Ravi Kumar');

  // The server forgets the session (as after 30 idle minutes): only the cookie disappears here.
  await context.clearCookies({ name: 'sid' });
  const calls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/'))
      calls.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
  });
  await main(page)
    .getByLabel(/^Full name/)
    .fill('Ravi K.');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status', { name: 'Messages' }).getByText('Your session has ended. Please sign in again.'),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();
  // 403 for the token bound to the dead session, a fresh token, then the honest answer: 401.
  expect(
    calls.filter((call) => call.includes('/api/User/update/') || call.includes('/api/antiforgery')),
  ).toEqual([
    expect.stringMatching(/^POST \/api\/User\/update\/\d+ 403$/),
    'GET /api/antiforgery 200',
    expect.stringMatching(/^POST \/api\/User\/update\/\d+ 401$/),
  ]);

  await signInOnLoginPage(page, email);
  await expect(page).toHaveURL(/\/userDashboard\/userupdate$/);
  await expect(main(page).getByLabel(/^Full name/)).toHaveValue('Ravi Kumar');
});

test('wrong credentials: "login failed" and back to /login; the user pages pass an accessibility check', async ({
  page,
}) => {
  await page.goto('/userlogin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const axeLogin = await siteAxe(page).include('main').analyze();
  expect(axeLogin.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await main(page)
    .getByLabel(/^Email address/)
    .fill(uniqueEmail('nobody'));
  await main(page)
    .getByLabel(/^Password/)
    .fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Sign in' }).getByLabel(/^Email address/)).toBeVisible();
  const axeCard = await siteAxe(page).include('main').include('header').analyze();
  expect(axeCard.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const email = uniqueEmail('axe');
  await registerByApi(page.request, 'Meena Iyer', email);
  await signInOnLoginPage(page, email);
  await expect(page.locator('dd', { hasText: email })).toBeVisible();
  const axePortal = await siteAxe(page).include('main').include('header').analyze();
  expect(axePortal.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
