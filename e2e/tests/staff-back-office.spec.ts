import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { publicSubmissions } from '../support/public-submissions';
import { BDE_PASSWORD } from '../support/register-bde';
import { REPO_ROOT } from '../support/server';
import { addStaffFromCommandLine, setUpAndSignIn } from '../support/staff-admin';
import { siteAxe } from '../support/axe-sweep';

// The walk the issue names, on the e2e server (embedded database): an admin created from the
// command line while the site runs, set-up with a computed authenticator code, then the day's work.

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const WIDTHS = [375, 1440];

async function expectNoSeriousAxeFindings(page: Page, label: string) {
  const results = await siteAxe(page).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

async function axeAtBothWidths(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeFindings(page, `${label} at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an admin from the command line sets up the account and works through the back office', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const work = await publicSubmissions(request, run);
  const email = `admin.${run}@example.com`;
  const setupPath = addStaffFromCommandLine(path.join(REPO_ROOT, `.data-e2e-${E2E_PORT}`), email);
  const main = page.getByRole('main');

  await setUpAndSignIn(page, {
    setupPath,
    email,
    next: '/staff/messages',
    check: (screen) => axeAtBothWidths(page, screen),
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await axeAtBothWidths(page, 'messages');

  // Read a message and close it.
  await main.getByRole('searchbox').fill(work.sender);
  await main.getByRole('link', { name: work.sender }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Message from ${work.sender}` })).toBeVisible();
  await axeAtBothWidths(page, 'message');
  await main.getByRole('button', { name: 'Close message' }).click();
  await expect(
    main.getByRole('region', { name: 'Status and assignee' }).getByRole('combobox', { name: 'Status' }),
  ).toHaveValue('closed');

  // Assign the lead to the BDE.
  await page.getByRole('navigation').getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await axeAtBothWidths(page, 'leads');
  await main.getByRole('link', { name: work.company }).click();
  await expect(page.getByRole('heading', { level: 1, name: work.company })).toBeVisible();
  await axeAtBothWidths(page, 'lead');
  const handling = main.getByRole('region', { name: 'Status and BDE' });
  await handling.getByRole('textbox', { name: 'BDE code' }).fill(work.bde.bdeCode);
  await handling.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('link', { name: new RegExp(work.bde.bdeCode) }).first()).toBeVisible();

  // Open the BDE's Aadhaar copy: streamed, never cached, and audited.
  await page.getByRole('navigation').getByRole('link', { name: 'Partners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await axeAtBothWidths(page, 'partners');
  await page.goto(`/staff/partners/${work.bde.bdeCode}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(work.bde.lastName) })).toBeVisible();
  await axeAtBothWidths(page, 'partner');
  const [copyResponse, copy] = await Promise.all([
    page.context().waitForEvent('response', (response) => response.url().includes('/documents/')),
    page.waitForEvent('popup'),
    main.getByRole('link', { name: 'Open the Aadhaar copy (opens in a new tab)' }).click(),
  ]);
  expect(copyResponse.status()).toBe(200);
  const copyHeaders = await copyResponse.allHeaders();
  expect(copyHeaders['content-type']).toContain('application/pdf');
  expect(copyHeaders['cache-control']).toBe('no-store');
  await copy.close();
  await page.goto(`/staff/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await axeAtBothWidths(page, 'audit log');
  await expect(
    main
      .getByRole('row')
      .filter({ hasText: work.bde.bdeCode })
      .filter({ hasText: /Aadhaar|document/i })
      .first(),
  ).toBeVisible();

  // Verify the BDE, and record a project for them.
  await page.goto(`/staff/partners/${work.bde.bdeCode}`);
  await main.getByRole('combobox', { name: /Decision/ }).selectOption('verified');
  await main.getByRole('button', { name: 'Save the review' }).click();
  await expect(main.getByText(/Verified/).first()).toBeVisible();
  const project = `Walk Project ${run}`;
  const addProject = main.getByRole('form', { name: 'Add a project' });
  await addProject.getByRole('textbox', { name: /Company/ }).fill(project);
  await addProject.getByRole('textbox', { name: /Amount in rupees/ }).fill('125000.50');
  await addProject.getByRole('combobox', { name: /Status/ }).selectOption('Active');
  await addProject.getByRole('button', { name: 'Add the project' }).click();
  await expect(
    main.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: project }),
  ).toHaveCount(1);

  // The BDE sees both at once: the profile says verified, the dashboard lists the project.
  const partner = await browser.newContext();
  const bdePage = await partner.newPage();
  await bdePage.goto('/bdelogin');
  await bdePage
    .getByRole('main')
    .getByLabel(/^User name/)
    .fill(work.bde.userName);
  await bdePage
    .getByRole('main')
    .getByLabel(/^Password/)
    .fill(BDE_PASSWORD);
  await bdePage.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(bdePage).toHaveURL(/\/bdedetails\/dashboard$/);
  await expect(
    bdePage
      .getByRole('main')
      .getByRole('region', { name: 'Active projects', exact: true })
      .getByText(project),
  ).toBeVisible();
  await bdePage
    .getByRole('navigation', { name: 'BDE portal' })
    .getByRole('link', { name: 'Profile', exact: true })
    .click();
  await expect(bdePage.getByRole('main').getByText('Verified', { exact: true })).toBeVisible();
  await partner.close();

  // Without SMTP the subscriber's confirmation link waits in the outbox, where an admin can read the
  // email but not its link's secret: confirming is the address owner's act, not staff's.
  await page.goto('/staff/outbox');
  await main.getByRole('searchbox').fill(work.subscriber);
  // Other walks' readers were asked to confirm too: once the search is answered, only this one's email.
  await expect(main.getByRole('link', { name: /Confirm your subscription/ })).toHaveCount(1);
  await main.getByRole('link', { name: /Confirm your subscription/ }).click();
  const textPart = await main.getByRole('region', { name: 'Text part' }).innerText();
  expect(textPart).toMatch(/#confirm=\[hidden\]/);
  expect(textPart).not.toMatch(/#confirm=(?!\[hidden\])/);

  // Export the subscribers: only confirmed addresses, so not this one yet.
  await page.getByRole('navigation').getByRole('link', { name: 'Subscribers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Subscribers/ })).toBeVisible();
  await axeAtBothWidths(page, 'subscribers');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Export all as CSV' }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  // A byte-order mark first, so Excel opened by a double-click reads the file as UTF-8.
  expect(csv.split(/\r?\n/)[0]).toBe('\uFEFFemail,subscribed_at');
  expect(csv).not.toContain(work.subscriber);

  // The rest of the screens, for axe: the overview and the admins' staff list.
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await axeAtBothWidths(page, 'overview');
  await page.goto('/staff/members');
  await expect(main.getByRole('table')).toBeVisible();
  await axeAtBothWidths(page, 'staff members');
});
