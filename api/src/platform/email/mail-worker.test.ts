import { eq, sql } from 'drizzle-orm';
import { PASSWORD_RESET_PATHS, RESET_PAGE_PATH } from 'shared/contract/password-reset';
import { openDatabase, type Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { throwawayDatabase } from '../../db/throwaway-database';
import { insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { MailWorker, type MailWorkerOptions } from './mail-worker';
import { queueEmail } from './outbox-service';
import { claimDueEmails } from './outbox-service';
import { MAX_ATTEMPTS } from './retry-policy';
import { passwordResetEmail } from './templates/password-reset';
import { TestSmtpServer } from './test-smtp-server';
import { randomKeys } from '../../lib/secret';
import { OutboxKeys } from './outbox-seal';
import { prepareOutbox } from './outbox-settings';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const ORIGIN = 'https://www.deccanstack.in';
const FROM = 'Deccan Stack <no-reply@deccanstack.in>';
const PASSWORD = 'pa:ss/w@rd-7Qx';

/**
 * Two handles on one database: on PostgreSQL two connection pools (as two instances have), on the
 * embedded database the one object (it belongs to one process).
 */
interface Databases {
  first: Database;
  second: Database;
  close(): Promise<void>;
}

async function openDatabases(): Promise<Databases> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { first: database, second: database, close: () => database.close() };
  }
  const throwaway = await throwawayDatabase(serverUrl, 'test');
  const first = await openDatabase({ url: throwaway.url });
  const second = await openDatabase({ url: throwaway.url });
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await throwaway.drop();
    },
  };
}

let databases: Databases;
let smtp: TestSmtpServer;
/**
 * How far the workers' clock is ahead of the real one: a second at least, so that a row the database
 * stamped (in microseconds) within the current millisecond is already due.
 */
let ahead = 1_000;
const now = () => Date.now() + ahead;
const workers: MailWorker[] = [];

/** The instance's outbox keys (from a data key), its public half given to the database as the app does. */
const outboxKeys = new OutboxKeys(randomKeys().dataKey);

beforeAll(async () => {
  databases = await openDatabases();
  // Many emails to the same few addresses: a cap these tests never reach.
  await prepareOutbox(databases.first.db, { keys: outboxKeys, cap: { emails: 100_000, windowMs: 60_000 } });
  smtp = await TestSmtpServer.start({ auth: { user: 'mailer', pass: PASSWORD } });
});
afterAll(async () => {
  await smtp.close();
  await databases.close();
});
beforeEach(async () => {
  ahead = 1_000;
  smtp.received.length = 0;
  smtp.atRecipient = () => 'accept';
  smtp.atData = () => 'accept';
  smtp.delayMs = 0;
  smtp.connections = 0;
  smtp.mostAtOnce = 0;
  await databases.first.db.delete(emailOutbox);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

function worker(options: Partial<MailWorkerOptions> = {}) {
  const made = new MailWorker({
    db: databases.first.db,
    smtpUrl: smtp.url,
    from: FROM,
    publicOrigin: ORIGIN,
    outboxKeys,
    now,
    ...options,
  });
  workers.push(made);
  return made;
}

async function queue(count = 1, headers?: Record<string, string>) {
  for (let index = 0; index < count; index += 1) {
    await queueEmail(databases.first.db, {
      to: `person${index}@example.com`,
      ...passwordResetEmail({ link: `${ORIGIN}${RESET_PAGE_PATH}#reset=t${index}` }),
      ...(headers ? { headers } : {}),
    });
  }
}

const rows = () => databases.first.db.select().from(emailOutbox).orderBy(emailOutbox.id);

/** Once the server has an email, the worker records it a moment later: wait for every row to say sent. */
async function allSent(timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while ((await rows()).some((row) => row.status !== 'sent') && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return rows();
}

test('an email arrives with its From, To, Subject, a stable Message-ID, its own headers, a text and an HTML part', async () => {
  await queue(1, {
    'List-Unsubscribe': '<https://www.deccanstack.in/unsubscribe?t=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(await worker().runOnce()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });

  expect(smtp.received).toHaveLength(1);
  const [{ envelope, mail }] = smtp.received;
  const [row] = await rows();
  expect(envelope).toEqual({ from: 'no-reply@deccanstack.in', to: ['person0@example.com'] });
  expect(mail.from?.value).toEqual([{ name: 'Deccan Stack', address: 'no-reply@deccanstack.in' }]);
  expect(mail.to).toMatchObject({ value: [{ address: 'person0@example.com' }] });
  expect(mail.subject).toBe('Reset your Deccan Stack password');
  expect(mail.messageId).toBe(
    `<outbox.${row.id}.${row.createdAt.getTime().toString(36)}@www.deccanstack.in>`,
  );
  const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line;
  expect(header('list-unsubscribe')).toBe('List-Unsubscribe: <https://www.deccanstack.in/unsubscribe?t=abc>');
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(mail.text).toContain(`${ORIGIN}${RESET_PAGE_PATH}#reset=t0`);
  expect(mail.html).toContain('<html lang="en">');
  expect(mail.html).toContain(`<a href="${ORIGIN}${RESET_PAGE_PATH}#reset=t0">Set a new password</a>`);

  expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
  expect(Math.abs(row.sentAt!.getTime() - now())).toBeLessThan(5_000);
  // The row itself keeps the link's secret only sealed.
  expect(`${row.textBody}${row.htmlBody}`).toContain('#reset=[hidden]');
  expect(`${row.textBody}${row.htmlBody}`).not.toContain('#reset=t0');
  expect(row.sealedBody?.toString('latin1')).not.toContain('#reset=t0');
});

test('a sealed email this instance cannot open (another data key, or moved to another row) is not sent', async () => {
  await queue(1);
  const stranger = worker({ outboxKeys: new OutboxKeys(randomKeys().dataKey) });
  expect(await stranger.runOnce()).toMatchObject({ claimed: 1, sent: 0 });
  expect(smtp.received).toHaveLength(0);
  const [row] = await rows();
  expect(row.lastError).toMatch(/sealed for a key/);
  await databases.first.db.update(emailOutbox).set({ toAddress: 'someone.else@example.com' });
  ahead += 2 * MINUTE;
  expect(await worker().runOnce()).toMatchObject({ claimed: 1, sent: 0 });
  expect((await rows())[0].lastError).toMatch(/does not belong to its row/);
  expect(smtp.received).toHaveLength(0);
});

test('a temporary refusal (451) is recorded, and the email goes at the next attempt, a minute later', async () => {
  await queue();
  let refusals = 1;
  smtp.atRecipient = () =>
    refusals-- > 0 ? { code: 451, message: 'Greylisted, try again later' } : 'accept';
  const mailer = worker();
  expect(await mailer.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
  const [waiting] = await rows();
  expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
  expect(waiting.lastError).toMatch(/451 Greylisted, try again later/);
  expect(waiting.nextAttemptAt.getTime() - now()).toBeGreaterThan(MINUTE - 5_000);
  expect(waiting.nextAttemptAt.getTime() - now()).toBeLessThanOrEqual(MINUTE);

  // Not due yet: nothing is claimed.
  expect(await mailer.runOnce()).toMatchObject({ claimed: 0 });
  ahead = MINUTE + 2_000;
  expect(await mailer.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
  const [sent] = await rows();
  expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  expect(sent.lastError).toMatch(/451/);
  expect(smtp.received).toHaveLength(1);
});

test('a server that hangs up in the middle of a message is tried again, and the email arrives once', async () => {
  await queue();
  let hangUps = 1;
  smtp.atData = () => (hangUps-- > 0 ? 'disconnect' : 'accept');
  const mailer = worker();
  expect(await mailer.runOnce()).toMatchObject({ retried: 1 });
  const [waiting] = await rows();
  expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
  expect(waiting.lastError).toMatch(/ECONNECTION|closed/i);
  ahead = MINUTE + 2_000;
  expect(await mailer.runOnce()).toMatchObject({ sent: 1 });
  expect(smtp.received).toHaveLength(1);
  expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
});

test('the waits grow (1 min, 5, 30, 2 h…) and the email is given up after the last attempt', async () => {
  await queue();
  smtp.atRecipient = () => ({ code: 452, message: 'Mailbox full' });
  const mailer = worker();
  const waits: number[] = [];
  for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
    const before = now();
    expect(await mailer.runOnce()).toMatchObject({ retried: 1 });
    const [row] = await rows();
    waits.push(Math.round((row.nextAttemptAt.getTime() - before) / MINUTE));
    ahead = row.nextAttemptAt.getTime() - Date.now() + 2_000;
  }
  expect(waits).toEqual([1, 5, 30, 120, 360, 720, 1440]);
  expect(await mailer.runOnce()).toMatchObject({ failed: 1 });
  expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  expect(await mailer.runOnce()).toMatchObject({ claimed: 0 });
});

test('a permanent refusal (550) fails the email at once', async () => {
  await queue();
  smtp.atRecipient = () => ({ code: 550, message: 'No such user here' });
  expect(await worker().runOnce()).toMatchObject({ failed: 1 });
  const [row] = await rows();
  expect(row).toMatchObject({ status: 'failed', attempts: 1, lockedUntil: null });
  expect(row.lastError).toMatch(/550 No such user here/);
});

test("a refused sign-in is tried again (the server's set-up, not the email), and no error or log shows the password", async () => {
  await queue();
  const wrong = 'Wr0ng-S3cret!';
  const logged: string[] = [];
  const log = { info: (line: string) => logged.push(line), warn: (line: string) => logged.push(line) };
  const mailer = worker({
    smtpUrl: smtp.url.replace(encodeURIComponent(PASSWORD), encodeURIComponent(wrong)),
    log: { ...log, error: log.warn },
  });
  expect(await mailer.runOnce()).toMatchObject({ retried: 1 });
  const [row] = await rows();
  expect(row.status).toBe('pending');
  expect(row.lastError).toMatch(/EAUTH.*535/);
  for (const text of [row.lastError!, ...logged]) {
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(encodeURIComponent(wrong));
    expect(text).not.toContain(PASSWORD);
  }
  expect(logged.join('\n')).toMatch(/Email #\d+ \(password-reset\), attempt 1: EAUTH/);
});

test('two workers on one database send 20 emails exactly once each', async () => {
  await queue(20);
  smtp.delayMs = 20;
  const options = { pollMs: 10, batchSize: 3 };
  const one = worker(options);
  const two = worker({ ...options, db: databases.second.db });
  one.start();
  two.start();
  await smtp.waitFor(20);
  // Time enough for a second copy of anything to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await Promise.all([one.stop(), two.stop()]);

  expect(smtp.received).toHaveLength(20);
  const ids = new Set(smtp.received.map(({ mail }) => mail.messageId));
  expect(ids.size).toBe(20);
  const recipients = smtp.received.flatMap(({ envelope }) => envelope.to).sort();
  expect(recipients).toEqual(Array.from({ length: 20 }, (_, index) => `person${index}@example.com`).sort());
  const stored = await allSent();
  expect(stored.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
});

test('a burst goes over a few connections, several emails each, as many at once as there are connections', async () => {
  await queue(40);
  smtp.delayMs = 30;
  worker({ pollMs: 60_000 }).start();
  await smtp.waitFor(40);
  expect((await allSent()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  // One connection an email would be 40; the pool opens at most its 5.
  expect(smtp.connections).toBeLessThanOrEqual(5);
  expect(smtp.received.length / smtp.connections).toBeGreaterThanOrEqual(8);
  expect(smtp.mostAtOnce).toBeGreaterThan(1);
  expect(smtp.mostAtOnce).toBeLessThanOrEqual(5);
});

test('the pool settings hold: one connection, replaced after 3 emails; at most 4 emails a second', async () => {
  await queue(7);
  const started = Date.now();
  await worker({ pool: { maxConnections: 1, maxMessages: 3, ratePerSecond: 4 } }).runOnce();
  expect(smtp.received).toHaveLength(7);
  expect(smtp.connections).toBe(3);
  expect(smtp.mostAtOnce).toBe(1);
  // 4 in the first second, 3 in the next.
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
});

test('emails queued while no worker runs are sent when one starts', async () => {
  await queue(3);
  worker({ pollMs: 60_000 }).start();
  // The first round comes at once, not after the poll interval.
  await smtp.waitFor(3, 5_000);
  expect((await allSent()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
});

test('a worker stopped in the middle of a batch gives the rest back; the next one sends them, none twice', async () => {
  // More than its 5 connections send at once.
  await queue(12);
  smtp.delayMs = 150;
  const first = worker({ pollMs: 60_000 });
  first.start();
  await smtp.waitFor(1);
  await first.stop();
  const afterStop = await rows();
  const unsent = afterStop.filter((row) => row.status === 'pending');
  expect(unsent.length).toBeGreaterThan(0);
  // Given back: not locked, and no attempt counted for an email that was not tried.
  expect(unsent.every((row) => row.lockedUntil === null && row.attempts === 0)).toBe(true);

  worker({ pollMs: 60_000 }).start();
  await smtp.waitFor(12);
  expect(new Set(smtp.received.map(({ mail }) => mail.messageId)).size).toBe(12);
  expect((await allSent()).every((row) => row.status === 'sent')).toBe(true);
});

test('emails claimed by a worker that died are sent by another once the claim expires, not before', async () => {
  await queue(2);
  const leaseMs = 10 * MINUTE;
  // A worker claims them and dies before sending anything.
  await claimDueEmails(databases.first.db, {
    now: new Date(now()),
    lockedUntil: new Date(now() + leaseMs),
    limit: 10,
  });
  const mailer = worker({ leaseMs });
  expect(await mailer.runOnce()).toMatchObject({ claimed: 0 });
  ahead = leaseMs + 2_000;
  expect(await mailer.runOnce()).toMatchObject({ claimed: 2, sent: 2 });
  // The claim that died counted as an attempt.
  expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
    ['sent', 2],
    ['sent', 2],
  ]);
});

test('a claim is atomic: the same rows are never handed out twice, even to concurrent claims', async () => {
  await queue(12);
  const claim = (database: Database) =>
    claimDueEmails(database.db, { now: new Date(now()), lockedUntil: new Date(now() + MINUTE), limit: 5 });
  const batches = await Promise.all([
    claim(databases.first),
    claim(databases.second),
    claim(databases.first),
    claim(databases.second),
  ]);
  const ids = batches.flat().map((row) => row.id);
  expect(ids).toHaveLength(12);
  expect(new Set(ids).size).toBe(12);
  const [{ locked }] = await databases.first.db
    .select({ locked: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.attempts, 1));
  expect(locked).toBe(12);
});

test('with SMTP_URL the server sends what its routes queue: a password reset arrives', async () => {
  const ctx = await createTestApp({ config: { smtpUrl: smtp.url, mailFrom: FROM, publicOrigin: ORIGIN } });
  try {
    const user = await insertUser(ctx, { email: 'meera.mail@example.com' });
    const asked = await ctx.agent().postJson(PASSWORD_RESET_PATHS.user, { email: user.email });
    expect(asked.statusCode).toBe(202);
    // The app's clock stands still in tests: the row, stamped by the database, is due once it moves.
    ctx.clock.now = Date.now() + MINUTE;
    await smtp.waitFor(1, 15_000);
    const [{ envelope, mail }] = smtp.received;
    expect(envelope.to).toEqual(['meera.mail@example.com']);
    expect(mail.text).toContain(`${ORIGIN}${RESET_PAGE_PATH}#reset=`);
  } finally {
    await ctx.close();
  }
});
