/**
 * One inbox receives at most the configured number of automatic emails per window, across every
 * public form and whatever client address asks; the forms answer as always; staff's own emails are
 * not capped; and instances sharing a PostgreSQL database count together.
 */
import { CLIENT_INFO_PATH } from 'shared/contract/client-info';
import { CONTACT_PATH } from 'shared/contract/contact';
import { NEWSLETTER_SUBSCRIBE_PATH } from 'shared/contract/newsletter';
import { PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import { STAFF_PATHS } from 'shared/contract/staff';
import { openDatabase, type Database } from '../../db/client';
import { attemptCounters, emailOutbox } from '../../db/schema';
import { throwawayDatabase } from '../../db/throwaway-database';
import { freshAddress } from '../../partners/executives/registration-test-helpers';
import { insertApplication, insertOpening } from '../../hiring/applications/application-test-helpers';
import { insertStaff, insertUser, signedInAgent } from '../../test/fixtures';
import { apply, applicationFields } from '../../test/job-applications';
import { createTestApp, type TestContext } from '../../test/test-app';
import { accountDeletedEmail } from './templates/account-deleted';
import { acknowledgementEmail } from './templates/acknowledgement';
import { queueEmail } from './outbox-service';
import { formsLimitOf, inboxOf, parseRecipientCap } from './recipient-cap';

jest.setTimeout(120_000);

const CAP = { emails: 3, windowMs: 60 * 60 * 1000 };
const serverUrl = process.env.DATABASE_URL || undefined;
let ctx: TestContext;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  let database: Database;
  if (serverUrl) {
    const throwaway = await throwawayDatabase(serverUrl, 'cap');
    ({ url: databaseUrl, drop: dropDatabase } = throwaway);
    database = await openDatabase({ url: throwaway.url });
  } else {
    database = await openDatabase({});
  }
  ctx = await createTestApp({
    database,
    config: { mailRecipientCap: CAP, staffNotifyEmail: 'office@example.in' },
  });
});
afterAll(async () => {
  await ctx?.close();
  await ctx?.database.close();
  await dropDatabase?.();
});

const emailsTo = async (address: string) =>
  (await ctx.database.db.select().from(emailOutbox)).filter(
    (row) => inboxOf(row.toAddress) === inboxOf(address),
  );

test('one spelling of an inbox: letter case, +tags and Gmail dots are the same inbox', () => {
  expect(inboxOf(' Asha.Rao+jobs@GMAIL.com ')).toBe('asharao@gmail.com');
  expect(inboxOf('asha.rao+1@googlemail.com')).toBe('asharao@gmail.com');
  expect(inboxOf('Asha.Rao+x@Example.IN')).toBe('asha.rao@example.in');
  expect(inboxOf('asha.rao@example.in')).not.toBe(inboxOf('asharao@example.in'));
});

test('the numbers are configuration: MAIL_RECIPIENT_CAP and MAIL_RECIPIENT_CAP_MINUTES, checked', () => {
  expect(parseRecipientCap(undefined, undefined)).toEqual({ emails: 5, windowMs: 60 * 60 * 1000 });
  expect(parseRecipientCap('8', '30')).toEqual({ emails: 8, windowMs: 30 * 60 * 1000 });
  expect(() => parseRecipientCap('0', undefined)).toThrow(/MAIL_RECIPIENT_CAP/);
  expect(() => parseRecipientCap('5', 'soon')).toThrow(/MAIL_RECIPIENT_CAP_MINUTES/);
});

test('applications from many client addresses send the typed inbox only the cap; every answer is the same', async () => {
  const victim = 'victim.one@example.in';
  const spellings = [victim, 'VICTIM.ONE@example.in', 'victim.one+a@example.in', 'Victim.One+b@Example.IN'];
  const answers: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const response = await apply(ctx.agent(), {
      fields: applicationFields(spellings[i % spellings.length]),
      remoteAddress: freshAddress(),
    });
    answers.push(response.statusCode);
  }
  expect(new Set(answers).size).toBe(1);
  const sent = await emailsTo(victim);
  expect(sent).toHaveLength(CAP.emails);
  // The counter holds a hash, never the address.
  const counters = await ctx.database.db.select().from(attemptCounters);
  expect(JSON.stringify(counters)).not.toMatch(/victim/i);
});

test('the cap is across every public form: contact, leads and the newsletter share it', async () => {
  const victim = 'victim.two@example.in';
  await insertUser(ctx, { email: victim });
  const forms = [
    () =>
      ctx.agent().postJson(CONTACT_PATH, {
        name: 'Someone',
        contactNumber: '9848012345',
        email: victim,
        message: 'Hello there, a question about your services.',
      }),
    () =>
      ctx.agent().postJson(CLIENT_INFO_PATH, {
        companyName: 'Some Company',
        contactPerson: 'Someone',
        email: victim,
        servicesRequired: ['Software Development'],
      }),
    () => ctx.agent().postJson(NEWSLETTER_SUBSCRIBE_PATH, { emailAddress: victim }),
    () =>
      ctx.agent().postJson(CONTACT_PATH, {
        name: 'Someone Else',
        contactNumber: '9848012346',
        email: victim,
        message: 'Another question about your services.',
      }),
  ];
  for (const send of forms) expect((await send()).statusCode).toBeLessThan(300);
  // Their share of the window: the rest is kept for what the inbox's holder asks for.
  expect(await emailsTo(victim)).toHaveLength(formsLimitOf(CAP));
  // The office still hears of every message and lead.
  expect((await emailsTo('office@example.in')).length).toBeGreaterThanOrEqual(3);
});

test('acknowledgements a stranger causes never use up the holder’s own reset links', async () => {
  const victim = 'victim.six@example.in';
  await insertUser(ctx, { email: victim });
  const contact = (n: number) =>
    ctx.agent().postJson(CONTACT_PATH, {
      name: 'Someone',
      contactNumber: '9848012345',
      email: victim.replace('@', `+${n}@`),
      message: 'Filling someone else’s inbox with acknowledgements.',
    });
  for (let n = 0; n < CAP.emails + 2; n += 1) expect((await contact(n)).statusCode).toBeLessThan(300);
  expect(await emailsTo(victim)).toHaveLength(formsLimitOf(CAP));
  // The holder asks for a reset: it is sent, from the part of the window kept for it; the inbox still
  // gets no more than the cap in all.
  for (let n = 0; n < CAP.emails + 1; n += 1) {
    await ctx.agent().postJson(PASSWORD_RESET_PATHS.user, { email: victim });
  }
  const sent = await emailsTo(victim);
  expect(sent.filter((row) => row.template === 'password-reset').length).toBeGreaterThanOrEqual(1);
  expect(sent).toHaveLength(CAP.emails);
});

test('a notice that an unverified account was deleted is capped with the forms', async () => {
  const victim = 'victim.seven@example.in';
  for (let i = 0; i < CAP.emails + 2; i += 1) {
    await queueEmail(ctx.database.db, { to: victim, ...accountDeletedEmail() });
  }
  expect(await emailsTo(victim)).toHaveLength(formsLimitOf(CAP));
});

test("a recruiter's message reaches a capped inbox; it does not count towards the cap either", async () => {
  const victim = 'victim.three@example.in';
  for (let i = 0; i < CAP.emails + 2; i += 1) {
    await apply(ctx.agent(), { fields: applicationFields(victim), remoteAddress: freshAddress() });
  }
  expect(await emailsTo(victim)).toHaveLength(CAP.emails);
  const opening = await insertOpening(ctx, { title: 'Capped Inbox Role' });
  const application = await insertApplication(ctx, { openingId: opening.id, email: victim });
  const recruiter = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'recruiter' })).id);
  const invited = await recruiter.postJson(
    STAFF_PATHS.applicationInterview({ applicationId: application.id }),
    {
      date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      time: '14:30',
      place: 'Deccan Stack office, HITEC City',
    },
  );
  expect(invited.statusCode).toBe(202);
  const sent = await emailsTo(victim);
  expect(sent.map((row) => row.template)).toContain('application-interview');
  expect(sent).toHaveLength(CAP.emails + 1);
});

test('a new window lets the inbox be sent to again', async () => {
  const victim = 'victim.four@example.in';
  for (let i = 0; i < CAP.emails + 1; i += 1) {
    await queueEmail(ctx.database.db, { to: victim, ...acknowledgementEmail('contact') });
  }
  expect(await emailsTo(victim)).toHaveLength(formsLimitOf(CAP));
  await ctx.database.db.update(attemptCounters).set({ resetsAt: new Date(Date.now() - 1000) });
  expect(await queueEmail(ctx.database.db, { to: victim, ...acknowledgementEmail('contact') })).toBe(true);
  expect(await emailsTo(victim)).toHaveLength(formsLimitOf(CAP) + 1);
});

test('two instances on one database queueing at once send the inbox exactly the forms’ share of the cap', async () => {
  // A second instance's pool on PostgreSQL; PGlite has one client, whose transactions take turns.
  const other: Database | null = databaseUrl ? await openDatabase({ url: databaseUrl }) : null;
  try {
    const victim = 'victim.five@example.in';
    const instances = other ? [ctx.database.db, other.db] : [ctx.database.db];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instances[i % instances.length].transaction((tx) =>
          queueEmail(tx as never, { to: victim, ...acknowledgementEmail('lead') }),
        ),
      ),
    );
    expect(await emailsTo(victim)).toHaveLength(formsLimitOf(CAP));
  } finally {
    await other?.close();
  }
});
