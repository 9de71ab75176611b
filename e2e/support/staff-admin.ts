import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { REPO_ROOT } from './server';
import { totpCode } from './totp';

export const STAFF_PASSWORD = 'a long staff passphrase';

/**
 * `npm run admin -- staff add …` against a running server's data folder: the set-up link's path and
 * fragment (`/staff/setup#token=…`), as the tool prints it. An admin unless `role` says otherwise.
 */
export function addStaffFromCommandLine(
  dataDir: string,
  email: string,
  name = 'Walk Admin',
  role: 'admin' | 'staff' | 'recruiter' = 'admin',
): string {
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'scripts', 'admin.mjs'),
      'staff',
      'add',
      '--email',
      email,
      '--name',
      name,
      '--role',
      role,
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  const link = /https?:\/\/\S+\/staff\/setup#token=[\w-]+/.exec(result.stdout)?.[0];
  expect(link, result.stdout).toBeDefined();
  const { pathname, hash } = new URL(link!);
  return pathname + hash;
}

/**
 * Finishes a new staff member's set-up (the secret as the page shows it, a password, the code an
 * authenticator would show), then signs in at `next` with the password and the next step's code.
 * `check` runs on the set-up and sign-in screens as they are shown (axe, say).
 */
export async function setUpAndSignIn(
  page: Page,
  {
    setupPath,
    email,
    next,
    check,
  }: { setupPath: string; email: string; next: string; check?: (screen: string) => Promise<void> },
) {
  await page.goto(setupPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: `QR code to add ${email} to an authenticator app` }),
  ).toBeVisible();
  await check?.('set-up');
  const secret = (await page.locator('.staff-account__secret').innerText()).replace(/\s/g, '');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('textbox', { name: 'New password again' }).fill(STAFF_PASSWORD);
  await page.getByRole('textbox', { name: /^Authenticator code/ }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set-up finished' })).toBeVisible();

  // Sign-in needs the password and a code not used before: the next 30-second step's.
  await page.goto(next);
  await expect(page).toHaveURL(/\/staff\/login\?next=/);
  await check?.('sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('textbox', { name: /^Authenticator code/ }).fill(totpCode(secret, Date.now(), 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A second staff member (the office), signed in on their own page at a desktop's width: money needs
 * two people, so whoever recorded a payment or made a batch leaves its approval and UTRs to them.
 */
export async function signInChecker(
  browser: Browser,
  { baseURL, dataDir, email, next }: { baseURL: string; dataDir: string; email: string; next: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await setUpAndSignIn(page, {
    setupPath: addStaffFromCommandLine(dataDir, email, 'Office Checker', 'staff'),
    email,
    next,
  });
  await expect(page).not.toHaveURL(/\/staff\/login/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}
