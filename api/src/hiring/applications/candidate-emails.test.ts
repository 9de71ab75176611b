import { and, desc, eq } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { CandidateEmailQueued } from 'shared/contract/staff-application-responses';
import { APPLICATION_MESSAGES } from 'shared/contract/staff-application-schema';
import { auditLog, emailOutbox, jobApplications } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { readDetail } from '../../back-office/audit-log/audit-test-helpers';
import { insertApplication, insertOpening } from './application-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
let asRecruiter: TestAgent;
let asOffice: TestAgent;
let opening: Awaited<ReturnType<typeof insertOpening>>;

// Wednesday 10 June 2026, 15:30 in India.
const NOW = Date.parse('2026-06-10T10:00:00Z');

/** What a candidate typed: none of it may reach an email the company sends. */
const TYPED = {
  name: 'Priyanka Chopra-Joshi',
  city: 'Secunderabad',
  mobile: '9123456789',
  link: 'https://portfolio.priyanka.example',
  note: 'Please call after 6 pm <b>only</b>',
};

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  asRecruiter = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'recruiter' })).id);
  asOffice = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
  opening = await insertOpening(ctx, { title: 'Senior Frontend Developer (React or Angular)' });
});
afterAll(() => ctx.close());

const candidate = (values: Partial<Parameters<typeof insertApplication>[1]> = {}) =>
  insertApplication(ctx, { openingId: opening.id, ...TYPED, ...values });

const emailsTo = (address: string) =>
  ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

const stageOf = async (id: number) =>
  (await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0].stage;

const auditsOf = (id: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'application'),
        eq(auditLog.targetId, String(id)),
        eq(auditLog.action, action),
      ),
    )
    .orderBy(desc(auditLog.id));

const invite = (id: number, body: Record<string, unknown>, agent = asRecruiter) =>
  agent.postJson(STAFF_PATHS.applicationInterview({ applicationId: id }), body);

const notSelected = (id: number, agent = asRecruiter) =>
  agent.request({ method: 'POST', url: STAFF_PATHS.applicationNotSelected({ applicationId: id }) });

/** Nothing the candidate typed is in the email, in either part. */
function expectNothingTyped(email: { subject: string; textBody: string; htmlBody: string }) {
  for (const value of Object.values(TYPED)) {
    expect(email.subject).not.toContain(value);
    expect(email.textBody).not.toContain(value);
    expect(email.htmlBody).not.toContain(value);
  }
  expect(email.textBody).not.toContain('Priyanka');
}

describe('the interview invitation', () => {
  test('goes to the candidate through the outbox, with staff words only, and moves New to Interview', async () => {
    const application = await candidate({ email: 'Candidate.One@Example.com' });
    const response = await invite(application.id, {
      date: '2026-06-15',
      time: '14:30',
      place: 'Deccan Stack office, 4th floor, Cyber Towers, HITEC City',
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<CandidateEmailQueued>().application.stage).toBe('interview');
    expect(await stageOf(application.id)).toBe('interview');

    const [email] = await emailsTo('candidate.one@example.com');
    expect(email).toMatchObject({ template: 'application-interview', status: 'pending' });
    expect(email.subject).toBe(
      'Interview invitation: Senior Frontend Developer (React or Angular), Deccan Stack',
    );
    expect(email.textBody).toContain('Senior Frontend Developer (React or Angular)');
    expect(email.textBody).toContain('When: Monday, 15 June 2026, 2:30 pm India time (IST).');
    expect(email.textBody).toContain('Where: Deccan Stack office, 4th floor, Cyber Towers, HITEC City');
    expect(email.htmlBody).toContain('Senior Frontend Developer (React or Angular)');
    // The company's name ends in a full stop; the sentence does not add a second one.
    expect(email.textBody).toContain('at Deccan Stack Technologies Pvt. Ltd. We would like');
    expect(`${email.textBody}${email.htmlBody}`).not.toMatch(/\.\.(?!\.)/);
    expectNothingTyped(email);

    // What was sent stays on the application, for whoever opens it later.
    const sent = {
      date: '2026-06-15',
      time: '14:30',
      place: 'Deccan Stack office, 4th floor, Cyber Towers, HITEC City',
      link: null,
      sentAt: new Date(NOW).toISOString(),
    };
    expect(response.json<CandidateEmailQueued>().application.interviews).toEqual([sent]);
    const reloaded = await asRecruiter.get(STAFF_PATHS.application({ applicationId: application.id }));
    expect(reloaded.json().interviews).toEqual([sent]);

    const [audit] = await auditsOf(application.id, 'application.interview');
    const detail = await readDetail(ctx, audit.detail, ['Cyber Towers']);
    expect(detail).toEqual({
      date: '2026-06-15',
      time: '14:30',
      where: 'Deccan Stack office, 4th floor, Cyber Towers, HITEC City',
      stage: { before: 'new', after: 'interview' },
    });
  });

  test('online: the link is in the email; a later stage stays where it is', async () => {
    const application = await candidate({ email: 'offer@example.com', stage: 'offer' });
    const response = await invite(application.id, {
      date: '2026-06-11',
      time: '09:05',
      link: 'https://meet.example.com/abc-defg-hij',
    });
    expect(response.statusCode).toBe(202);
    expect(await stageOf(application.id)).toBe('offer');
    const [email] = await emailsTo('offer@example.com');
    expect(email.textBody).toContain('Thursday, 11 June 2026, 9:05 am India time');
    expect(email.textBody).toContain('https://meet.example.com/abc-defg-hij');
    expect(email.htmlBody).toContain(
      '<a href="https://meet.example.com/abc-defg-hij">Join the interview</a>',
    );
    expectNothingTyped(email);
  });

  test.each([
    [{ date: '2026-02-30', time: '10:00', place: 'Office' }, 'date', APPLICATION_MESSAGES.dateShape],
    [{ date: '15/06/2026', time: '10:00', place: 'Office' }, 'date', APPLICATION_MESSAGES.dateShape],
    [{ date: '2026-06-10', time: '18:00', place: 'Office' }, 'date', APPLICATION_MESSAGES.dateNotFuture],
    [{ date: '2026-06-01', time: '10:00', place: 'Office' }, 'date', APPLICATION_MESSAGES.dateNotFuture],
    [{ date: '2026-12-08', time: '10:00', place: 'Office' }, 'date', APPLICATION_MESSAGES.dateTooFar],
    [{ date: '2026-06-15', time: '24:00', place: 'Office' }, 'time', APPLICATION_MESSAGES.timeShape],
    [{ date: '2026-06-15', time: '9:30', place: 'Office' }, 'time', APPLICATION_MESSAGES.timeShape],
    [{ date: '2026-06-15', time: '10:00' }, 'place', APPLICATION_MESSAGES.placeOrLink],
    [{ date: '2026-06-15', time: '10:00', place: '  ' }, 'place', APPLICATION_MESSAGES.placeOrLink],
    [
      { date: '2026-06-15', time: '10:00', place: 'Office', link: 'https://meet.example.com/x' },
      'link',
      APPLICATION_MESSAGES.placeAndLink,
    ],
    [
      { date: '2026-06-15', time: '10:00', link: 'javascript:alert(1)' },
      'link',
      APPLICATION_MESSAGES.linkShape,
    ],
    [
      { date: '2026-06-15', time: '10:00', link: 'meet.example.com/x' },
      'link',
      APPLICATION_MESSAGES.linkShape,
    ],
    [
      { date: '2026-06-15', time: '10:00', link: 'ftp://files.example.com' },
      'link',
      APPLICATION_MESSAGES.linkShape,
    ],
    [{ date: '2026-06-15', time: '10:00', place: 'x'.repeat(201) }, 'place', 'At most 200 characters.'],
    [{ date: '2026-06-15', time: '10:00', place: 'Office', colour: 'red' }, 'colour', 'Unknown field.'],
  ])('%j is a 400 naming %s, and nothing is sent or moved', async (body, field, message) => {
    const application = await candidate({ email: `bad.${Math.random()}@example.com` });
    const response = await invite(application.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect(await emailsTo(application.email)).toEqual([]);
    expect(await stageOf(application.id)).toBe('new');
    expect(await auditsOf(application.id, 'application.interview')).toEqual([]);
  });

  test('a candidate not selected is not invited (409), and nothing is sent', async () => {
    const application = await candidate({
      email: 'declined@example.com',
      stage: 'not selected',
      notSelectedReason: 'No React',
    });
    const response = await invite(application.id, { date: '2026-06-15', time: '10:00', place: 'Office' });
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe(APPLICATION_MESSAGES.invitingNotSelected);
    expect(await emailsTo('declined@example.com')).toEqual([]);
  });

  test('an unknown application: 404; office staff: 403; nothing sent', async () => {
    const body = { date: '2026-06-15', time: '10:00', place: 'Office' };
    expect((await invite(987654, body)).statusCode).toBe(404);
    const application = await candidate({ email: 'office@example.com' });
    expect((await invite(application.id, body, asOffice)).statusCode).toBe(403);
    expect(await emailsTo('office@example.com')).toEqual([]);
  });
});

describe('the "not selected" message', () => {
  test('only once the application is at Not selected (409 before)', async () => {
    const application = await candidate({ email: 'early@example.com', stage: 'screening' });
    const response = await notSelected(application.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe(APPLICATION_MESSAGES.notSelectedFirst);
    expect(await emailsTo('early@example.com')).toEqual([]);
  });

  test("goes to the candidate with the opening's title, never staff's reason nor what they typed", async () => {
    const application = await candidate({ email: 'Not.Chosen@example.com' });
    const reason = 'Weak on accessibility; salary expectation too high.';
    const moved = await asRecruiter.postJson(
      STAFF_PATHS.applicationStage({ applicationId: application.id }),
      {
        stage: 'not selected',
        reason,
      },
    );
    expect(moved.statusCode).toBe(200);
    const response = await notSelected(application.id);
    expect(response.statusCode).toBe(202);
    expect(response.json<CandidateEmailQueued>().application.stage).toBe('not selected');

    const [email] = await emailsTo('not.chosen@example.com');
    expect(email).toMatchObject({
      template: 'application-not-selected',
      subject: 'Your application for Senior Frontend Developer (React or Angular), Deccan Stack',
    });
    expect(email.textBody).toContain('will not be taking it further for this opening');
    expect(email.textBody).toContain(`${ctx.config.publicOrigin}/careers`);
    expect(email.textBody).not.toContain('on file');
    for (const part of [email.subject, email.textBody, email.htmlBody]) {
      expect(part).not.toContain('accessibility');
      expect(part).not.toContain('salary');
    }
    expectNothingTyped(email);
    expect(await auditsOf(application.id, 'application.not-selected')).toHaveLength(1);
    expect(response.json<CandidateEmailQueued>().application.notSelectedSentAt).toBe(
      new Date(NOW).toISOString(),
    );
    const reloaded = await asRecruiter.get(STAFF_PATHS.application({ applicationId: application.id }));
    expect(reloaded.json().notSelectedSentAt).toBe(new Date(NOW).toISOString());

    // Sent once: pressing again, later or after moving the stage away and back, sends nothing.
    const again = await notSelected(application.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(APPLICATION_MESSAGES.notSelectedAlreadySent);
    expect(await emailsTo('not.chosen@example.com')).toHaveLength(1);
    expect(await auditsOf(application.id, 'application.not-selected')).toHaveLength(1);
  });

  test('two sends at once: one message, one 202 and one 409', async () => {
    const application = await candidate({
      email: 'twice@example.com',
      stage: 'not selected',
      notSelectedReason: 'x',
    });
    const answers = await Promise.all([notSelected(application.id), notSelected(application.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(await emailsTo('twice@example.com')).toHaveLength(1);
  });

  test('a candidate kept on file is told it still holds', async () => {
    const application = await candidate({
      email: 'on.file@example.com',
      keepOnFile: true,
      stage: 'not selected',
      notSelectedReason: 'Another candidate had more experience.',
    });
    expect((await notSelected(application.id)).statusCode).toBe(202);
    const [email] = await emailsTo('on.file@example.com');
    expect(email.textBody).toContain('we will keep your application on file');
    expect(email.textBody).not.toContain('more experience');
  });

  test('office staff: 403; unknown: 404', async () => {
    const application = await candidate({
      email: 'office2@example.com',
      stage: 'not selected',
      notSelectedReason: 'x',
    });
    expect((await notSelected(application.id, asOffice)).statusCode).toBe(403);
    expect((await notSelected(987654)).statusCode).toBe(404);
    expect(await emailsTo('office2@example.com')).toEqual([]);
  });
});

test("'after today' is India's today: just after midnight there, today's date is refused", async () => {
  const application = await candidate({ email: 'midnight@example.com' });
  ctx.clock.now = Date.parse('2026-06-10T19:00:00Z'); // 11 June, 00:30 in India
  // A session of that moment (one from 15:30 would have ended).
  const agent = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id);
  try {
    const today = await invite(application.id, { date: '2026-06-11', time: '10:00', place: 'Office' }, agent);
    expect(today.statusCode).toBe(400);
    expect(today.json().errors.date).toEqual([APPLICATION_MESSAGES.dateNotFuture]);
    const tomorrow = await invite(
      application.id,
      { date: '2026-06-12', time: '10:00', place: 'Office' },
      agent,
    );
    expect(tomorrow.statusCode).toBe(202);
  } finally {
    ctx.clock.now = NOW;
  }
});
