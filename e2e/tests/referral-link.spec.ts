// Issue 43: a BDE's personal link credits the BDE with what a visitor who followed it sends; a link
// with one character changed credits no one; a registration through it has "Referred by" filled.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BDE_PORTAL_PATHS } from '../../shared/contract/bde-portal';
import { REFERRAL_PATHS } from '../../shared/contract/referral-link';
import { nextTestIdentity } from '../../shared/test/test-identities';
import { layoutFaults } from '../support/page-layout';
import { BDE_PASSWORD, registerBdeByApi } from '../support/register-bde';
import { xsrfHeaders } from '../support/xsrf';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);

/** Signs the BDE in on an API context of its own; answers the link the portal would show them. */
async function linkOf(request: APIRequestContext, userName: string): Promise<string> {
  const login = await request.post('/api/Executive/login', {
    form: { userName, password: BDE_PASSWORD },
    headers: await xsrfHeaders(request),
  });
  expect(login.status()).toBe(200);
  const response = await request.get(REFERRAL_PATHS.link);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** The company names in the BDE's own Leads, asked as the BDE. */
async function leadsOf(request: APIRequestContext, bdeCode: string): Promise<string[]> {
  const response = await request.get(`${BDE_PORTAL_PATHS.leads(bdeCode)}&limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Array<{ companyName: string }> }).items.map(
    (lead) => lead.companyName,
  );
}

/** A visitor's own browser (no session), which opens the link's path on this site. */
async function visitorThrough(browser: Browser, baseURL: string, link: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(`${baseURL}/`);
  return page;
}

/** The client form, sent as a visitor sends it from /clientInfo. */
async function sendClientForm(page: Page, companyName: string) {
  await page.goto('/clientInfo');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Client information' })).toBeVisible();
  await main.getByLabel('Company name').fill(companyName);
  await main.getByLabel('Contact person').fill('Imran');
  await main.getByLabel('Email').fill(`owner.${run}@example.com`);
  await page.getByRole('checkbox', { name: 'Mobile Application' }).check();
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/ClientInfo'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).status()).toBe(201);
}

/** The link with one character of its signature changed. */
function withOneCharacterChanged(link: string): string {
  const last = link.at(-1)!;
  return link.slice(0, -1) + (last === 'A' ? 'B' : 'A');
}

test('a visitor through a BDE’s link sends the client form: the lead is in that BDE’s Leads', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const userName = `linker.${run}`;
  const bdeCode = await registerBdeByApi(await playwright.request.newContext({ baseURL }), {
    userName,
    email: `linker.${run}@example.com`,
  });
  const bde = await playwright.request.newContext({ baseURL });
  const link = await linkOf(bde, userName);
  expect(link).toMatch(new RegExp(`/r/${bdeCode}\\.[A-Za-z0-9_-]{24}$`));

  const visitor = await visitorThrough(browser, baseURL!, link);
  const cookie = (await visitor.context().cookies()).find((c) => c.name.endsWith('bde-referral'));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
  await sendClientForm(visitor, `Link Traders ${run}`);
  expect(await leadsOf(bde, bdeCode)).toContain(`Link Traders ${run}`);

  // In the portal too, where the BDE sees the link's week.
  const portal = await browser.newContext({ baseURL });
  const page = await portal.newPage();
  await page.goto('/bdelogin');
  await page
    .getByRole('main')
    .getByLabel(/^User name/)
    .fill(userName);
  await page
    .getByRole('main')
    .getByLabel(/^Password/)
    .fill(BDE_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/bdedetails/);
  await page.goto('/bdedetails/leads');
  await expect(page.getByText(`Link Traders ${run}`)).toBeVisible();
  await page.goto('/bdedetails/link');
  await expect(page.getByRole('textbox', { name: 'Your personal link' })).toHaveValue(link);
  await expect(page.getByRole('img', { name: 'QR code of your personal link' })).toBeVisible();
  const thisWeek = page.getByRole('table', { name: 'Your link, week by week' }).getByRole('row').nth(1);
  await expect(thisWeek.getByRole('cell').nth(0)).toHaveText('1');
  await expect(thisWeek.getByRole('cell').nth(1)).toHaveText('1');

  // Finished on a phone and on a wide screen: nothing runs off sideways, no heading is cut, and the
  // QR code stands beside the link when there is room.
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(100);
    const faults = await layoutFaults(page);
    expect({ width, sideways: faults.sideways, cutHeaders: faults.cutHeaders }).toEqual({
      width,
      sideways: 0,
      cutHeaders: [],
    });
    const text = (await page.getByRole('textbox', { name: 'Your personal link' }).boundingBox())!;
    const qr = (await page.getByRole('img', { name: 'QR code of your personal link' }).boundingBox())!;
    expect(qr.x + qr.width).toBeLessThanOrEqual(width);
    if (width === 1440) expect(qr.x).toBeGreaterThan(text.x + text.width);
    else expect(qr.y).toBeGreaterThan(text.y + text.height);
    await page.screenshot({ path: test.info().outputPath(`referral-link-${width}.png`), fullPage: true });
  }
  await portal.close();
  await visitor.context().close();
  await bde.dispose();
});

test('the same link with one character changed credits no one', async ({ browser, playwright, baseURL }) => {
  const userName = `tampered.${run}`;
  const bdeCode = await registerBdeByApi(await playwright.request.newContext({ baseURL }), {
    userName,
    email: `tampered.${run}@example.com`,
  });
  const bde = await playwright.request.newContext({ baseURL });
  const link = withOneCharacterChanged(await linkOf(bde, userName));

  const visitor = await visitorThrough(browser, baseURL!, link);
  expect((await visitor.context().cookies()).filter((c) => c.name.endsWith('bde-referral'))).toEqual([]);
  await sendClientForm(visitor, `Tampered Traders ${run}`);
  expect(await leadsOf(bde, bdeCode)).not.toContain(`Tampered Traders ${run}`);
  const stats = (await (await bde.get(REFERRAL_PATHS.stats)).json()) as { weeks: Array<{ visits: number }> };
  expect(stats.weeks.reduce((sum, week) => sum + week.visits, 0)).toBe(0);
  await visitor.context().close();
  await bde.dispose();
});

test('a visitor through the link finds "Referred by" filled on /bdeRegister, and registers under that BDE', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const userName = `recruiter.${run}`;
  const bdeCode = await registerBdeByApi(await playwright.request.newContext({ baseURL }), {
    userName,
    email: `recruiter.${run}@example.com`,
  });
  const bde = await playwright.request.newContext({ baseURL });
  const link = await linkOf(bde, userName);

  const page = await visitorThrough(browser, baseURL!, link);
  await page.goto('/bdeRegister');
  const form = page.getByRole('main');
  // The prerendered form comes alive at its first use; "Referred by" is filled then.
  const newUser = `recruit.${run}`;
  await form.getByLabel(/^User name/).fill(newUser);
  await expect(form.getByLabel(/^Referred by/)).toHaveValue(bdeCode);
  await form.getByLabel(/^Password/).fill(BDE_PASSWORD);
  await form.getByLabel(/^First name/).fill('Kiran');
  await form.getByLabel(/^Last name/).fill('Rao');
  await form.getByLabel(/^Date of birth/).fill('1993-02-11');
  await form.getByLabel(/^Mobile number/).fill('9876543210');
  await form.getByLabel(/^Email/).fill(`recruit.${run}@example.com`);
  const identity = nextTestIdentity();
  await form.getByLabel(/^Aadhaar number/).fill(identity.aadhar);
  await form
    .getByLabel(/^Aadhaar copy/)
    .setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel(/^PAN \*?$/).fill(identity.pan);
  await form
    .getByLabel(/^PAN copy/)
    .setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel(/^Address/).fill('1-2-3 Begumpet Main Road');
  await form.getByLabel(/^Pin code/).fill('500016');
  await expect(form.getByLabel(/^District/)).toHaveValue('Hyderabad');
  await form.getByLabel(/^Area/).selectOption('Begumpet');
  await form.getByRole('checkbox', { name: /accept the BDE partner terms/i }).check();
  const registered = page.waitForResponse((response) => response.url().endsWith('/api/Executive/register'));
  await form.getByRole('button', { name: 'Register' }).click();
  expect((await registered).status()).toBe(201);

  // The recruit is in the referring BDE's downline, and the link's week counts the registration.
  const hierarchy = await bde.get(`/api/Executive/hierarchy/${bdeCode}`);
  expect(((await hierarchy.json()) as { children: Array<{ fullName: string }> }).children).toContainEqual(
    expect.objectContaining({ fullName: 'Kiran Rao' }),
  );
  const stats = (await (await bde.get(REFERRAL_PATHS.stats)).json()) as {
    weeks: Array<{ registrations: number }>;
  };
  expect(stats.weeks.at(-1)!.registrations).toBe(1);
  await page.context().close();
  await bde.dispose();
});
