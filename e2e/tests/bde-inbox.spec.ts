// The BDE's Messages and Settings pages on the real server: a reply to the office, bank details
// (refused with a wrong password, then saved masked and held), email choices, and both pages at a
// phone's width and a desktop's with axe and a screenshot each.
import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from '../support/axe-sweep';
import { layoutFaults } from '../support/page-layout';
import { BDE_PASSWORD, registerBdeByApi } from '../support/register-bde';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function signIn(page: Page, userName: string) {
  await page.goto('/bdelogin');
  const main = page.getByRole('main');
  await main.getByLabel(/^User name/).fill(userName);
  await main.getByLabel(/^Password/).fill(BDE_PASSWORD);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/bdedetails/);
}

test('a BDE writes to the office, sets bank details and email choices; both pages pass axe at 375 and 1440 px', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const userName = `inbox.${run}`;
  await registerBdeByApi(request, { userName, email: `inbox.${run}@example.com` });
  await signIn(page, userName);
  const menu = page.getByRole('navigation', { name: 'BDE portal' });
  const header = page.locator('.portal-header');

  // The bell opens on an empty list; the envelope leads to the conversation.
  const bell = header.getByRole('button', { name: 'Notifications' });
  await bell.click();
  await expect(page.getByText('You have no notifications yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await header.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');

  const main = page.locator('.bde-portal__content');
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByText('This field is required.')).toBeVisible();
  await main.getByRole('textbox', { name: /Your message/ }).fill('When is my first payout?\nThanks.');
  await main.getByRole('button', { name: 'Send' }).click();
  const conversation = main.getByRole('list', { name: 'Conversation with the office, oldest first' });
  await expect(conversation).toContainText('When is my first payout?');
  await expect(main.getByRole('textbox', { name: /Your message/ })).toHaveValue('');

  await menu.getByRole('link', { name: 'Settings', exact: true }).click();
  const bank = main.getByRole('region', { name: 'Bank details' });
  await expect(bank).toContainText('No bank account yet');
  await bank.getByLabel(/^Account holder/).fill('Ravi Kumar');
  await bank.getByLabel(/^Account number \*/).fill('123456789012');
  await bank.getByLabel(/^Account number again/).fill('123456789012');
  await bank.getByLabel(/^IFSC/).fill('sbin0001234');
  await bank.getByLabel(/^Current password/).fill('not my password');
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await expect(bank.getByText('Your current password is not correct.')).toBeVisible();
  await expect(bank).toContainText('No bank account yet');
  await bank.getByLabel(/^Current password/).fill(BDE_PASSWORD);
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await expect(bank.getByText('Saved. We have emailed you about the change.')).toBeVisible();
  await expect(bank).toContainText('XXXXXX9012');
  await expect(bank).toContainText('SBIN0001234');
  await expect(bank).toContainText(
    /Payouts to this account start after \d{2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST\./,
  );
  await expect(bank).not.toContainText('123456789012');

  const emails = main.getByRole('region', { name: 'Emails' });
  await expect(emails.getByRole('checkbox', { name: 'A payout is paid' })).toBeChecked();
  await emails.getByRole('checkbox', { name: 'A lead is assigned to me' }).check();
  await emails.getByRole('button', { name: 'Save email choices' }).click();
  await expect(emails.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(
    main.getByRole('region', { name: 'Emails' }).getByRole('checkbox', { name: 'A lead is assigned to me' }),
  ).toBeChecked();

  const found: string[] = [];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const section of ['messages', 'settings']) {
      await page.goto(`/bdedetails/${section}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      const faults = await layoutFaults(page);
      if (faults.sideways > 0)
        found.push(`${section} at ${width} px scrolls sideways by ${faults.sideways} px`);
      found.push(...(await axeFindings(page, `${section} at ${width} px`)));
      await page.screenshot({ path: testInfo.outputPath(`bde-${section}-${width}.png`), fullPage: true });
    }
    await page.getByRole('button', { name: /^Notifications/ }).click();
    found.push(...(await axeFindings(page, `bell at ${width} px`)));
    await page.screenshot({ path: testInfo.outputPath(`bde-bell-${width}.png`) });
    await page.keyboard.press('Escape');
  }
  expect(found).toEqual([]);
});
