import { expect, test } from '@playwright/test';
import { plainPdf } from '../../api/src/test/resume-files';
import { closeOpeningThroughUi, publishOpeningThroughUi, signInAsRecruiter } from '../support/hiring';
import { interviewDate, inviteToInterview } from '../support/hiring-pipeline';
import { jobPostingProblems, jsonLdOf } from '../support/job-posting';
import { startSiteWithMailbox } from '../support/mailbox';
import { expectTakenOver } from '../support/taken-over';

// The whole of hiring, as the people in it work it: a recruiter publishes an opening, search engines
// and a candidate find it, the candidate applies on a phone, the recruiter invites them to an interview
// through the real SMTP server, the candidate sees the stage, and closing the opening takes it down.
const PORT = Number(process.env.E2E_PORT ?? 8181) + 16;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const TITLE = `Walk QA Engineer ${run}`;
const CANDIDATE = `Walk Candidate ${run}`;

let site: Awaited<ReturnType<typeof startSiteWithMailbox>>;

test.use({ baseURL: ORIGIN });
test.beforeAll(async () => {
  site = await startSiteWithMailbox(PORT, 'hiring-walk@example.in');
});
test.afterAll(() => site?.stop());

test('publish, find, apply on a phone, invite, follow the stage, close', async ({ browser, request }) => {
  test.setTimeout(300_000);

  // A recruiter publishes an opening from the back office.
  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const desk = await staff.newPage();
  await signInAsRecruiter(desk, { email: `recruiter.${run}@example.in`, dataDir: site.dataDir });
  const { id, publicPath } = await publishOpeningThroughUi(desk, {
    title: TITLE,
    type: 'Full time',
    workMode: 'Hybrid',
    city: 'Hyderabad',
    experience: [2, 4],
    salary: { period: 'month', min: 60000, max: 90000 },
    description: 'Test what our teams ship.\n\n- Write Playwright walks\n- Review releases',
    requirements: '- Two years of testing web apps\n- Clear written English',
  });

  // Its page is there in the first HTML, with JobPosting data that has what Google requires.
  const first = await request.get(publicPath);
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain(TITLE);
  const postings = jsonLdOf(html).filter((item) => (item as { '@type'?: string })['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  expect(jobPostingProblems(postings[0])).toEqual([]);
  expect(postings[0]).toMatchObject({
    title: TITLE,
    employmentType: 'FULL_TIME',
    baseSalary: { currency: 'INR', value: { minValue: 60000, maxValue: 90000, unitText: 'MONTH' } },
  });
  const listing = await (await request.get('/careers')).text();
  expect(listing).toContain(TITLE);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(new RegExp(`<loc>${ORIGIN}${publicPath}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}`));

  // A candidate applies on a 375 px phone with a PDF.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const candidate = await phone.newPage();
  await candidate.goto(publicPath);
  await expect(candidate.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const section = candidate.getByRole('region', { name: new RegExp(`^Apply for this role ?: ${TITLE}$`) });
  const open = section.getByRole('button', { name: `Apply now for ${TITLE}` });
  await expectTakenOver(open);
  await open.click();
  const form = section.getByRole('form', { name: 'Application' });
  const email = `walk.candidate.${run}@example.in`;
  await form.getByLabel(/Your name/).fill(CANDIDATE);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/Mobile number/).fill('+91 98480 12345');
  await form.getByLabel(/Current city/).fill('Hyderabad');
  await form.getByLabel(/Years of experience/).fill('3');
  await form.getByLabel(/Résumé/).setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: plainPdf(),
  });
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(section.getByRole('heading', { name: 'Your application is sent' })).toBeFocused({
    timeout: 30_000,
  });
  const acknowledgement = await site.emailTo(email, /We have your application/);
  const link = new RegExp(`${ORIGIN}/careers/application#key=[\\w-]{43}`).exec(
    acknowledgement.text ?? '',
  )?.[0];
  expect(link, acknowledgement.text).toBeDefined();

  // The recruiter moves it to Interview and sends the invitation, which arrives by SMTP.
  const date = interviewDate(5);
  await inviteToInterview(desk, CANDIDATE, { date, time: '11:30', place: 'HITEC City office, 4th floor' });
  const invitation = await site.emailTo(email, /interview/i);
  expect(invitation.text).toContain(TITLE);
  expect(invitation.text).toContain('11:30');
  expect(invitation.text).toContain('HITEC City office, 4th floor');
  expect(`${invitation.subject}\n${invitation.text}\n${invitation.html}`).not.toContain(CANDIDATE);
  // After a reload the application still shows what was sent, and when.
  await desk.reload();
  const sent = desk.getByRole('region', { name: 'Invite to an interview' }).getByRole('listitem');
  await expect(sent).toHaveCount(1);
  await expect(sent.first()).toContainText('11:30 am IST, HITEC City office, 4th floor Sent ');

  // The candidate follows the private link and sees the stage.
  await candidate.goto(link!);
  await expect(candidate.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await expect(candidate.locator('.application-stage')).toHaveText('Interview');

  // Staff close the opening: its page says so and answers 410 noindex, it leaves the list and the
  // sitemap, and the candidate's page still shows their application.
  await closeOpeningThroughUi(desk, id);
  const closed = await request.get(publicPath);
  expect(closed.status()).toBe(410);
  expect(closed.headers()['x-robots-tag']).toContain('noindex');
  const closedHtml = await closed.text();
  expect(closedHtml).toMatch(/<meta name="robots" content="[^"]*noindex/);
  expect(
    jsonLdOf(closedHtml).filter((item) => (item as { '@type'?: string })['@type'] === 'JobPosting'),
  ).toEqual([]);
  await candidate.goto(publicPath);
  await expect(candidate.getByText(/closed/i).first()).toBeVisible();
  await expect(candidate.getByRole('button', { name: `Apply now for ${TITLE}` })).toHaveCount(0);
  expect(await (await request.get('/careers')).text()).not.toContain(TITLE);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(publicPath);
  await candidate.goto(link!);
  await expect(candidate.locator('.application-stage')).toHaveText('Interview');

  await phone.close();
  await staff.close();
});
