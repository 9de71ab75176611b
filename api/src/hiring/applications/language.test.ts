import { eq } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import { jobApplications } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { applicationFields, applicationsOf, apply } from '../../test/job-applications';
import { emailsSentTo } from '../../test/outbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { insertApplication, insertOpening } from './application-test-helpers';

// A candidate is written to in the language of the page they applied from (issue 42): the
// acknowledgement, their private link sent again, and staff's invitation and answer alike.

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { staffNotifyEmail: 'hiring.language@example.in' } });
  ctx.clock.now = Date.parse('2026-06-10T10:00:00Z');
});
afterAll(() => ctx.close());

const emailsTo = (address: string) => emailsSentTo(ctx, address);

test('an application from a Kannada page is acknowledged in Kannada, and applying again keeps it', async () => {
  const email = 'asha.kn@example.in';
  expect((await apply(ctx.agent(), { fields: applicationFields(email), language: 'kn' })).statusCode).toBe(
    201,
  );
  const [row] = await applicationsOf(ctx, email);
  expect(row.language).toBe('kn');
  const [ack] = await emailsTo(email);
  expect(ack).toMatchObject({
    template: 'application-acknowledgement',
    subject: 'ನಿಮ್ಮ ಅರ್ಜಿ ನಮಗೆ ತಲುಪಿದೆ: Deccan Stack',
  });
  expect(ack.htmlBody).toContain('<html lang="kn">');
  expect(ack.textBody).toMatch(/“[^”]+” ಹುದ್ದೆಗೆ ನಿಮ್ಮ ಅರ್ಜಿ ನಮಗೆ ತಲುಪಿದೆ\./);
  expect(ack.textBody).toContain(`${ctx.config.publicOrigin}/kn/`);

  // Sent again from an English page: the link comes in the language the candidate applied in.
  await apply(ctx.agent(), { fields: applicationFields(email), language: 'en' });
  const again = (await emailsTo(email)).at(-1)!;
  expect(again).toMatchObject({ template: 'application-link' });
  expect(again.htmlBody).toContain('<html lang="kn">');
  expect(again.subject).toBe('ನಿಮ್ಮ ಅರ್ಜಿಯ ಖಾಸಗಿ ಲಿಂಕ್: Deccan Stack');
  expect((await applicationsOf(ctx, email))[0].language).toBe('kn');
});

test('staff’s invitation and "not selected" go in the candidate’s language, the day in it too', async () => {
  const recruiter = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'recruiter' })).id);
  const opening = await insertOpening(ctx, { title: 'Senior Frontend Developer' });
  const application = await insertApplication(ctx, {
    openingId: opening.id,
    email: 'ravi.ta@example.in',
    language: 'ta',
  });
  const invited = await recruiter.postJson(
    STAFF_PATHS.applicationInterview({ applicationId: application.id }),
    {
      date: '2026-06-15',
      time: '14:30',
      place: 'Cyber Towers, HITEC City',
    },
  );
  expect(invited.statusCode).toBe(202);
  const [invitation] = await emailsTo('ravi.ta@example.in');
  expect(invitation).toMatchObject({
    template: 'application-interview',
    subject: 'நேர்காணல் அழைப்பு: Senior Frontend Developer, Deccan Stack',
  });
  expect(invitation.htmlBody).toContain('<html lang="ta">');
  // Monday 15 June 2026, in Tamil.
  expect(invitation.textBody).toContain('திங்கள்');
  expect(invitation.textBody).toContain('ஜூன்');
  expect(invitation.textBody).toContain('இடம்: Cyber Towers, HITEC City');

  await ctx.database.db
    .update(jobApplications)
    .set({ stage: 'not selected' })
    .where(eq(jobApplications.id, application.id));
  const answered = await recruiter.request({
    method: 'POST',
    url: STAFF_PATHS.applicationNotSelected({ applicationId: application.id }),
  });
  expect(answered.statusCode).toBe(202);
  const answer = (await emailsTo('ravi.ta@example.in')).at(-1)!;
  expect(answer).toMatchObject({ template: 'application-not-selected' });
  expect(answer.subject).toBe('Senior Frontend Developer பணிக்கான உங்கள் விண்ணப்பம், Deccan Stack');
  expect(answer.textBody).toContain(`${ctx.config.publicOrigin}/ta/`);
});
