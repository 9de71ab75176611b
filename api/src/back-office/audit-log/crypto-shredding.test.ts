import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { BDE_DATA_PATHS, STAFF_ERASURE_PATHS } from 'shared/contract/bde-data';
import { STAFF_PATHS } from 'shared/contract/staff';
import { ERASED_AUDIT_VALUE, type AuditListResponse } from 'shared/contract/staff-audit-responses';
import { USER_PATHS } from 'shared/contract/user';
import { auditLog, emailOutbox, personKeys } from '../../db/schema';
import { CryptoBox } from '../../lib/crypto-box';
import { insertExecutive, insertStaff, insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { queueEmail } from '../../platform/email/outbox-service';
import { rotateDataKey } from '../../partners/executives/identity-data';
import { recordAudit } from './audit-service';
import { PersonKeys, subjectRef } from './person-key-service';
import { openDetails } from './sealed-detail-service';

jest.setTimeout(120_000);

let ctx: TestContext;
let admin: TestAgent;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  adminId = (await insertStaff(ctx, { role: 'admin' })).id;
  admin = await signedInAgent(ctx, 'staff', adminId);
});
afterAll(() => ctx.close());

/** Every audit row as stored, in order: the log is append-only, so erasure must leave this as it was. */
const storedRows = () => ctx.database.db.select().from(auditLog).orderBy(asc(auditLog.id));

/** Whether `text` appears anywhere in the audit table, in any column, as stored. */
async function tableHolds(text: string): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(sql`position(lower(${text}) in lower(${auditLog}::text)) > 0`);
  return row.n > 0;
}

/** The audit log as an admin reads it, one row per action and target. */
async function listed(action: string, targetId: string) {
  const response = await admin.get(`${STAFF_PATHS.audit}?action=${encodeURIComponent(action)}&limit=100`);
  expect(response.statusCode).toBe(200);
  return response.json<AuditListResponse>().items.filter((item) => item.targetId === targetId);
}

/** Staff open the email of `template` sent to `address`: an audited reading. */
async function openEmailTo(address: string, template: string): Promise<string> {
  const [email] = await ctx.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, template)))
    .limit(1);
  const response = await admin.get(STAFF_PATHS.outboxEmail({ emailId: email.id }));
  expect(response.statusCode).toBe(200);
  return String(email.id);
}

test("a BDE's erasure leaves their address and the reasons staff wrote about them unreadable, and no audit row changed", async () => {
  const bde = await insertExecutive(ctx, { email: 'Shred.Me@Example.in' });
  const reason = 'The PAN copy is blurred beyond reading.';
  const review = await admin.postJson(STAFF_PATHS.partnerReview({ bdeCode: bde.bdeCode }), {
    decision: 'rejected',
    reason,
  });
  expect(review.statusCode).toBe(200);
  const bdeAgent = await signedInAgent(ctx, 'bde', bde.id);
  const asked = await bdeAgent.postJson(BDE_DATA_PATHS.erasureRequest(bde.bdeCode), { reason: '' });
  expect(asked.statusCode).toBe(201);
  // The acknowledgement went to their address; staff read it.
  const emailId = await openEmailTo(bde.email, 'bde-erasure-acknowledgement');

  // Readable while the BDE is there, and never stored as written.
  expect((await listed('partner.review', bde.bdeCode))[0].detail).toEqual({
    from: 'pending',
    to: 'rejected',
    reason,
  });
  expect((await listed('email.open', emailId))[0].detail).toEqual({
    template: 'bde-erasure-acknowledgement',
    toAddress: bde.email,
  });
  expect(await tableHolds(bde.email)).toBe(false);
  expect(await tableHolds(reason)).toBe(false);
  expect(await tableHolds(bde.bdeCode)).toBe(true);

  const before = await storedRows();
  const erased = await admin.request({
    method: 'POST',
    url: STAFF_ERASURE_PATHS.erase({ bdeCode: bde.bdeCode }),
  });
  expect(erased.statusCode).toBe(200);

  // The rows are the same rows, byte for byte, and one more: the erasure's own.
  const after = await storedRows();
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.slice(before.length).map((row) => row.action)).toEqual(['bde.erase']);
  expect((await listed('partner.review', bde.bdeCode))[0].detail).toEqual({
    from: 'pending',
    to: 'rejected',
    reason: ERASED_AUDIT_VALUE,
  });
  expect((await listed('email.open', emailId))[0].detail).toEqual({
    template: 'bde-erasure-acknowledgement',
    toAddress: ERASED_AUDIT_VALUE,
  });
  const everything = JSON.stringify(
    (await admin.get(`${STAFF_PATHS.audit}?limit=100`)).json<AuditListResponse>().items,
  );
  expect(everything).not.toContain(bde.email);
  expect(everything).not.toContain(reason);
});

test("a declined erasure's reason reads as erased once the BDE is erased after all", async () => {
  const bde = await insertExecutive(ctx);
  const bdeAgent = await signedInAgent(ctx, 'bde', bde.id);
  const ask = () => bdeAgent.postJson(BDE_DATA_PATHS.erasureRequest(bde.bdeCode), { reason: '' });
  expect((await ask()).statusCode).toBe(201);
  const reason = 'A commission payment for March is still open.';
  const declined = await admin.postJson(STAFF_ERASURE_PATHS.decline({ bdeCode: bde.bdeCode }), { reason });
  expect(declined.statusCode).toBe(200);
  const declineOf = async () =>
    (await listed('bde.erasure-decline', String(declined.json<{ id: number }>().id)))[0];
  expect((await declineOf()).detail).toEqual({ bdeCode: bde.bdeCode, reason });

  expect((await ask()).statusCode).toBe(201);
  const erased = await admin.request({
    method: 'POST',
    url: STAFF_ERASURE_PATHS.erase({ bdeCode: bde.bdeCode }),
  });
  expect(erased.statusCode).toBe(200);
  expect((await declineOf()).detail).toEqual({ bdeCode: bde.bdeCode, reason: ERASED_AUDIT_VALUE });
  expect(await tableHolds(reason)).toBe(false);
});

test("a user's account deletion leaves the emails to them that staff read unreadable in the log", async () => {
  const user = await insertUser(ctx, { email: 'leaving.user@example.com' });
  const other = await insertUser(ctx, { email: 'staying.user@example.com' });
  for (const to of [user.email, other.email]) {
    await queueEmail(ctx.database.db, {
      to,
      template: 'password-reset',
      subject: 'Reset your password',
      text: 'A link.',
      html: '<p>A link.</p>',
    });
  }
  const leaving = await openEmailTo(user.email, 'password-reset');
  const staying = await openEmailTo(other.email, 'password-reset');
  expect((await listed('email.open', leaving))[0].detail).toMatchObject({ toAddress: user.email });
  expect(await tableHolds(user.email)).toBe(false);

  const before = await storedRows();
  const agent = await signedInAgent(ctx, 'user', user.id);
  const deleted = await agent.request({
    method: 'POST',
    url: USER_PATHS.deleteAccount(user.id),
    payload: { password: 'correct horse battery' },
  });
  expect(deleted.statusCode).toBe(204);

  const after = await storedRows();
  expect(after.slice(0, before.length)).toEqual(before);
  expect((await listed('email.open', leaving))[0].detail).toMatchObject({ toAddress: ERASED_AUDIT_VALUE });
  // Someone else's values are theirs: still readable.
  expect((await listed('email.open', staying))[0].detail).toMatchObject({ toAddress: other.email });
});

test("a person's key is made once, however many rows at once first need it", async () => {
  const staff = await insertStaff(ctx);
  const { db } = ctx.database;
  const keys = new PersonKeys(ctx.identity.cryptoBox);
  const subject = { kind: 'address', address: 'Twice.At.Once@example.com' } as const;
  await Promise.all(
    ['first', 'second', 'third'].map((n) =>
      db.transaction((tx) =>
        recordAudit(
          tx,
          { staffId: staff.id, ipAddress: '127.0.0.1' },
          { action: 'test.race', targetId: n, detail: { to: keys.personal(subject, subject.address) } },
        ),
      ),
    ),
  );
  const keyRows = await db
    .select()
    .from(personKeys)
    .where(eq(personKeys.subject, subjectRef(subject)));
  expect(keyRows).toHaveLength(1);
  // Named by a hash: the key table holds no address either.
  expect(keyRows[0].subject).not.toContain('example.com');
  const rows = await db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(eq(auditLog.action, 'test.race'));
  const details = await openDetails(
    db,
    keys,
    rows.map((row) => JSON.parse(row.detail!) as unknown),
  );
  expect(details).toEqual(Array(3).fill({ to: subject.address }));
});

test('person keys are resealed by a data key rotation, and what they sealed still opens', async () => {
  const staff = await insertStaff(ctx);
  const { db } = ctx.database;
  await recordAudit(
    db,
    { staffId: staff.id, ipAddress: '127.0.0.1' },
    {
      action: 'test.rotate',
      detail: {
        name: new PersonKeys(ctx.identity.cryptoBox).personal({ kind: 'user', id: 424_242 }, 'Kiran'),
      },
    },
  );
  const newKey = crypto.randomBytes(32);
  const report = await rotateDataKey(db, new CryptoBox(newKey, [ctx.keys.dataKey]));
  expect(report.personKeys.reencrypted).toBeGreaterThan(0);
  expect((await rotateDataKey(db, new CryptoBox(newKey))).personKeys.reencrypted).toBe(0);
  const [row] = await db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'test.rotate'), eq(auditLog.staffId, staff.id)));
  // Only the new key now: the old one is no longer needed to read the log.
  const onlyNew = new PersonKeys(new CryptoBox(newKey));
  expect(await openDetails(db, onlyNew, [JSON.parse(row.detail!)])).toEqual([{ name: 'Kiran' }]);
});

test('every audit row is written by the audit service, which seals what is personal', () => {
  const root = path.resolve(__dirname, '../..');
  const writers = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => /\.insert\(auditLog\)/.test(fs.readFileSync(path.join(root, file), 'utf8')));
  expect(writers).toEqual([path.join('back-office', 'audit-log', 'audit-service.ts')]);
});
