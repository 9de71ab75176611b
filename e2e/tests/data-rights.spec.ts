import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { BDE_PASSWORD, registerBdeByApi } from '../support/register-bde';
import { startSiteWithMailbox } from '../support/mailbox';
import { addStaffFromCommandLine, setUpAndSignIn } from '../support/staff-admin';
import { xsrfHeaders } from '../support/xsrf';

// People's rights over their data, end to end: the download, the deletion of a user's account and a
// BDE's erasure request carried out by an admin, with the emails each sends read from a real SMTP server.
const PORT = 8194;
const STAFF_INBOX = 'rights.team@example.in';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let site: Awaited<ReturnType<typeof startSiteWithMailbox>>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  site = await startSiteWithMailbox(PORT, STAFF_INBOX);
});
test.afterAll(() => site?.stop());

test('a user downloads their data and deletes the account; an email confirms it and the password stops working', async ({
  page,
  request,
}) => {
  const address = `leaving.${run}@example.com`;
  const password = 'a long passphrase';
  const registered = await request.post('/api/User/register', {
    form: { Name: 'Asha Rao', EmailAddress: address, Password: password },
    headers: await xsrfHeaders(request),
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  const card = page.getByRole('tabpanel', { name: 'Sign in' });
  await card.getByLabel(/^Email address/).fill(address);
  await card.getByLabel(/^Password/).fill(password);
  await card.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/userDashboard/);

  await page.goto('/userDashboard/yourData');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  const data = JSON.parse(text) as { account: { email: string }; consentRecords: unknown[] };
  expect(data.account.email).toBe(address);
  expect(data.consentRecords.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/password|hash/i);

  await page.getByLabel(/^Your password/).fill(password);
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);

  await site.emailTo(address, /account has been deleted/);
  const signIn = await request.post('/api/User/login', {
    form: { EmailAddress: address, Password: password },
    headers: await xsrfHeaders(request),
  });
  expect(signIn.status()).toBe(401);
});

test('a BDE downloads their data and asks for erasure; staff are told, an admin carries it out, and the BDE is gone', async ({
  page,
  browser,
  request,
}) => {
  const userName = `erase.${run}`;
  const address = `erase.${run}@example.com`;
  const bdeCode = await registerBdeByApi(request, { userName, email: address });

  await page.goto('/bdelogin');
  const main = page.getByRole('main');
  await main.getByLabel(/^User name/).fill(userName);
  await main.getByLabel(/^Password/).fill(BDE_PASSWORD);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/bdedetails/);
  await page
    .getByRole('navigation', { name: 'BDE portal' })
    .getByRole('link', { name: 'Profile', exact: true })
    .click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text).toContain(address);
  expect(text).not.toMatch(/passwordHash|"password"/);

  await main.getByRole('button', { name: 'Ask us to erase my data…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, send the request' }).click();
  await expect(main.getByText('Request pending')).toBeVisible();

  await site.emailTo(address, /We have your erasure request/);
  const notice = await site.emailTo(STAFF_INBOX, new RegExp(`erased: ${bdeCode}`));
  const requests = /https?:\/\/\S+\/staff\/erasure-requests/.exec(notice.text ?? '')?.[0];
  expect(requests, notice.text).toBeDefined();

  // The admin follows the notice's link, and carries the erasure out.
  const email = `eraser.${run}@example.com`;
  const admin = await browser.newPage();
  await setUpAndSignIn(admin, {
    setupPath: addStaffFromCommandLine(site.dataDir, email),
    email,
    next: new URL(requests!).pathname,
  });
  await admin.getByRole('button', { name: `Carry out erasure of ${bdeCode}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Erase' }).click();
  await expect(admin.getByText(new RegExp(`${bdeCode} was erased`))).toBeVisible();
  await admin.close();

  const signIn = await request.post('/api/Executive/login', {
    form: { userName, password: BDE_PASSWORD },
    headers: await xsrfHeaders(request),
  });
  expect(signIn.status()).toBe(401);
});
