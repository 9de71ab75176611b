// The back office's earnings screens as staff work them: the plan, a project's payments and
// reversals, the Commissions screen's actions and the month's payout.
import { expect, type Page } from '@playwright/test';

const main = (page: Page) => page.getByRole('main');

/** An admin's new plan version from today: the direct percentage and one override per level. */
export async function setPlanThroughUi(
  page: Page,
  plan: { direct: string; overrides: string[]; note: string },
) {
  await page.goto('/staff/commission-plan');
  const form = main(page).getByRole('form', { name: 'New version' });
  await form.getByRole('textbox', { name: /^Direct %/ }).fill(plan.direct);
  for (const [index, percent] of plan.overrides.entries()) {
    const level = index + 1;
    const field = form.getByRole('textbox', { name: new RegExp(`^Level ${level} override %`) });
    if ((await field.count()) === 0) await form.getByRole('button', { name: `Add level ${level}` }).click();
    await field.fill(percent);
  }
  await form.getByRole('textbox', { name: /^Note/ }).fill(plan.note);
  await form.getByRole('button', { name: 'Save the new version' }).click();
  await expect(page.getByText(/^The plan from .+ is saved\.$/)).toBeVisible();
}

/** A project added on the partner's page; answers the address of its payments page. */
export async function addProjectThroughUi(
  page: Page,
  bdeCode: string,
  project: { company: string; amount: string },
) {
  await page.goto(`/staff/partners/${bdeCode}`);
  const form = main(page).getByRole('form', { name: 'Add a project' });
  await form.getByRole('textbox', { name: /Company/ }).fill(project.company);
  await form.getByRole('textbox', { name: /Amount in rupees/ }).fill(project.amount);
  await form.getByRole('combobox', { name: /Status/ }).selectOption('Active');
  await form.getByRole('button', { name: 'Add the project' }).click();
  const payments = main(page).getByRole('link', { name: `Payments of ${project.company}` });
  return (await payments.getAttribute('href'))!;
}

/** Money received, recorded on the project's payments page (`path`) today. */
export async function recordPaymentThroughUi(
  page: Page,
  path: string,
  payment: { amount: string; reference: string; mode?: string },
) {
  await page.goto(path);
  const form = main(page).getByRole('form', { name: 'Record a payment' });
  await form.getByRole('textbox', { name: /^Amount in rupees/ }).fill(payment.amount);
  if (payment.mode) await form.getByRole('combobox', { name: /^Paid by/ }).selectOption(payment.mode);
  await form.getByRole('textbox', { name: /^Bank reference/ }).fill(payment.reference);
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByText(/ recorded\.$/).first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Amount in rupees/ })).toHaveValue('');
}

/** A reversal, dated today, of the payment its button names (`#12, ₹2,50,000`, or a pattern of that). */
export async function recordReversalThroughUi(
  page: Page,
  path: string,
  reversal: { payment: string | RegExp; amount: string; kind: 'refund' | 'bounced cheque'; reason: string },
) {
  await page.goto(path);
  const name =
    typeof reversal.payment === 'string'
      ? `Record a reversal of payment ${reversal.payment}`
      : new RegExp(`^Record a reversal of payment ${reversal.payment.source}`);
  await main(page).getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Amount taken back/ }).fill(reversal.amount);
  await dialog.getByRole('combobox', { name: /^Why/ }).selectOption(reversal.kind);
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reversal.reason);
  await dialog.getByRole('button', { name: 'Record the reversal' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^Reversal of .+ recorded\.$/)).toBeVisible();
}

/** The rows of the Commissions screen's table as shown, a row a line. */
export function commissionRows(page: Page) {
  return main(page).getByRole('table', { name: 'Commission lines' }).locator('tbody tr');
}

/** Approves every line of the Commissions screen's page as it stands (`count` of them). */
export async function approveLinesThroughUi(page: Page, count: number) {
  const bar = main(page).getByRole('group', { name: 'Chosen lines' });
  await bar.getByRole('checkbox', { name: /^Select all/ }).check();
  await expect(bar).toContainText(`${count === 1 ? '1 line' : `${count} lines`} chosen`);
  await bar.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${count === 1 ? '1 line' : `${count} lines`} approved.`)).toBeVisible();
}

/** Holds one line (by its checkbox's name) with a reason, on the Commissions screen as it stands. */
export async function holdLineThroughUi(page: Page, line: RegExp, reason: string) {
  await main(page).getByRole('checkbox', { name: line }).check();
  await main(page)
    .getByRole('group', { name: 'Chosen lines' })
    .getByRole('button', { name: 'Hold…' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Hold the lines' }).click();
  await expect(page.getByText('1 line held.')).toBeVisible();
}

/** Creates this India month's payout batch from the Payouts screen; answers its page's address. */
export async function createPayoutThroughUi(page: Page) {
  await page.goto('/staff/payouts');
  await main(page)
    .getByRole('button', { name: /^Create payout for / })
    .click();
  await expect(page).toHaveURL(/\/staff\/payouts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Payout for / })).toBeVisible();
  return new URL(page.url()).pathname;
}
