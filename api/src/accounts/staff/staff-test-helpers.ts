import { desc, eq } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import { auditLog, emailOutbox, staffMembers, staffRecoveryCodes } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { insertStaff } from '../../test/fixtures';
import { asSent } from '../../test/outbox';
import type { TestContext } from '../../test/test-app';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { sealSecret } from './secrets-service';
import { newTotpSecret, totpCode } from './totp';

export const STAFF_PASSWORD = 'a long staff password';

/**
 * A staff member whose set-up is finished: a real password, an authenticator secret and recovery
 * codes, all returned in the clear so a test can sign in as a person would.
 */
export async function insertActiveStaff(ctx: TestContext, overrides: Parameters<typeof insertStaff>[1] = {}) {
  const row = await insertStaff(ctx, { passwordHash: await hashPassword(STAFF_PASSWORD), ...overrides });
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await ctx.database.db
    .update(staffMembers)
    .set({ totpSecret: sealSecret(ctx.identity.cryptoBox, 'totp_secret', row.id, secret) })
    .where(eq(staffMembers.id, row.id));
  await ctx.database.db
    .insert(staffRecoveryCodes)
    .values(recoveryCodes.map((code) => ({ staffId: row.id, codeHash: recoveryCodeHash(code) })));
  return { ...row, secret, recoveryCodes };
}

/** The code the member's authenticator shows at the test app's time (plus `offsetMs`). */
export const codeNow = (ctx: TestContext, secret: Buffer, offsetMs = 0) =>
  totpCode(secret, ctx.clock.now + offsetMs);

/** Signs in through the API as a person would; the agent keeps the session. */
export async function signInStaff(
  ctx: TestContext,
  member: { email: string; secret: Buffer },
  { code = codeNow(ctx, member.secret), password = STAFF_PASSWORD } = {},
) {
  const agent = ctx.agent();
  const response = await agent.postJson(STAFF_PATHS.login, { email: member.email, password, code });
  return { agent, response };
}

/** The audit rows of one action, oldest first. */
export async function auditRows(ctx: TestContext, action: string) {
  return ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}

/** The set-up token of the newest set-up email to `email`, from the link in its text part. */
export async function setupTokenSentTo(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  expect(row?.template).toMatch(/^staff-(welcome|reset)$/);
  const sent = asSent(ctx, row);
  const token = /\/staff\/setup#token=([A-Za-z0-9_-]{43})\n/.exec(sent.textBody)?.[1];
  if (!token) throw new Error(`No set-up link in the email to ${email}.`);
  return token;
}
