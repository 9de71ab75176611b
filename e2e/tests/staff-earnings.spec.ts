// Partner earnings through the back office, on its own site: an admin sets the plan, staff record a
// payment on a BDE's project and three levels of the referral chain get pending commission, staff
// approve it, create the month's payout, download the bank's file and record each transfer's UTR, and
// the lines are paid; a reversal then takes back its share as negative lines. Each screen, with this
// data in it, is checked at a phone's width and a desktop's (layout and axe) and photographed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as requestFactory, test } from '@playwright/test';
import { todayInIndia } from '../../shared/contract/staff-business-schema';
import { formatMonth } from '../../shared/format/month';
import { registerBdeByApi } from '../support/register-bde';
import { sweep } from '../support/screen-sweep';
import { seedPayableBdes, type SeededAccount } from '../support/seed-earnings';
import { startServer, type RunningServer } from '../support/server';
import { addStaffFromCommandLine, setUpAndSignIn, signInChecker } from '../support/staff-admin';
import {
  addProjectThroughUi,
  approveLinesThroughUi,
  commissionRows,
  createPayoutThroughUi,
  recordPaymentThroughUi,
  recordReversalThroughUi,
  setPlanThroughUi,
} from '../support/staff-earnings';

const PORT = Number(process.env.E2E_PORT ?? 8181) + 17;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const COMPANY = `Walk Foods ${run}`;

/** A (credited with the project), referred by B, referred by C: levels 0, 1 and 2. */
const CHAIN = [
  { key: 'a', firstName: 'Anitha', lastName: `Reddy${run}`, account: '50100200300411', ifsc: 'HDFC0001234' },
  { key: 'b', firstName: 'Bhaskar', lastName: `Rao${run}`, account: '000123456789022', ifsc: 'SBIN0005678' },
  {
    key: 'c',
    firstName: 'Chandra',
    lastName: `Sekhar${run}`,
    account: '918020012345633',
    ifsc: 'UTIB0000123',
  },
] as const;

let site: RunningServer;
let dataDir: string;
const codes: Record<string, string> = {};
const fullName = (bde: (typeof CHAIN)[number]) => `${bde.firstName} ${bde.lastName}`;

test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-earnings-'));
  site = await startServer({ port: PORT, dataDir });
  const request = await requestFactory.newContext({ baseURL: ORIGIN });
  // C first, so that each can name the one who referred them.
  for (const bde of [...CHAIN].reverse()) {
    const referrer = bde.key === 'a' ? codes.b : bde.key === 'b' ? codes.c : '';
    codes[bde.key] = await registerBdeByApi(request, {
      userName: `earn.${bde.key}.${run}`,
      email: `earn.${bde.key}.${run}@example.in`,
      firstName: bde.firstName,
      lastName: bde.lastName,
      referredBy: referrer,
    });
  }
  await request.dispose();
  // Bank details are the BDE's to enter in Settings; here they are written while the site is stopped.
  await site.halt();
  const accounts: SeededAccount[] = CHAIN.map((bde) => ({
    bdeCode: codes[bde.key],
    accountHolder: fullName(bde),
    accountNumber: bde.account,
    ifsc: bde.ifsc,
  }));
  await seedPayableBdes(dataDir, accounts);
  site = await startServer({ port: PORT, dataDir, keepData: true });
});

test.afterAll(async () => {
  await site?.stop();
});

test('a payment earns three levels commission; approved, paid out by bank file and UTR; a reversal takes its share back', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const found: string[] = [];
  const email = `earnings.admin.${run}@example.in`;
  await setUpAndSignIn(page, {
    setupPath: addStaffFromCommandLine(dataDir, email, 'Earnings Admin'),
    email,
    next: '/staff/commission-plan',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Commission plan' })).toBeVisible();

  // The plan: 10% to the BDE credited with the project, 2% and 1% to the two referrers above.
  await setPlanThroughUi(page, { direct: '10', overrides: ['2', '1'], note: `Board decision ${run}` });
  const inForce = page.getByRole('region', { name: 'In force' });
  await expect(inForce).toContainText('10%');
  await expect(inForce).toContainText('Level 1 override: 2%; Level 2 override: 1%');
  found.push(...(await sweep(page, testInfo, 'earnings-plan')));

  // A's project, and a payment of ₹2,50,000 recorded on it through its payments page.
  const payments = await addProjectThroughUi(page, codes.a, { company: COMPANY, amount: '500000' });
  await recordPaymentThroughUi(page, payments, { amount: '2,50,000', reference: `NEFT-${run}` });
  const ledger = page.getByRole('main').getByRole('table', { name: 'Payments and reversals' });
  await expect(ledger.locator('tbody tr')).toHaveCount(1);
  await expect(ledger).toContainText('₹2,50,000');
  await expect(ledger).toContainText(`NEFT-${run}`);

  // Three pending lines: 10% to A, 2% to B, 1% to C.
  await page.goto('/staff/commissions');
  const expected = [
    [fullName(CHAIN[0]), 'Direct', '10%', '₹25,000'],
    [fullName(CHAIN[1]), 'Level 1 override', '2%', '₹5,000'],
    [fullName(CHAIN[2]), 'Level 2 override', '1%', '₹2,500'],
  ];
  await expect(commissionRows(page)).toHaveCount(3);
  for (const [name, level, rate, amount] of expected) {
    const row = commissionRows(page).filter({ hasText: name });
    await expect(row).toContainText(level);
    await expect(row).toContainText(rate);
    await expect(row).toContainText(amount);
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(COMPANY);
  }
  found.push(...(await sweep(page, testInfo, 'earnings-commissions-pending')));

  // Approved in bulk by a second staff member (the admin recorded the payment); the list is then empty.
  const checker = await signInChecker(browser, {
    baseURL: ORIGIN,
    dataDir,
    email: `earnings.checker.${run}@example.in`,
    next: '/staff/commissions',
  });
  await checker.goto('/staff/commissions');
  await approveLinesThroughUi(checker, 3);
  await expect(checker.getByRole('main').getByText('No pending commission lines.')).toBeVisible();

  // This month's payout: a row per BDE, TDS on A's ₹25,000 (past the year's threshold), none on the others.
  const month = todayInIndia().slice(0, 7);
  const batchPath = await createPayoutThroughUi(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payout for ${formatMonth(month)}`);
  const transfers = page.getByRole('main').getByRole('table', { name: 'Transfers' });
  const rowOf = (bde: (typeof CHAIN)[number]) =>
    transfers
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(fullName(bde)) }) });
  await expect(transfers.locator('tbody tr')).toHaveCount(3);
  const none = /₹0\s*None: within the year’s threshold/;
  for (const [bde, gross, tds, net] of [
    [CHAIN[0], '₹25,000', /₹500\s*Section .+ at 2%/, '₹24,500'],
    [CHAIN[1], '₹5,000', none, '₹5,000'],
    [CHAIN[2], '₹2,500', none, '₹2,500'],
  ] as const) {
    const cells = rowOf(bde).locator('td');
    await expect(cells.nth(0)).toContainText(gross);
    await expect(cells.nth(0)).toContainText('1 line');
    await expect(cells.nth(1)).toContainText(tds);
    await expect(cells.nth(2)).toHaveText(net);
  }
  await expect(rowOf(CHAIN[0])).toContainText('XXXXXX0411');
  await expect(page.getByRole('region', { name: 'Left out of this batch' })).toContainText(
    'Every BDE with approved commission is in this batch.',
  );
  found.push(...(await sweep(page, testInfo, 'earnings-payout-batch')));

  // The bank's file: one row per BDE with the full account, IFSC, net amount and the payout's reference.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download bank file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payouts-${month}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe('name,account_number,ifsc,amount,reference');
  const nets = ['24500.00', '5000.00', '2500.00'];
  expect(rows.map((row) => row.split(',').slice(0, 4)).sort()).toEqual(
    CHAIN.map((bde, index) => [fullName(bde), bde.account, bde.ifsc, nets[index]]).sort(),
  );
  for (const row of rows) expect(row).toMatch(new RegExp(`,${month}-P\\d+$`));

  // Each transfer's UTR (typed as the bank prints it, in groups), recorded by the checker (the admin
  // made the batch and took its file), and each BDE's lines are paid.
  await checker.goto(batchPath);
  const checkerRows = checker.getByRole('main').getByRole('table', { name: 'Transfers' }).locator('tbody tr');
  for (const [index, bde] of CHAIN.entries()) {
    const utr = `utib r5${run.slice(0, 4)} 0000 ${index}${index}`.toUpperCase();
    const row = checkerRows.filter({ hasText: fullName(bde) });
    await row
      .getByRole('textbox', { name: `UTR of the transfer to ${fullName(bde)}` })
      .fill(utr.toLowerCase());
    await row.getByRole('button', { name: `Record the UTR of ${fullName(bde)}` }).click();
    await expect(row).toContainText(utr.replace(/\s/g, ''));
    await expect(row).toContainText('Paid');
  }
  await expect(checker.getByRole('main')).toContainText('3 of 3');
  await checker.context().close();
  await page.goto('/staff/commissions?status=paid');
  await expect(commissionRows(page)).toHaveCount(3);
  for (const row of await commissionRows(page).all()) await expect(row).toContainText('Paid');
  found.push(...(await sweep(page, testInfo, 'earnings-commissions-paid')));
  await page.goto(batchPath);
  found.push(...(await sweep(page, testInfo, 'earnings-payout-batch-paid')));

  // A refund of ₹50,000: the same BDEs, levels and rates take back their share as negative pending lines.
  await page.goto(payments);
  const paymentId = /#(\d+)/.exec(await ledger.locator('tbody tr').first().innerText())![1];
  await recordReversalThroughUi(page, payments, {
    payment: `#${paymentId}, ₹2,50,000`,
    amount: '50000',
    kind: 'refund',
    reason: `Client cancelled the second phase ${run}`,
  });
  await expect(ledger.locator('tbody tr')).toHaveCount(2);
  await expect(ledger).toContainText(`Refund of payment #${paymentId}`);
  await expect(page.getByRole('main')).toContainText('₹2,00,000');
  found.push(...(await sweep(page, testInfo, 'earnings-project-payments')));
  await page.goto('/staff/commissions');
  await expect(commissionRows(page)).toHaveCount(3);
  for (const [index, amount] of ['−₹5,000', '−₹1,000', '−₹500'].entries()) {
    const row = commissionRows(page).filter({ hasText: fullName(CHAIN[index]) });
    await expect(row).toContainText(`${amount} reversal`);
    await expect(row).toContainText('Pending');
  }
  found.push(...(await sweep(page, testInfo, 'earnings-commissions-reversal')));
  expect(found).toEqual([]);
});
