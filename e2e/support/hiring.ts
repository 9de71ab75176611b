import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { REPO_ROOT } from './server';
import { addStaffFromCommandLine, setUpAndSignIn } from './staff-admin';

/** The e2e server's data folder (the admin tool writes to its database while it runs). */
export const E2E_DATA_DIR = path.join(REPO_ROOT, `.data-e2e-${E2E_PORT}`);

/**
 * A new recruiter, added with `npm run admin -- staff add --role recruiter`, set up and signed in on
 * `page` (landing at `next`, the overview unless told). `check` runs on the set-up and sign-in screens.
 */
export async function signInAsRecruiter(
  page: Page,
  {
    email,
    name = 'Walk Recruiter',
    next = '/staff',
    check,
    dataDir = E2E_DATA_DIR,
  }: {
    email: string;
    name?: string;
    next?: string;
    check?: (screen: string) => Promise<void>;
    /** The running site's data folder, when it is not the shared e2e server's. */
    dataDir?: string;
  },
) {
  const setupPath = addStaffFromCommandLine(dataDir, email, name, 'recruiter');
  await setUpAndSignIn(page, { setupPath, email, next, check });
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Openings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Partners' })).toHaveCount(0);
}

/** What the editor's form takes; anything left out is not filled in (or the type's own choice). */
export interface OpeningInput {
  title: string;
  type: 'Full time' | 'Part time' | 'Contract' | 'Internship';
  workMode: 'On site' | 'Hybrid' | 'Remote';
  city: string;
  experience: [min: number, max: number];
  /** A range per month or per year, in rupees; or unpaid (an internship). */
  salary?: { period: 'month' | 'year'; min: number; max: number } | 'unpaid';
  /** An internship's length. */
  months?: number;
  description: string;
  requirements: string;
  /** YYYY-MM-DD. */
  closesOn?: string;
}

const SALARY_OPTIONS = { month: 'A range per month', year: 'A range per year' } as const;

/** Fills the opening editor on the page (new or existing) with `opening`. */
export async function fillOpeningForm(page: Page, opening: OpeningInput) {
  const form = page.getByRole('form', { name: 'Opening' });
  await form.getByLabel(/^Title/).fill(opening.title);
  await form.getByLabel(/^Employment type/).selectOption(opening.type);
  if (opening.months !== undefined) await form.getByLabel(/^Length in months/).fill(String(opening.months));
  await form.getByLabel(/^Work mode/).selectOption(opening.workMode);
  await form.getByLabel(/^City/).fill(opening.city);
  await form.getByLabel(/^At least/).fill(String(opening.experience[0]));
  await form.getByLabel(/^At most/).fill(String(opening.experience[1]));
  if (opening.salary === 'unpaid') {
    await form.getByLabel(/^Salary shown/).selectOption('Unpaid internship');
  } else if (opening.salary) {
    await form.getByLabel(/^Salary shown/).selectOption(SALARY_OPTIONS[opening.salary.period]);
    await form.getByLabel(/^From/).fill(String(opening.salary.min));
    await form.getByLabel(/^To/).fill(String(opening.salary.max));
  }
  await form.getByLabel(/^Description/).fill(opening.description);
  await form.getByLabel(/^Requirements/).fill(opening.requirements);
  if (opening.closesOn) await form.getByLabel(/^Last day to apply/).fill(opening.closesOn);
}

/**
 * Creates the opening through the back office (signed in as a recruiter or an admin on `page`),
 * previews it and publishes it. Answers its id and its public page's path (`/careers/<slug>`).
 */
export async function publishOpeningThroughUi(page: Page, opening: OpeningInput) {
  await page.goto('/staff/openings/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New opening' })).toBeVisible();
  await fillOpeningForm(page, opening);
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page).toHaveURL(/\/staff\/openings\/\d+$/);
  const id = Number(/\/staff\/openings\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: opening.title })).toBeVisible();

  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('article', { name: opening.title })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  const publicLink = page.getByRole('link', { name: /\/careers\// });
  await expect(publicLink).toBeVisible();
  const publicPath = (await publicLink.getAttribute('href'))!;
  expect(publicPath).toMatch(/^\/careers\/[a-z0-9-]+$/);
  return { id, publicPath };
}

/** Closes the opening from its page, through the confirmation. */
export async function closeOpeningThroughUi(page: Page, id: number) {
  await page.goto(`/staff/openings/${id}`);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close the opening' }).click();
  await expect(page.getByText('This opening is closed. Reopen it as a draft to change it.')).toBeVisible();
}
