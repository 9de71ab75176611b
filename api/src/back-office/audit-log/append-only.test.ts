import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { insertStaff } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { auditedChange, recordAudit } from './audit-service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

test('the database refuses to change, delete or empty the audit log', async () => {
  const staff = await insertStaff(ctx);
  const { db } = ctx.database;
  await recordAudit(db, { staffId: staff.id, ipAddress: '127.0.0.1' }, { action: 'test.write' });
  const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'test.write'));
  await expect(
    db.update(auditLog).set({ action: 'test.rewritten' }).where(eq(auditLog.id, row.id)),
  ).rejects.toThrow();
  await expect(db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
  await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
  expect(await db.select().from(auditLog).where(eq(auditLog.id, row.id))).toEqual([row]);
});

test('a change and its audit row are stored together or not at all', async () => {
  const staff = await insertStaff(ctx);
  const { db } = ctx.database;
  const actor = { staffId: staff.id, ipAddress: '127.0.0.1' };
  const count = async () =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.staffId, staff.id))
    )[0].n;
  await expect(
    auditedChange(db, actor, { action: 'test.fails' }, async () => {
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await count()).toBe(0);
  // The audit row itself cannot be written (no such staff member): the change is rolled back with it.
  await expect(
    auditedChange(db, { ...actor, staffId: 999_999 }, { action: 'test.orphan' }, async (tx) => {
      await tx.execute(sql`select 1`);
      return 1;
    }),
  ).rejects.toThrow();
  expect(
    await auditedChange(
      db,
      actor,
      (n: number) => ({ action: 'test.ok', detail: { n } }),
      async () => 7,
    ),
  ).toBe(7);
  expect(await count()).toBe(1);
});
