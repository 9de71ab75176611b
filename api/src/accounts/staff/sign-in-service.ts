import { and, count, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, staffMembers, staffRecoveryCodes } from '../../db/schema';
import type { CryptoBox } from '../../lib/crypto-box';
import {
  plain,
  recordAudit,
  recordOwnAction,
  type AuditActor,
} from '../../back-office/audit-log/audit-service';
import { openSecret } from './secrets-service';
import { signedInColumns, type SignedInStaff } from './staff-service';

/** What sign-in needs to know of the account an email names. */
export interface SignInCandidate extends SignedInStaff {
  passwordHash: string | null;
  /** Null until set-up is finished (or after a reset): such an account cannot sign in. */
  totpSecret: Buffer | null;
  totpLastStep: number | null;
  disabled: boolean;
}

export async function findStaffForSignIn(db: Db, emailKey: string): Promise<SignInCandidate | null> {
  const [row] = await db
    .select({
      ...signedInColumns,
      passwordHash: staffMembers.passwordHash,
      totpSecret: staffMembers.totpSecret,
      totpLastStep: staffMembers.totpLastStep,
      disabledAt: staffMembers.disabledAt,
    })
    .from(staffMembers)
    .where(eq(staffMembers.emailKey, emailKey))
    .limit(1);
  if (!row) return null;
  const { disabledAt, ...rest } = row;
  return { ...rest, disabled: disabledAt !== null };
}

/** The member's authenticator secret, opened. */
export function authenticatorSecretOf(cryptoBox: CryptoBox, candidate: SignInCandidate): Buffer | null {
  return candidate.totpSecret && openSecret(cryptoBox, 'totp_secret', candidate.id, candidate.totpSecret);
}

/** How the second factor was proven: an authenticator code of a step, or a recovery code (its hash). */
export type SecondFactor = { kind: 'authenticator'; step: number } | { kind: 'recovery code'; hash: string };

async function recoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row.n;
}

/**
 * Spends the second factor and writes the sign-in's audit row, in one transaction: the step is
 * recorded as the last one used (only if it is later than the one before, so two requests racing
 * with one code cannot both pass), or the recovery code is marked used (only if it was not). Null
 * when the factor was already spent; else the recovery codes left.
 */
export async function spendSecondFactor(
  db: Db,
  actor: AuditActor,
  factor: SecondFactor,
  at: Date,
): Promise<({ recoveryCodesLeft: number } & Awaited<ReturnType<typeof signInHistory>>) | null> {
  const staffId = actor.staffId;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const spent =
      factor.kind === 'authenticator'
        ? await tx
            .update(staffMembers)
            .set({ totpLastStep: factor.step })
            .where(
              and(
                eq(staffMembers.id, staffId),
                or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, factor.step)),
              ),
            )
            .returning({ id: staffMembers.id })
        : await tx
            .update(staffRecoveryCodes)
            .set({ usedAt: at })
            .where(
              and(
                eq(staffRecoveryCodes.staffId, staffId),
                eq(staffRecoveryCodes.codeHash, factor.hash),
                isNull(staffRecoveryCodes.usedAt),
              ),
            )
            .returning({ id: staffRecoveryCodes.id });
    if (spent.length === 0) return null;
    // Read only once both factors are proven (it would tell a right password from a wrong one), and
    // before this sign-in's own row.
    const history = await signInHistory(tx, staffId);
    const left = await recoveryCodesLeft(tx, staffId);
    await recordAudit(tx, actor, {
      action: 'staff.sign-in',
      targetType: 'staff',
      targetId: staffId,
      detail: { with: plain(factor.kind), recoveryCodesLeft: left },
    });
    return { recoveryCodesLeft: left, ...history };
  });
}

/** A sign-out, for the audit log. */
export async function recordSignOut(db: Db, actor: AuditActor): Promise<void> {
  await recordAudit(db, actor, { action: 'staff.sign-out', targetType: 'staff', targetId: actor.staffId });
}

/** Why a sign-in failed, for the audit log only: the person is told nothing but "invalid". */
export type SignInFailure =
  'no such account' | 'password' | 'disabled' | 'set-up pending' | 'code' | 'locked';

const FAILED = 'staff.sign-in-failed';
const LOCKED = 'staff.sign-in-locked';

/**
 * A failed sign-in or a lockout, audited against the account it named (none for an unknown address:
 * the address typed is not kept). Nobody is signed in, so the row names no actor.
 */
export async function recordSignInFailure(
  db: Db,
  { staffId, ipAddress, reason }: { staffId: number | null; ipAddress: string; reason: SignInFailure },
  lockWindowStart?: Date,
): Promise<void> {
  // Refused requests keep coming while a lock lasts: one row says it began, not one per request.
  if (reason === 'locked' && lockWindowStart && (await lockedSince(db, staffId, ipAddress, lockWindowStart)))
    return;
  await recordOwnAction(db, ipAddress, {
    action: reason === 'locked' ? LOCKED : FAILED,
    targetType: 'staff',
    ...(staffId === null ? {} : { targetId: staffId }),
    ...(reason === 'locked' ? {} : { detail: { reason: plain(reason) } }),
  });
}

/** Whether a lockout of this account (or, for an unknown one, of this address) was audited since `since`. */
async function lockedSince(db: Db, staffId: number | null, ipAddress: string, since: Date) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'staff'),
        staffId === null
          ? and(isNull(auditLog.targetId), eq(auditLog.ipAddress, ipAddress))
          : eq(auditLog.targetId, String(staffId)),
        eq(auditLog.action, LOCKED),
        gt(auditLog.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * What a member is shown as they sign in: their sign-in before this one, and how many failed
 * sign-ins and lockouts their account had since (ever, before a first sign-in). Read before this
 * sign-in's own row is written.
 */
export async function signInHistory(db: Db, staffId: number) {
  const ofMember = and(eq(auditLog.targetType, 'staff'), eq(auditLog.targetId, String(staffId)));
  const [previous] = await db
    .select({ at: auditLog.createdAt, ipAddress: auditLog.ipAddress })
    .from(auditLog)
    .where(and(ofMember, eq(auditLog.action, 'staff.sign-in')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  const [failures] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        ofMember,
        inArray(auditLog.action, [FAILED, LOCKED]),
        previous ? gt(auditLog.createdAt, previous.at) : undefined,
      ),
    );
  return {
    previousSignIn: previous ? { at: previous.at.toISOString(), ipAddress: previous.ipAddress } : null,
    failedSince: failures.n,
  };
}
