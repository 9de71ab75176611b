import { asc, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { aadFor, type CryptoBox } from '../../lib/crypto-box';

/** The two columns an authenticator secret lives in: shown on the set-up page, then proven. */
export type SecretColumn = 'totp_secret' | 'pending_totp_secret';

/** Each secret is bound to its row and column: copied anywhere else, it no longer opens. */
export const secretAad = (column: SecretColumn, staffId: number) => aadFor('staff_members', column, staffId);

export function sealSecret(cryptoBox: CryptoBox, column: SecretColumn, staffId: number, secret: Buffer) {
  return cryptoBox.encrypt(secret, secretAad(column, staffId));
}

export function openSecret(cryptoBox: CryptoBox, column: SecretColumn, staffId: number, sealed: Buffer) {
  return cryptoBox.decrypt(sealed, secretAad(column, staffId));
}

/**
 * Re-encrypts every staff authenticator secret not yet under the current data key (part of
 * `rotate-data-key`). Staff are few: one transaction.
 */
export async function rotateStaffSecrets(
  db: Db,
  cryptoBox: CryptoBox,
): Promise<{ reencrypted: number; current: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: staffMembers.id,
        totpSecret: staffMembers.totpSecret,
        pendingTotpSecret: staffMembers.pendingTotpSecret,
      })
      .from(staffMembers)
      .where(or(isNotNull(staffMembers.totpSecret), isNotNull(staffMembers.pendingTotpSecret)))
      .for('update');
    let reencrypted = 0;
    let current = 0;
    for (const row of rows) {
      const again = (column: SecretColumn, sealed: Buffer | null) => {
        if (sealed === null || cryptoBox.isCurrent(sealed)) return sealed;
        try {
          return cryptoBox.reencrypt(sealed, secretAad(column, row.id));
        } catch (error) {
          throw new Error(
            `The authenticator secret of staff member #${row.id} cannot be decrypted ` +
              `(${error instanceof Error ? error.message : String(error)}). Set DATA_KEY_PREVIOUS to the ` +
              'key it was written with and run this again.',
            { cause: error },
          );
        }
      };
      const totpSecret = again('totp_secret', row.totpSecret);
      const pendingTotpSecret = again('pending_totp_secret', row.pendingTotpSecret);
      if (totpSecret === row.totpSecret && pendingTotpSecret === row.pendingTotpSecret) {
        current += 1;
        continue;
      }
      await tx.update(staffMembers).set({ totpSecret, pendingTotpSecret }).where(eq(staffMembers.id, row.id));
      reencrypted += 1;
    }
    return { reencrypted, current };
  });
}

/**
 * At start: the oldest and newest staff authenticator secrets must open with the data key ring, or
 * the server refuses to start (as it does for identity data) rather than fail every staff sign-in.
 */
export async function checkStaffSecretsOpen(db: Db, cryptoBox: CryptoBox): Promise<void> {
  const query = (order: typeof asc) =>
    db
      .select({ id: staffMembers.id, totpSecret: staffMembers.totpSecret })
      .from(staffMembers)
      .where(isNotNull(staffMembers.totpSecret))
      .orderBy(order(staffMembers.id))
      .limit(1);
  for (const row of [...(await query(asc)), ...(await query(desc))]) {
    try {
      openSecret(cryptoBox, 'totp_secret', row.id, row.totpSecret!);
    } catch (error) {
      throw new Error(
        `DATA_KEY does not open the stored identity data: the authenticator secret of staff member #${row.id} ` +
          `cannot be decrypted (${error instanceof Error ? error.message : String(error)}). Start with the ` +
          'DATA_KEY it was written with, and any older key in DATA_KEY_PREVIOUS.',
        { cause: error },
      );
    }
  }
}
