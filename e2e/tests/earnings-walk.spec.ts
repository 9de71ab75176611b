// Partner earnings as the people in it live it, on a site that sends its emails to a real SMTP server:
// staff record a payment on A's project; A and the two referrers above (B, C) see their pending
// commission in the portal; staff approve, pay out by bank file and UTR; each BDE sees it paid with its
// TDS and UTR, downloads the month's PDF statement (its figures are the screen's, to the paisa), has
// the bell's notices and the payout email; a refund shows as negative lines; and the staff partner
// page shows each partner the figures the partner sees. A works on a 375 px phone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as requestFactory, test, type Browser, type Page } from '@playwright/test';
import { TestSmtpServer } from '../../api/src/platform/email/test-smtp-server';
import { todayInIndia } from '../../shared/contract/staff-business-schema';
import { STATEMENT_FIGURES } from '../../shared/contract/statement-figures';
import { formatPaise } from '../../shared/format/inr';
import { formatMonth } from '../../shared/format/month';
import { axeFindings } from '../support/axe-sweep';
import {
  brokenAmounts,
  dashboardEarnings,
  downloadStatementPdf,
  earningsTiles,
  expectPdfCarries,
  paiseOfScreen,
  signInAsBde,
  staffPartnerEarnings,
  statementOnScreen,
} from '../support/bde-earnings';
import { mailbox } from '../support/mailbox';
import { layoutFaults } from '../support/page-layout';
import { registerBdeByApi } from '../support/register-bde';
import { seedPayableBdes } from '../support/seed-earnings';
import { startServer, type RunningServer } from '../support/server';
import { addStaffFromCommandLine, setUpAndSignIn, signInChecker } from '../support/staff-admin';
import {
  addProjectThroughUi,
  approveLinesThroughUi,
  createPayoutThroughUi,
  recordPaymentThroughUi,
  recordReversalThroughUi,
  setPlanThroughUi,
} from '../support/staff-earnings';

const PORT = Number(process.env.E2E_PORT ?? 8181) + 18;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const COMPANY = `Walk Textiles ${run}`;
const MONTH = todayInIndia().slice(0, 7);
/** The portal's short month ("Nov 2026"). */
const PORTAL_MONTH = new Intl.DateTimeFormat('en-IN', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${MONTH}-01T00:00:00Z`));

/**
 * The chain, from the BDE credited with the project up: what each earns on ₹2,50,000 at 10/2/1%, the TDS
 * on it (only A's ₹25,000 crosses the year's ₹20,000), and what a ₹50,000 refund takes back.
 */
const CHAIN = [
  {
    key: 'a',
    first: 'Aruna',
    account: '50100200300411',
    ifsc: 'HDFC0001234',
    level: /^Your project$/,
    rate: '10%',
    earned: 25_000_00,
    tds: 500_00,
    back: -5_000_00,
  },
  {
    key: 'b',
    first: 'Balaji',
    account: '000123456789022',
    ifsc: 'SBIN0005678',
    level: /^Level 1/,
    rate: '2%',
    earned: 5_000_00,
    tds: 0,
    back: -1_000_00,
  },
  {
    key: 'c',
    first: 'Chitra',
    account: '918020012345633',
    ifsc: 'UTIB0000123',
    level: /^Level 2/,
    rate: '1%',
    earned: 2_500_00,
    tds: 0,
    back: -500_00,
  },
] as const;
type Bde = (typeof CHAIN)[number];
const userName = (bde: Bde) => `walk.${bde.key}.${run}`;
const emailOf = (bde: Bde) => `walk.${bde.key}.${run}@example.in`;
const fullName = (bde: Bde) => `${bde.first} Walker${run}`;
const utrOf = (bde: Bde) => `UTIBR5${run.slice(0, 4).toUpperCase()}0000${bde.key.toUpperCase()}`;

let site: RunningServer;
let smtp: TestSmtpServer;
let dataDir: string;
const codes: Record<string, string> = {};

// A step that cannot happen fails within half a minute, not at the end of the walk's time.
test.use({ baseURL: ORIGIN, actionTimeout: 30_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await TestSmtpServer.start();
  const env = {
    SMTP_URL: smtp.url,
    STAFF_NOTIFY_EMAIL: 'earnings-walk@example.in',
    MAIL_FROM: 'Deccan Stack <hello@example.in>',
  };
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earnings-walk-'));
  site = await startServer({ port: PORT, dataDir, env });
  const request = await requestFactory.newContext({ baseURL: ORIGIN });
  // C first, so that each can name the one who referred them.
  for (const bde of [...CHAIN].reverse()) {
    codes[bde.key] = await registerBdeByApi(request, {
      userName: userName(bde),
      email: emailOf(bde),
      firstName: bde.first,
      lastName: `Walker${run}`,
      referredBy: bde.key === 'a' ? codes.b : bde.key === 'b' ? codes.c : '',
    });
  }
  await request.dispose();
  // Bank details (the BDE's own Settings page takes them; its walk is bde-inbox.spec) are written
  // while the site is stopped, past their 48-hour hold.
  await site.halt();
  await seedPayableBdes(
    dataDir,
    CHAIN.map((bde) => ({
      bdeCode: codes[bde.key],
      accountHolder: fullName(bde),
      accountNumber: bde.account,
      ifsc: bde.ifsc,
    })),
  );
  site = await startServer({ port: PORT, dataDir, env, keepData: true });
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

/** A BDE's own browser, signed in: A on a phone, the others on a desktop. */
async function portalOf(browser: Browser, bde: Bde): Promise<Page> {
  const phone = bde.key === 'a';
  const context = await browser.newContext({
    baseURL: ORIGIN,
    viewport: phone ? { width: 375, height: 812 } : { width: 1440, height: 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  const page = await context.newPage();
  await signInAsBde(page, userName(bde));
  return page;
}

async function openEarnings(page: Page) {
  await page.goto('/bdedetails/earnings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earnings');
  await expect(page.getByRole('list', { name: `This month, ${PORTAL_MONTH}` })).toBeVisible();
}

const linesOf = (page: Page) => page.getByRole('table', { name: 'Commission lines' }).locator('tbody tr');

/** The statement's figures as expected, in the order and with the labels the screen and PDF use. */
const statementOf = (figures: number[]) => STATEMENT_FIGURES.map(({ label }, at) => [label, figures[at]]);

test('a payment earns A, B and C commission; paid out with TDS, statements, notices and email; a refund shows as negative lines', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const shots = (name: string) => testInfo.outputPath(`${name}.png`);
  const found: string[] = [];

  // Staff: the plan (10% direct, 2% and 1% to two levels of referrers), A's project and its payment.
  const email = `walk.admin.${run}@example.in`;
  await setUpAndSignIn(page, {
    setupPath: addStaffFromCommandLine(dataDir, email, 'Walk Admin'),
    email,
    next: '/staff/commission-plan',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Commission plan' })).toBeVisible();
  await setPlanThroughUi(page, { direct: '10', overrides: ['2', '1'], note: `Walk plan ${run}` });
  const payments = await addProjectThroughUi(page, codes.a, { company: COMPANY, amount: '500000' });
  await recordPaymentThroughUi(page, payments, { amount: '2,50,000', reference: `NEFT-${run}` });

  // Each BDE signs in: the dashboard's card and the Earnings page show their share pending.
  const portals: Record<string, Page> = {};
  for (const bde of CHAIN) {
    const portal = (portals[bde.key] = await portalOf(browser, bde));
    await portal.goto('/bdedetails/dashboard');
    await expect
      .poll(() => dashboardEarnings(portal))
      .toEqual({ Pending: bde.earned, Approved: 0, 'Paid (net)': 0 });
    await openEarnings(portal);
    expect(await earningsTiles(portal, /^This month/)).toMatchObject({
      Pending: bde.earned,
      Approved: 0,
      'Paid (gross)': 0,
    });
    await expect(linesOf(portal)).toHaveCount(1);
    const line = linesOf(portal).first();
    await expect(line.locator('th')).toHaveText(COMPANY);
    await expect(line.locator('td').nth(1)).toHaveText(bde.level);
    await expect(line.locator('td').nth(2)).toHaveText(bde.rate);
    expect(paiseOfScreen(await line.locator('td').nth(3).innerText())).toBe(bde.earned);
    await expect(line.locator('td').nth(4)).toContainText('Pending');
  }
  await portals.a.goto('/bdedetails/dashboard');
  await expect(portals.a.getByRole('region', { name: 'Earnings this month' })).toContainText('₹25,000');
  const card = portals.a.getByRole('region', { name: 'Earnings this month' });
  expect(await brokenAmounts(card.locator('dd'))).toEqual([]);
  await card.screenshot({ path: shots('bde-earnings-card-375') });
  await portals.a.screenshot({ path: shots('bde-dashboard-pending-375'), fullPage: true });

  // Two people for money: a second staff member (who did not record the payment) approves the three
  // lines; the admin creates the month's payout and takes the bank file; the checker records each UTR.
  const checker = await signInChecker(browser, {
    baseURL: ORIGIN,
    dataDir,
    email: `walk.checker.${run}@example.in`,
    next: '/staff/commissions',
  });
  await checker.goto('/staff/commissions');
  await approveLinesThroughUi(checker, 3);
  await createPayoutThroughUi(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download bank file' }).click();
  const bankFile = fs.readFileSync((await (await downloading).path())!, 'utf8');
  for (const bde of CHAIN) expect(bankFile).toContain(`${fullName(bde)},${bde.account},${bde.ifsc},`);
  await checker.goto(page.url());
  const transfers = checker.getByRole('main').getByRole('table', { name: 'Transfers' });
  for (const bde of CHAIN) {
    const row = transfers.locator('tbody tr').filter({ hasText: fullName(bde) });
    await row.getByRole('textbox', { name: `UTR of the transfer to ${fullName(bde)}` }).fill(utrOf(bde));
    await row.getByRole('button', { name: `Record the UTR of ${fullName(bde)}` }).click();
    await expect(row).toContainText('Paid');
  }
  await expect(checker.getByRole('main')).toContainText('3 of 3');
  // Each BDE code stays whole in the Transfers table, at a desktop's width and on a phone.
  for (const width of [1440, 375]) {
    await checker.setViewportSize({ width, height: 900 });
    for (const code of await transfers.locator('.earnings-code').all()) {
      const box = await code.evaluate((node) => node.getClientRects().length);
      expect(box).toBe(1);
    }
    const faults = await layoutFaults(checker);
    if (faults.sideways > 0) found.push(`Transfers at ${width} px scrolls sideways by ${faults.sideways} px`);
    await checker.screenshot({ path: shots(`staff-transfers-${width}`), fullPage: true });
  }
  await checker.context().close();

  // Each BDE: paid, with the TDS where the year crossed its threshold and the UTR; the bell's notices
  // with an unread count; the statement's PDF carrying the screen's figures; the payout email.
  const unreadAtPayout = { a: 3, b: 2, c: 2 }; // A's also tells of the project recorded for them.
  for (const bde of CHAIN) {
    const portal = portals[bde.key];
    const net = bde.earned - bde.tds;
    await openEarnings(portal);
    expect(await earningsTiles(portal, /^This month/)).toEqual({
      Pending: 0,
      Approved: 0,
      Held: 0,
      'Paid (gross)': bde.earned,
      'TDS deducted': bde.tds,
      'Net paid': net,
      Declined: 0,
    });
    await expect(linesOf(portal).first().locator('td').nth(4)).toContainText('Paid');
    const payout = portal.getByRole('table', { name: 'Payouts' }).locator('tbody tr');
    await expect(payout).toHaveCount(1);
    await expect(payout.locator('th')).toHaveText(PORTAL_MONTH);
    const amounts = await payout.locator('td').allInnerTexts();
    expect(amounts.slice(0, 3).map(paiseOfScreen)).toEqual([bde.earned, bde.tds, net]);
    await expect(payout.locator('td').nth(3)).toHaveText(new RegExp(`^X+${bde.account.slice(-4)}$`));
    await expect(payout.locator('td').nth(4)).toHaveText(utrOf(bde));

    const shown = await statementOnScreen(portal);
    expect(shown.map(([label, text]) => [label, paiseOfScreen(text)])).toEqual(
      statementOf([0, bde.earned, 0, 0, bde.tds, net, 0]),
    );
    await expect(portal.getByRole('table', { name: `Statement for ${PORTAL_MONTH}` })).toBeVisible();
    const pdf = await downloadStatementPdf(portal, codes[bde.key], MONTH);
    expect(pdf).toContain(`Commission statement: ${formatMonth(MONTH)}`);
    expect(pdf).toContain(`BDE code: ${codes[bde.key]}`);
    expectPdfCarries(pdf, shown);

    const bell = portal.locator('.portal-header').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(`Notifications, ${unreadAtPayout[bde.key]} unread`);
    await expect(bell).toContainText(String(unreadAtPayout[bde.key]));
    await bell.click();
    const notices = portal.locator('.notification-list');
    await expect(notices.locator('li').first()).toContainText(
      `Your payout of ${formatPaise(net)} for ${formatMonth(MONTH)} was paid (UTR ${utrOf(bde)}).`,
    );
    await expect(notices).toContainText(`A commission of ${formatPaise(bde.earned)} was approved.`);
    await expect(notices.locator('.notification__new')).toHaveCount(unreadAtPayout[bde.key]);
    if (bde.key === 'a') await portal.screenshot({ path: shots('bde-bell-paid-375') });
    await portal.keyboard.press('Escape');
    await expect(bell).toHaveAccessibleName('Notifications');

    const paidEmail = await mailbox(smtp).emailTo(emailOf(bde), /^Your payout has been paid/);
    expect(paidEmail.text).toContain(`${ORIGIN}/bdedetails/earnings`);
    // The email says there is news; the amounts and the UTR stay behind the sign-in.
    expect(paidEmail.text).not.toContain(utrOf(bde));
    // Commission approved is not among the default email choices: on the bell only.
    const subjects = smtp.received
      .filter((sent) => sent.envelope.to.includes(emailOf(bde)))
      .map((sent) => sent.mail.subject ?? '');
    expect(subjects.filter((subject) => /^Commission approved/.test(subject))).toEqual([]);
  }

  // A refund of ₹50,000: the same BDEs take back their share, shown as negative pending lines.
  await page.goto(payments);
  const ledger = page.getByRole('main').getByRole('table', { name: 'Payments and reversals' });
  const paymentId = /#(\d+)/.exec(await ledger.locator('tbody tr').first().innerText())![1];
  await recordReversalThroughUi(page, payments, {
    payment: `#${paymentId}, ₹2,50,000`,
    amount: '50000',
    kind: 'refund',
    reason: `Second phase cancelled ${run}`,
  });
  for (const bde of CHAIN) {
    const portal = portals[bde.key];
    await openEarnings(portal);
    await expect(linesOf(portal)).toHaveCount(2);
    const reversal = linesOf(portal).first();
    await expect(reversal.locator('td').nth(3)).toContainText(
      `reversalReason: refund - Second phase cancelled ${run}`,
    );
    const amount = reversal.locator('td').nth(3).locator('.earnings-amount--reversal');
    expect(paiseOfScreen(await amount.innerText())).toBe(bde.back);
    await expect(reversal.locator('td').nth(4)).toContainText('Pending');
    const shown = await statementOnScreen(portal);
    expect(shown.map(([label, text]) => [label, paiseOfScreen(text)])).toEqual(
      statementOf([0, bde.earned, bde.back, 0, bde.tds, bde.earned - bde.tds, bde.back]),
    );
    // Written with one minus sign, as the reversal's own line and the back office write it.
    expect(shown[2][1]).toBe(formatPaise(bde.back));
    if (bde.key === 'a') expectPdfCarries(await downloadStatementPdf(portal, codes.a, MONTH), shown);

    // The staff partner page shows the partner's own figures, this month and this financial year.
    const own = [
      await earningsTiles(portal, /^This month/),
      await earningsTiles(portal, /^This financial year/),
    ];
    expect(own[0]).toMatchObject({ Pending: bde.back, 'Paid (gross)': bde.earned });
    await page.goto(`/staff/partners/${codes[bde.key]}`);
    await expect.poll(() => staffPartnerEarnings(page)).toEqual(own);
  }

  // A's Earnings page on the phone: no sideways scroll, axe finds nothing; B's at a desktop's width.
  await openEarnings(portals.a);
  await expect(statementOnScreen(portals.a)).resolves.toHaveLength(7);
  const faults = await layoutFaults(portals.a);
  if (faults.sideways > 0) found.push(`Earnings at 375 px scrolls sideways by ${faults.sideways} px`);
  found.push(...(await axeFindings(portals.a, 'Earnings at 375 px')));
  expect(await brokenAmounts(portals.a.locator('.tile__value, .statement-figures td'))).toEqual([]);
  await portals.a.screenshot({ path: shots('bde-earnings-375'), fullPage: true });
  await openEarnings(portals.b);
  await expect(statementOnScreen(portals.b)).resolves.toHaveLength(7);
  found.push(...(await axeFindings(portals.b, 'Earnings at 1440 px')));
  await portals.b.screenshot({ path: shots('bde-earnings-1440'), fullPage: true });
  await page.goto(`/staff/partners/${codes.a}`);
  await page.getByRole('main').getByRole('region', { name: 'Earnings' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('staff-partner-earnings') });
  expect(found).toEqual([]);
  for (const portal of Object.values(portals)) await portal.context().close();
});
