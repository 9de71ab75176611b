import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { plainPdf } from '../../api/src/test/resume-files';
import { axeFindings } from '../support/axe-sweep';
import { startSiteWithMailbox } from '../support/mailbox';
import { layoutFaults } from '../support/page-layout';
import { expectTakenOver } from '../support/taken-over';

// A candidate applies on a phone, gets the acknowledgement through a real SMTP server, follows its
// private link, sees the stage and withdraws. The site runs on a port of its own with a mailbox.
const PORT = Number(process.env.E2E_PORT ?? 8181) + 15;
const STAFF_INBOX = 'hiring@example.in';
const OPENING = { slug: 'dotnet-full-stack-developer-intern', title: '.NET Full Stack Developer Intern' };
/** The opening's own page, where its apply section stands. */
const OPENING_PAGE = `/careers/${OPENING.slug}`;
const SHOTS = path.join(__dirname, '..', '..', 'test-results', 'careers-apply');
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

let site: Awaited<ReturnType<typeof startSiteWithMailbox>>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  site = await startSiteWithMailbox(PORT, STAFF_INBOX);
});
test.afterAll(() => site?.stop());

const applySection = (page: Page) =>
  page.getByRole('region', { name: /^Apply for this role ?: \.NET Full Stack Developer Intern$/ });

/** Slows the phone's upload, as a mobile network would, so the progress can be seen. */
async function slowUpload(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
}

/**
 * Where the page's text starts (its h1) and where each given part of it starts and ends: a part the
 * browser draws after takeover must stand in the same column, with room below it before the next band.
 */
async function columnOf(page: Page, parts: Locator[]) {
  const left = async (locator: Locator) => Math.round((await locator.boundingBox())!.x);
  const text = await left(page.getByRole('heading', { level: 1 }));
  return { text, parts: await Promise.all(parts.map(left)) };
}

async function noAxeFindings(page: Page, label: string) {
  expect(await axeFindings(page, label)).toEqual([]);
  expect((await layoutFaults(page)).sideways, label).toBeLessThanOrEqual(0);
}

test('on a 375 px phone a candidate applies with a PDF, follows the emailed private link, sees the stage and withdraws', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const formChunks: string[] = [];
  page.on('request', (request) => {
    if (/apply-form/.test(request.url())) formChunks.push(request.url());
  });

  await page.goto(OPENING_PAGE);
  const section = applySection(page);
  const open = section.getByRole('button', { name: `Apply now for ${OPENING.title}` });
  await expectTakenOver(open);
  // The form's code is not part of the page: it comes when asked for.
  expect(formChunks).toEqual([]);
  await open.click();
  const form = section.getByRole('form', { name: 'Application' });
  await expect(form).toBeVisible();
  expect(formChunks.length).toBeGreaterThan(0);
  await expect(form.getByLabel(/Your name/)).toBeFocused();

  // Sent empty, every required field says what it needs, and focus goes to the first.
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please correct the fields marked above.');
  await expect(form.getByLabel(/Your name/)).toBeFocused();
  await expect(form.getByLabel(/Your name/)).toHaveAttribute('aria-invalid', 'true');

  const email = `candidate.${run}@example.in`;
  await form.getByLabel(/Your name/).fill('Asha Typed-Name');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/Mobile number/).fill('+91 98480 12345');
  await form.getByLabel(/Current city/).fill('Warangal');
  await form.getByLabel(/Years of experience/).fill('0');
  await form.getByLabel(/LinkedIn or portfolio/).fill('https://www.linkedin.com/in/asha-typed');
  await form.getByLabel(/Note/).fill('My final-year project: a typed clinic booking app.');
  await form.getByLabel(/Résumé/).setInputFiles({
    name: 'asha-resume.pdf',
    mimeType: 'application/pdf',
    buffer: plainPdf({ photoBytes: 600 * 1024 }),
  });
  await expect(form.getByText(/Chosen: asha-resume\.pdf/)).toBeVisible();
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('checkbox', { name: /keep my application on file/ }).check();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await noAxeFindings(page, 'the form at 375 px');
  await form.screenshot({ path: `${SHOTS}/form-375.png` });

  await slowUpload(page);
  await form.getByRole('button', { name: 'Send application' }).click();
  const progress = form.getByRole('progressbar', { name: /Uploading your application|Checking your résumé/ });
  await expect(progress).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/uploading-375.png` });
  const sent = section.getByRole('heading', { name: 'Your application is sent' });
  await expect(sent).toBeFocused({ timeout: 30_000 });
  await expect(section.getByText(/We have emailed you a private link/)).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/sent-375.png` });

  // The acknowledgement: the opening's title and the private link, nothing the candidate typed.
  const mail = await site.emailTo(email, /We have your application/);
  const link = new RegExp(`http://127\\.0\\.0\\.1:${PORT}/careers/application#key=[\\w-]{43}`).exec(
    mail.text ?? '',
  )?.[0];
  expect(link, mail.text).toBeDefined();
  expect(mail.html || '').toContain(`href="${link}"`);
  expect(mail.text).toContain(OPENING.title);
  for (const typed of ['Typed-Name', '98480', 'Warangal', 'asha-typed', 'clinic booking']) {
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(typed);
  }
  const notice = await site.emailTo(STAFF_INBOX, /A new job application/);
  expect(notice.text).toMatch(/\/staff\/applications\/\d+/);

  // The private link, on the phone: the stage in the candidate's words; the secret leaves the address bar.
  const own = await context.newPage();
  await own.goto(link!);
  const title = own.getByRole('heading', { level: 2, name: OPENING.title });
  await expect(title).toBeVisible();
  expect(new URL(own.url()).hash).toBe('');
  await expect(own.getByText('Received', { exact: true })).toBeVisible();
  await noAxeFindings(own, 'the candidate’s page at 375 px');
  await own.screenshot({ path: `${SHOTS}/status-375.png`, fullPage: true });

  await own.getByRole('button', { name: 'Withdraw my application…' }).click();
  const dialog = own.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(dialog.getByRole('button', { name: 'Cancel, keep my application' })).toBeFocused();
  await noAxeFindings(own, 'the withdraw dialog at 375 px');
  await own.screenshot({ path: `${SHOTS}/withdraw-dialog-375.png` });
  await dialog.getByRole('button', { name: 'Yes, withdraw and delete it' }).click();
  await expect(own.getByRole('heading', { name: 'Application withdrawn' })).toBeFocused();
  await expect(
    own.getByText('Your application has been withdrawn and deleted, with your résumé.'),
  ).toBeVisible();

  // The link is dead now.
  await own.goto(link!);
  await expect(own.getByRole('heading', { name: 'No application to show' })).toBeVisible();
  await expect(own.getByText(/This link does not lead to an application/)).toBeVisible();
  await context.close();
});

test('at 1440 px the form is laid out, keyboard-reachable and free of axe findings', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(OPENING_PAGE);
  const section = applySection(page);
  const open = section.getByRole('button', { name: `Apply now for ${OPENING.title}` });
  await expectTakenOver(open);
  await open.focus();
  await page.keyboard.press('Enter');
  const form = section.getByRole('form', { name: 'Application' });
  await expect(form.getByLabel(/Your name/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Email/)).toBeFocused();
  await noAxeFindings(page, 'the form at 1440 px');
  await section.screenshot({ path: `${SHOTS}/form-1440.png` });

  // The candidate's page without its link says where the link is.
  await page.goto('/careers/application');
  await expect(page.getByRole('heading', { name: 'No application to show' })).toBeVisible();
  await noAxeFindings(page, 'the candidate’s page without a link at 1440 px');
  await page.screenshot({ path: `${SHOTS}/no-link-1440.png` });
  await context.close();
});

for (const [width, height, textStart] of [
  [375, 812, 20],
  [1440, 900, 164],
] as const) {
  test(`at ${width} px the apply section and the candidate's page stand in the page's column`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(OPENING_PAGE);
    const section = applySection(page);
    const open = section.getByRole('button', { name: `Apply now for ${OPENING.title}` });
    await expectTakenOver(open);
    const about = page.getByRole('heading', { level: 2, name: 'About the role' });
    const heading = section.getByRole('heading', { level: 2 });
    expect(await columnOf(page, [about, heading, open])).toEqual({
      text: textStart,
      parts: [textStart, textStart, textStart],
    });
    await open.click();
    const form = section.getByRole('form', { name: 'Application' });
    const name = form.getByLabel(/Your name/);
    await expect(name).toBeFocused();
    const send = form.getByRole('button', { name: 'Send application' });
    expect(await columnOf(page, [heading, name, send])).toEqual({
      text: textStart,
      parts: [textStart, textStart, textStart],
    });
    // The button keeps the band's padding below it before the next band starts.
    const band = page.locator('section', { has: page.getByRole('heading', { name: 'Prefer email?' }) });
    const gap =
      (await band.boundingBox())!.y - ((await send.boundingBox())!.y + (await send.boundingBox())!.height);
    expect(gap).toBeGreaterThanOrEqual(32);
    await page.screenshot({ path: `${SHOTS}/column-opening-${width}.png`, fullPage: true });

    // The candidate's page is drawn in the browser only; its request for the link stands in the column too.
    await page.goto('/careers/application');
    const ask = page.getByRole('form', { name: 'Send me my link again' });
    await expect(ask).toBeVisible();
    expect(await columnOf(page, [ask.getByRole('heading'), ask.getByLabel(/Email/)])).toEqual({
      text: textStart,
      parts: [textStart, textStart],
    });
    await noAxeFindings(page, `the candidate’s page without a link at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/column-application-${width}.png`, fullPage: true });
    await context.close();
  });
}
