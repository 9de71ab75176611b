import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { STAFF_SETUP_HOURS } from 'shared/contract/staff';
import { staffSetupPagePath } from 'shared/contract/staff-account-schema';
import type { Db } from '../../db/client';
import { staffMembers, staffRecoveryCodes } from '../../db/schema';
import type { CryptoBox } from '../../lib/crypto-box';
import { recordAudit } from '../../back-office/audit-log/audit-service';
import { recoveryCodeHash } from './recovery-codes';
import { openSecret, sealSecret } from './secrets-service';
import { newTotpSecret } from './totp';

const SETUP_MS = STAFF_SETUP_HOURS * 60 * 60 * 1000;

/** Only the SHA-256 of a set-up token is stored: the database alone cannot finish anyone's set-up. */
export const setupTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A fresh set-up token (32 random bytes) and the columns that store it, valid 24 hours from `at`. */
export function newSetupToken(at: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  return {
    token,
    columns: { setupTokenHash: setupTokenHash(token), setupExpiresAt: new Date(at + SETUP_MS) },
  };
}

export const setupLinkOf = (publicOrigin: string, token: string) =>
  `${publicOrigin}${staffSetupPagePath(token)}`;

export interface PendingSetup {
  id: number;
  name: string;
  email: string;
  pendingTotpSecret: Buffer | null;
}

/**
 * The member a set-up token belongs to: `gone` for a token that was never given, already used or
 * replaced, or whose member was disabled; `expired` once its 24 hours are over.
 */
export async function findSetup(
  db: Db,
  tokenHash: string,
  at: number,
): Promise<PendingSetup | 'gone' | 'expired'> {
  const [row] = await db
    .select({
      id: staffMembers.id,
      name: staffMembers.name,
      email: staffMembers.email,
      pendingTotpSecret: staffMembers.pendingTotpSecret,
      setupExpiresAt: staffMembers.setupExpiresAt,
      disabledAt: staffMembers.disabledAt,
    })
    .from(staffMembers)
    .where(eq(staffMembers.setupTokenHash, tokenHash))
    .limit(1);
  if (!row || row.disabledAt !== null) return 'gone';
  if (!row.setupExpiresAt || row.setupExpiresAt.getTime() <= at) return 'expired';
  const { setupExpiresAt: _expires, disabledAt: _disabled, ...setup } = row;
  return setup;
}

/**
 * The authenticator secret the set-up page shows: made and stored (sealed) on the first visit, the
 * same one on every visit after, so reloading the page never invalidates a scanned code.
 */
export async function pendingSecretOf(
  db: Db,
  cryptoBox: CryptoBox,
  setup: PendingSetup,
  tokenHash: string,
): Promise<Buffer> {
  if (setup.pendingTotpSecret) {
    return openSecret(cryptoBox, 'pending_totp_secret', setup.id, setup.pendingTotpSecret);
  }
  const secret = newTotpSecret();
  const [stored] = await db
    .update(staffMembers)
    .set({ pendingTotpSecret: sealSecret(cryptoBox, 'pending_totp_secret', setup.id, secret) })
    .where(
      and(
        eq(staffMembers.id, setup.id),
        eq(staffMembers.setupTokenHash, tokenHash),
        isNull(staffMembers.pendingTotpSecret),
      ),
    )
    .returning({ id: staffMembers.id });
  if (stored) return secret;
  // Another visit stored one a moment ago: show that one.
  const [row] = await db
    .select({ pendingTotpSecret: staffMembers.pendingTotpSecret })
    .from(staffMembers)
    .where(eq(staffMembers.id, setup.id))
    .limit(1);
  if (!row?.pendingTotpSecret) throw new Error('The set-up secret vanished while it was being read.');
  return openSecret(cryptoBox, 'pending_totp_secret', setup.id, row.pendingTotpSecret);
}

interface FinishSetup {
  setup: PendingSetup;
  tokenHash: string;
  passwordHash: string;
  /** The proven secret, sealed again for the column it moves to. */
  secret: Buffer;
  /** The step of the code that proved it: that code cannot sign in afterwards. */
  step: number;
  recoveryCodes: string[];
  ipAddress: string;
  at: number;
}

/**
 * Finishes set-up in one transaction: the password, the proven secret, new recovery codes (hashes),
 * the token spent, and the audit row. False when the token was used, replaced or expired meanwhile.
 */
export async function finishSetup(db: Db, cryptoBox: CryptoBox, finish: FinishSetup): Promise<boolean> {
  const { setup } = finish;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [done] = await tx
      .update(staffMembers)
      .set({
        passwordHash: finish.passwordHash,
        totpSecret: sealSecret(cryptoBox, 'totp_secret', setup.id, finish.secret),
        pendingTotpSecret: null,
        totpLastStep: finish.step,
        setupTokenHash: null,
        setupExpiresAt: null,
      })
      .where(
        and(
          eq(staffMembers.id, setup.id),
          eq(staffMembers.setupTokenHash, finish.tokenHash),
          gt(staffMembers.setupExpiresAt, new Date(finish.at)),
          isNull(staffMembers.disabledAt),
        ),
      )
      .returning({ id: staffMembers.id });
    if (!done) return false;
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, setup.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(finish.recoveryCodes.map((code) => ({ staffId: setup.id, codeHash: recoveryCodeHash(code) })));
    await recordAudit(
      tx,
      { staffId: setup.id, ipAddress: finish.ipAddress },
      {
        action: 'staff.setup',
        targetType: 'staff',
        targetId: setup.id,
        detail: { recoveryCodes: finish.recoveryCodes.length },
      },
    );
    return true;
  });
}
