// Issue 43: a follow-up recorded where the signal drops is kept on the phone, sent once the
// connection returns, and recorded exactly once, also when its request is replayed twice more.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { todayInIndia } from '../../api/src/lib/india-time';
import { BDE_DATA_PATHS } from '../../shared/contract/bde-data';
import { BDE_PORTAL_PATHS } from '../../shared/contract/bde-portal';
import { clientEnquiry } from '../support/client-enquiry';
import { registerBdeByApi } from '../support/register-bde';
import { xsrfHeaders } from '../support/xsrf';
import { signInAsBde } from '../support/bde-earnings';
import { readQueue, replayTwice } from '../support/offline-queue';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** The follow-ups the server holds on the BDE's lead, from the BDE's own data export. */
async function followUpsOf(request: APIRequestContext, bdeCode: string, companyName: string) {
  const response = await request.get(BDE_DATA_PATHS.myData(bdeCode));
  expect(response.status()).toBe(200);
  const data = (await response.json()) as {
    leads: Array<{ companyName: string; followUps: Array<{ action: string; note: string }> }>;
  };
  return data.leads.find((lead) => lead.companyName === companyName)?.followUps;
}

test('a follow-up recorded offline is sent when the connection returns, recorded once; sign-out empties the queue', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const userName = `offline.${run}`;
  const bdeCode = await registerBdeByApi(request, { userName, email: `offline.${run}@example.com` });
  await signInAsBde(page, userName);

  // The BDE's own lead, due today.
  const companyName = `Bus Stand Traders ${run}`;
  const lead = await page.request.post('/api/ClientInfo', {
    headers: await xsrfHeaders(page.request),
    data: {
      ...clientEnquiry({ companyName, email: `owner.${run}@example.com` }),
      bdeCode,
      nextAppointmentDate: todayInIndia(Date.now()),
    },
  });
  expect(lead.status()).toBe(201);
  const laterName = `Market Yard Stores ${run}`;
  const later = await page.request.post('/api/ClientInfo', {
    headers: await xsrfHeaders(page.request),
    data: {
      ...clientEnquiry({ companyName: laterName, email: `yard.${run}@example.com` }),
      bdeCode,
      nextAppointmentDate: todayInIndia(Date.now()),
    },
  });
  expect(later.status()).toBe(201);

  await page.goto('/bdedetails/tasks');
  const main = page.locator('.bde-portal__content');
  const record = main.getByRole('button', { name: `Record a follow-up with ${companyName}` });
  await expect(record).toBeVisible();

  // The signal drops: the follow-up is kept on the phone.
  await context.setOffline(true);
  await record.click();
  const form = main.getByRole('region', { name: `Follow up with ${companyName}` });
  const note = 'Met the owner at the bus stand; wants a quote.';
  await form.getByRole('textbox', { name: 'Note' }).fill(note);
  await form.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Saved on this phone. It will be sent when you are back online.',
  );
  const waiting = page.locator('.portal-header').getByRole('link', { name: 'Waiting to be sent: 1' });
  await expect(waiting).toBeVisible();
  const panel = main.getByRole('region', { name: 'Saved on this phone' });
  await expect(panel).toContainText(`Follow up with ${companyName}`);
  await expect(panel).toContainText('Waiting to be sent');
  // The page fits the phone: nothing wider than its 375 px.
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(
    true,
  );
  const [queued] = await readQueue(page);
  expect(queued.path).toBe(BDE_PORTAL_PATHS.followUps(bdeCode));
  // Nothing has reached the server (the test's own requests are not the page's: they still go).
  expect(await followUpsOf(page.request, bdeCode, companyName)).toEqual([]);

  // Back online: it is sent, and the lead (done, no next date) leaves the list.
  await context.setOffline(false);
  await expect(panel).toBeHidden();
  await expect(waiting).toBeHidden();
  await expect(record).toBeHidden();
  expect(await followUpsOf(page.request, bdeCode, companyName)).toEqual([
    expect.objectContaining({ action: 'done', note }),
  ]);

  // The same request replayed twice more (same key, same body): the first answer, nothing recorded.
  await replayTwice(page.request, queued, 200);
  expect(await followUpsOf(page.request, bdeCode, companyName)).toHaveLength(1);

  // Offline again, a second follow-up waits; signing out (still offline) leaves nothing of it here.
  await context.setOffline(true);
  await main.getByRole('button', { name: `Record a follow-up with ${laterName}` }).click();
  const second = main.getByRole('region', { name: `Follow up with ${laterName}` });
  await second.getByRole('textbox', { name: 'Note' }).fill('Private words about the owner.');
  await second.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(
    page.locator('.portal-header').getByRole('link', { name: 'Waiting to be sent: 1' }),
  ).toBeVisible();
  expect(await readQueue(page)).toHaveLength(1);
  await page.locator('.portal-header').getByRole('button', { name: 'Sign Out' }).click();
  // The phone says what signing out would delete, and the BDE chooses to.
  const warning = page.getByRole('dialog', { name: 'Delete what is waiting to be sent?' });
  await expect(warning).toContainText('Waiting to be sent: 1');
  await warning.getByRole('button', { name: 'Sign out and delete' }).click();
  await expect(page).toHaveURL(/\/bdelogin/);
  await expect.poll(() => readQueue(page)).toEqual([]);
  await context.setOffline(false);
});
