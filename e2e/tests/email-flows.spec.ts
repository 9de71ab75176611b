import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import { clientEnquiry } from '../support/client-enquiry';
import { registerBdeByApi } from '../support/register-bde';
import { startSiteWithMailbox } from '../support/mailbox';
import { addStaffFromCommandLine, setUpAndSignIn } from '../support/staff-admin';
import { xsrfHeaders } from '../support/xsrf';

// Every flow that sends email, end to end: the site's outbox worker sends over SMTP to a real server
// started here, and the test reads what arrived and follows its links as the person would.
const PORT = 8193;
const STAFF_INBOX = 'team@example.in';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let site: Awaited<ReturnType<typeof startSiteWithMailbox>>;
let emailTo: typeof site.emailTo;
let linkIn: typeof site.linkIn;
let headerLine: typeof site.headerLine;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  site = await startSiteWithMailbox(PORT, STAFF_INBOX);
  ({ emailTo, linkIn, headerLine } = site);
});
test.afterAll(() => site?.stop());

async function subscribeInFooter(page: Page, address: string) {
  await page.goto('/');
  const box = page.getByRole('region', { name: 'Newsletter' });
  await box.getByLabel('Email address').fill(address);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed successfully!')).toBeVisible();
}

/**
 * Opens an emailed newsletter link in a new tab, as a mail program does, and presses the panel's one
 * button; its answer is shown.
 */
async function followNewsletterLink(
  browser: Browser,
  link: string,
  { title, button, answer }: { title: string; button: string; answer: string },
) {
  const page = await browser.newPage();
  await page.goto(link);
  const panel = page.getByRole('region', { name: title });
  await expect(panel.getByRole('heading', { level: 2, name: title })).toBeFocused();
  // The secret leaves the address bar at once: not kept in the history, not copied with the address.
  expect(new URL(page.url()).hash).toBe('');
  await panel.getByRole('button', { name: button }).click();
  await expect(panel.getByText(answer)).toBeVisible();
  await page.close();
}

test('a subscriber confirms by the emailed link, gets an admin’s newsletter, and leaves by its link or one click', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const reader = `reader.${run}@example.com`;
  const other = `other.${run}@example.com`;
  await subscribeInFooter(page, reader);
  await subscribeInFooter(page, other);

  for (const address of [reader, other]) {
    const confirmation = await emailTo(address, /Confirm your subscription/);
    await followNewsletterLink(browser, linkIn(confirmation, 'confirm'), {
      title: 'Confirm your newsletter subscription',
      button: 'Confirm my subscription',
      answer: 'Your subscription is confirmed. Thank you!',
    });
  }

  // Confirmed, the address gets the seed's answer when it is typed in again.
  await page.goto('/');
  const box = page.getByRole('region', { name: 'Newsletter' });
  await box.getByLabel('Email address').fill(reader.toUpperCase());
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert').getByText('This email is already subscribed.')).toBeVisible();

  // An admin sends a newsletter from the back office.
  const email = `admin.${run}@example.com`;
  const admin = await browser.newPage();
  await setUpAndSignIn(admin, {
    setupPath: addStaffFromCommandLine(site.dataDir, email),
    email,
    next: '/staff/subscribers',
  });
  const form = admin.getByRole('region', { name: 'Send a newsletter' });
  await form.getByLabel(/^Subject/).fill(`News ${run}`);
  await form.getByLabel(/^Text/).fill('We moved to a bigger office in Madhapur.\n\nCome and see us.');
  await form.getByRole('button', { name: 'Send to every confirmed subscriber' }).click();
  await expect(form.getByText(/Queued for 2 confirmed subscribers\./)).toBeVisible();

  // Each copy has the recipient's own way out, for the mail program and in the text.
  const newsletter = await emailTo(reader, new RegExp(`News ${run}`));
  expect(newsletter.text).toContain('Come and see us.');
  expect(headerLine(newsletter, 'List-Unsubscribe-Post')).toBe(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  );
  await followNewsletterLink(browser, linkIn(newsletter, 'unsubscribe'), {
    title: 'Leave the newsletter',
    button: 'Unsubscribe',
    answer: 'You are unsubscribed. You will get no more newsletters from us.',
  });

  // A mail program's one click: a POST from its own servers, with no cookie or anti-forgery token.
  const otherCopy = await emailTo(other, new RegExp(`News ${run}`));
  const header = headerLine(otherCopy, 'List-Unsubscribe') ?? '';
  const oneClickUrl = /^List-Unsubscribe: ?<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
  expect(oneClickUrl ?? header).toContain('/api/NewsLetterSubscriber/one-click-unsubscribe?key=');
  const mailProgram = await apiRequest.newContext();
  const oneClick = await mailProgram.post(oneClickUrl!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  await mailProgram.dispose();

  await admin.reload();
  await expect(admin.getByText('Nobody has subscribed yet.')).toBeVisible();
  await admin.close();
});

test('a user who forgot the password resets it from the emailed link; the old one stops working', async ({
  page,
  browser,
  request,
}) => {
  const address = `forgetful.${run}@example.com`;
  const response = await request.post('/api/User/register', {
    form: { Name: 'Asha Rao', EmailAddress: address, Password: 'the old passphrase' },
    headers: await xsrfHeaders(request),
  });
  expect(response.status()).toBe(201);

  await page.goto('/login');
  const card = page.getByRole('tabpanel', { name: 'Sign in' });
  await card.getByLabel(/^Email address/).fill(address);
  await card.getByRole('button', { name: 'Forgot your password?' }).click();
  await card.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(card.getByText(/If an account matches, we have emailed a link/)).toBeVisible();

  // The link opens in a new tab, as from a mail program, straight at the new-password form.
  const mail = await emailTo(address, /Reset your .* password/);
  const linked = await browser.newPage();
  await linked.goto(linkIn(mail, 'reset'));
  await linked.getByLabel(/^New password/).fill('a brand new passphrase');
  await linked.getByRole('button', { name: 'Set new password' }).click();
  await expect(linked.getByText('Your password is changed. Sign in with the new one.')).toBeVisible();
  await linked.close();

  const signIn = async (password: string) =>
    request.post('/api/User/login', {
      form: { EmailAddress: address, Password: password },
      headers: await xsrfHeaders(request),
    });
  expect((await signIn('the old passphrase')).status()).toBe(401);
  expect((await signIn('a brand new passphrase')).status()).toBe(200);
});

test('a BDE asks by user name on the BDE sign-in page, resets from the email and signs in', async ({
  page,
  browser,
  request,
}) => {
  const userName = `reset.${run}`;
  const address = `reset.bde.${run}@example.com`;
  await registerBdeByApi(request, { userName, email: address });

  await page.goto('/bdelogin');
  const main = page.getByRole('main');
  await main.getByLabel(/^User name/).fill(userName);
  await main.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(main.getByLabel(/^User name or email address/)).toHaveValue(userName);
  await main.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(main.getByText(/If an account matches, we have emailed a link/)).toBeVisible();

  const mail = await emailTo(address, /Reset your .* password/);
  const linked = await browser.newPage();
  await linked.goto(linkIn(mail, 'reset'));
  await linked.getByLabel(/^New password/).fill('a fresh BDE passphrase');
  await linked.getByRole('button', { name: 'Set new password' }).click();
  await expect(linked.getByText(/Your password is changed/)).toBeVisible();

  await linked.getByRole('link', { name: 'BDE sign-in page' }).click();
  const form = linked.getByRole('main');
  await form.getByLabel(/^User name/).fill(userName);
  await form.getByLabel(/^Password/).fill('a fresh BDE passphrase');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(linked).toHaveURL(/\/bdedetails/);
  await linked.close();
});

/** What a stranger types to have the company's mail server carry it: a URL, markup and a line break. */
const HOSTILE_NAME = 'URGENT: account locked\nVerify at https://evil.example <b>now</b>';
const HOSTILE_PIECES = ['URGENT', 'evil.example', '<b>', '&lt;b', 'Verify'];

/** Neither the subject, the text part nor the HTML part carries a piece of what the visitor typed. */
function expectNothingTyped(
  mail: { subject?: string; text?: string; html?: string | false },
  typed: string[],
) {
  for (const part of [mail.subject ?? '', mail.text ?? '', mail.html || '']) {
    for (const piece of typed) expect(part).not.toContain(piece);
  }
}

test('a contact message is acknowledged to its sender without a word they typed, and staff are told where it is', async ({
  page,
}) => {
  const sender = `writer.${run}@example.com`;
  const words = `Please call me about a clinic website ${run}.`;
  await page.goto('/contactus');
  const main = page.getByRole('main');
  await main.getByLabel(/Your name/).fill(HOSTILE_NAME.replace('\n', ' '));
  await main.getByLabel(/Contact number/).fill('9876543210');
  await main.getByLabel(/^Email/).fill(sender);
  await main.getByLabel(/How can we help/).fill(`${words}\n${HOSTILE_NAME}`);
  await main.getByRole('button', { name: 'Send message' }).click();

  const acknowledgement = await emailTo(sender, /We have your message/);
  expectNothingTyped(acknowledgement, [...HOSTILE_PIECES, words]);
  const notice = await emailTo(STAFF_INBOX, /A new contact message/);
  expect(notice.subject).toBe('A new contact message');
  expect(notice.text).toContain('/staff/messages/');
  expectNothingTyped(notice, [...HOSTILE_PIECES, words]);
});

test('a client enquiry is acknowledged to the address it gave, and staff are told of the lead', async ({
  request,
}) => {
  const client = `client.${run}@example.com`;
  const response = await request.post('/api/ClientInfo', {
    headers: await xsrfHeaders(request),
    data: clientEnquiry({
      companyName: `Enquiry ${run} ${HOSTILE_NAME}`.slice(0, 100),
      email: client,
      contactPerson: HOSTILE_NAME,
    }),
  });
  expect(response.status()).toBeLessThan(300);
  const { id } = (await response.json()) as { id: number };
  const acknowledgement = await emailTo(client, /We have your enquiry/);
  expectNothingTyped(acknowledgement, [...HOSTILE_PIECES, `Enquiry ${run}`]);
  const notice = await emailTo(STAFF_INBOX, /^A new lead$/);
  expect(notice.text).toContain(`/staff/leads/${id}`);
  expectNothingTyped(notice, [...HOSTILE_PIECES, `Enquiry ${run}`]);
});
