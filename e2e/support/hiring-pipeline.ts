// The recruiter's part of the hiring walk, through the back office's screens as a person works them.
import { expect, type Page } from '@playwright/test';
import { daysAfter } from '../../shared/contract/staff-application-schema';
import { todayInIndia } from '../../shared/contract/staff-business-schema';

export interface Invitation {
  /** YYYY-MM-DD, after today in India (`interviewDate()`). */
  date: string;
  /** HH:MM, India time. */
  time: string;
  /** Where, for an interview in person; or `link` for an online one. */
  place?: string;
  link?: string;
}

/** A date `daysAhead` days after today in India, as the invitation form takes it. */
export const interviewDate = (daysAhead = 7) => daysAfter(todayInIndia(), daysAhead);

/**
 * Finds `candidate` (their name, as they typed it) in the applications list by searching, opens
 * their application and answers its address (`/staff/applications/<id>`).
 */
export async function openApplication(page: Page, candidate: string): Promise<string> {
  await page.goto('/staff/applications');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search applications' }).fill(candidate);
  await expect(page).toHaveURL(/[?&]q=/);
  await main.getByRole('link', { name: candidate, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Application from ${candidate}` })).toBeVisible();
  return new URL(page.url()).pathname;
}

/**
 * Opens `candidate`'s application, moves it to Interview with the stage form, then sends the interview
 * invitation with the invitation form (in person when `place` is given, else online at `link`). Ends
 * once the page says the invitation is in the outbox, to the candidate's address.
 */
export async function inviteToInterview(page: Page, candidate: string, invitation: Invitation) {
  await openApplication(page, candidate);
  const main = page.getByRole('main');

  const stage = main.getByRole('region', { name: 'Stage' });
  await stage.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Interview' });
  await stage.getByRole('button', { name: 'Save the stage' }).click();
  await expect(page.getByText('Moved to Interview.')).toBeVisible();
  await expect(main.locator('.inbox-heading__meta .staff-badge')).toHaveText('Interview');

  const form = main.getByRole('form', { name: 'Interview invitation' });
  await form.getByLabel(/^Date/).fill(invitation.date);
  await form.getByLabel(/^Time/).fill(invitation.time);
  if (invitation.place !== undefined) {
    await form.getByRole('radio', { name: 'In person' }).check();
    await form.getByRole('textbox', { name: /Place/ }).fill(invitation.place);
  } else {
    await form.getByRole('radio', { name: 'Online' }).check();
    await form.getByRole('textbox', { name: /Link to join/ }).fill(invitation.link ?? '');
  }
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(form.getByRole('status')).toContainText(`at ${invitation.time} IST is in the outbox`);
}
