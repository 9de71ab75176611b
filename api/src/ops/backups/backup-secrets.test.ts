/**
 * A backup alone gives no one a way in: every flow that hands out a secret (set-up and reset links,
 * a candidate's private link, a newsletter confirmation and unsubscribe key, sessions, device cookies, an authenticator's
 * secret and recovery codes) runs, a backup is made as the operator makes it (the data folder's dump
 * on PGlite, pg_dump on PostgreSQL), and the backup's bytes, unpacked, hold none of those secrets in
 * any encoding a reader could undo: as they are, URL-encoded, base64 or hex.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { NEWSLETTER_PATHS, NEWSLETTER_SUBSCRIBE_PATH } from 'shared/contract/newsletter';
import { PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import { USER_PATHS } from 'shared/contract/user';
import { openDatabase, type Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { throwawayDatabase } from '../../db/throwaway-database';
import { PersonKeys } from '../../back-office/audit-log/person-key-service';
import { confirmLinkTo, unsubscribeKeyOf } from '../../site/newsletter/newsletter-test-kit';
import { queueNewsletterIssue } from '../../site/newsletter/subscription-service';
import { UnsubscribeKeys } from '../../site/newsletter/unsubscribe-keys';
import { asSent } from '../../test/outbox';
import { addStaffMember, resetStaffMember } from '../../accounts/staff/members-service';
import { insertActiveStaff, signInStaff } from '../../accounts/staff/staff-test-helpers';
import { insertExecutive, insertUser } from '../../test/fixtures';
import { apply, applicationFields } from '../../test/job-applications';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { readDump } from './backup-archive';
import { dumpEmbedded } from './embedded-dump';
import { writeBackup, type BackupSource } from './make-backup';
import { dumpPostgres, findProgram } from './postgres-dump';

jest.setTimeout(120_000);

const serverUrl = process.env.DATABASE_URL || undefined;
let ctx: TestContext;
let source: BackupSource;
let work: string;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-secrets-'));
  let database: Database;
  if (serverUrl) {
    const throwaway = await throwawayDatabase(serverUrl, 'secrets');
    dropDatabase = throwaway.drop;
    database = await openDatabase({ url: throwaway.url });
    source = { kind: 'postgres', dump: (file) => dumpPostgres(throwaway.url, file) };
  } else {
    database = await openDatabase({});
    source = { kind: 'pglite', dump: (file) => dumpEmbedded(database.embedded!, file) };
  }
  ctx = await createTestApp({ database });
});

afterAll(async () => {
  await ctx?.close();
  await ctx?.database.close();
  await dropDatabase?.();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The value of every link secret in a text: a fragment's `#name=value`, or a `key` or `token` parameter. */
const linkSecrets = (text: string) =>
  [...text.matchAll(/(?:#[a-z]+=|[?&](?:key|token)=)([^\s"'<>&#]+)/gi)].map((match) => match[1]);

/** Every secret the emails carry as they are sent (the worker's view, sealed bodies opened). */
async function secretsInEmails(): Promise<string[]> {
  const rows = await ctx.database.db.select().from(emailOutbox);
  return rows.flatMap((row) => {
    const sent = asSent(ctx, row);
    return [sent.textBody, sent.htmlBody, sent.headers].flatMap(linkSecrets);
  });
}

const cookieValues = (agent: TestAgent) => [...agent.cookies.values()].filter((value) => value.length >= 16);

/** The ways a stored copy could spell a secret: as it is, URL-encoded, hex, and base64 at each alignment. */
function spellings(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const base64 = [0, 1, 2].map((shift) => {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    // Only the characters that depend on the secret alone: the first and last group may mix in others.
    return encoded.slice(4, -4);
  });
  return [secret, encodeURIComponent(secret), bytes.toString('hex'), ...base64].filter((s) => s.length >= 12);
}

/** The backup's bytes as a reader without keys gets them: the file, and its dump unpacked. */
async function readable(file: string): Promise<Buffer[]> {
  const whole = fs.readFileSync(file);
  const dump = await readDump(file);
  if (source.kind === 'pglite') return [whole, zlib.gunzipSync(dump)];
  const dumpFile = path.join(work, 'database.dump');
  fs.writeFileSync(dumpFile, dump);
  const sql = execFileSync(findProgram('pg_restore'), ['-f', '-', dumpFile], { maxBuffer: 1 << 30 });
  return [whole, sql];
}

test('no secret handed out by any flow is in a backup, in any encoding', async () => {
  const handedOut: Array<{ flow: string; secret: string }> = [];
  const note = (flow: string, secrets: string[]) => {
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) handedOut.push({ flow, secret });
  };
  const emailed = async (flow: string, run: () => Promise<unknown>) => {
    const before = new Set(await secretsInEmails());
    await run();
    note(
      flow,
      (await secretsInEmails()).filter((secret) => !before.has(secret)),
    );
  };
  const at = { publicOrigin: ctx.config.publicOrigin, at: ctx.clock.now };
  const personKeys = new PersonKeys(ctx.identity.cryptoBox);

  // A pending admin's set-up link, and a staff member's reset link.
  await emailed('staff set-up link', () =>
    addStaffMember(
      ctx.database.db,
      'command line',
      { name: 'Pending Admin', email: 'pending.admin@example.in', role: 'admin' },
      at,
      personKeys,
    ),
  );
  const active = await insertActiveStaff(ctx, { email: 'active.staff@example.in' });
  await emailed('staff reset link', () => resetStaffMember(ctx.database.db, 'command line', active.id, at));

  // Password resets of a user and of a BDE.
  const user = await insertUser(ctx, { email: 'secret.user@example.in' });
  await emailed('user reset link', () =>
    ctx.agent().postJson(PASSWORD_RESET_PATHS.user, { email: user.email }),
  );
  const bde = await insertExecutive(ctx, { email: 'secret.bde@example.in' });
  await emailed('BDE reset link', () => ctx.agent().postJson(PASSWORD_RESET_PATHS.bde, { login: bde.email }));

  // A candidate's private link, and a newsletter confirmation link.
  await emailed('application private link', async () =>
    expect(
      (await apply(ctx.agent(), { fields: applicationFields('secret.candidate@example.in') })).statusCode,
    ).toBe(201),
  );
  await emailed('newsletter confirmation link', () =>
    ctx.agent().postJson(NEWSLETTER_SUBSCRIBE_PATH, { emailAddress: 'secret.reader@example.in' }),
  );
  // That reader confirms and is sent a newsletter: its unsubscribe key.
  const { token } = await confirmLinkTo(ctx, 'secret.reader@example.in');
  expect((await ctx.agent().postJson(NEWSLETTER_PATHS.confirm, { token })).statusCode).toBe(200);
  await queueNewsletterIssue(ctx.database.db, {
    subject: 'News',
    text: 'Hello.',
    publicOrigin: ctx.config.publicOrigin,
    unsubscribeKeys: new UnsubscribeKeys(ctx.keys.indexKey),
  });
  note('newsletter unsubscribe key', [(await unsubscribeKeyOf(ctx, 'secret.reader@example.in')).key]);

  // Sessions and device cookies; an authenticator's secret and recovery codes.
  const signedIn = ctx.agent();
  expect(
    (
      await signedIn.postJson(USER_PATHS.login, {
        EmailAddress: user.email,
        Password: 'correct horse battery',
      })
    ).statusCode,
  ).toBe(200);
  note('user session and device cookies', cookieValues(signedIn));
  const staff = await signInStaff(ctx, await insertActiveStaff(ctx, { email: 'signed.in@example.in' }));
  expect(staff.response.statusCode).toBe(200);
  note('staff session', cookieValues(staff.agent));
  note('authenticator secret and recovery codes', [
    active.secret.toString('hex'),
    active.secret.toString('base64'),
    ...active.recoveryCodes,
  ]);

  const backupFile = path.join(work, 'site.backup');
  await writeBackup(source, ctx.keys, backupFile);
  const bytes = await readable(backupFile);
  // The search finds what it looks for: the pending admin's address is in the backup in the clear.
  expect(bytes.some((part) => part.includes('pending.admin@example.in'))).toBe(true);
  const found = handedOut.filter(({ secret }) =>
    spellings(secret).some((spelling) => bytes.some((part) => part.includes(spelling))),
  );
  expect(found.map(({ flow }) => flow)).toEqual([]);
});
