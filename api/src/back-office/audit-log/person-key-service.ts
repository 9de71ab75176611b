import crypto from 'node:crypto';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import { emailKeyOf } from 'shared/contract/email';
import type { Db } from '../../db/client';
import { personKeys } from '../../db/schema';
import { CryptoBox } from '../../lib/crypto-box';

/** The person an audit value is about: an account, or an address (an email's recipient). */
export type AuditSubject =
  { kind: 'bde' | 'user' | 'staff'; id: number } | { kind: 'address'; address: string };

/** A subject's name in `person_keys`: an address only by the hash of its key, so the table names no one. */
export function subjectRef(subject: AuditSubject): string {
  if (subject.kind !== 'address') return `${subject.kind}:${subject.id}`;
  return `address:${crypto.createHash('sha256').update(emailKeyOf(subject.address)).digest('hex')}`;
}

const keyAad = (ref: string) => `person_keys.sealed_key@${ref}`;

/** A key of `person_keys`, opened: its id (stored with each value it seals) and a box holding it. */
export interface PersonKey {
  id: number;
  box: CryptoBox;
}

/**
 * A value about a person, for an audit row's detail: sealed under their key when the row is written
 * (`recordAudit`), so that erasing them makes it unreadable without changing the row. Null stays null.
 */
export class PersonalValue {
  constructor(
    readonly keys: PersonKeys,
    readonly subject: AuditSubject,
    readonly text: string | null,
  ) {}
}

/** The per-person keys, sealed and opened with the data key (so `rotate-data-key` reseals them). */
export class PersonKeys {
  constructor(private readonly dataBox: CryptoBox) {}

  /** `text`, which is about `subject`, as an audit detail value. */
  personal(subject: AuditSubject, text: string | null): PersonalValue {
    return new PersonalValue(this, subject, text);
  }

  private opened(ref: string, sealedKey: Buffer): CryptoBox {
    return new CryptoBox(this.dataBox.decrypt(sealedKey, keyAad(ref)));
  }

  /**
   * The key of `ref`, made on first use. Two transactions making it at once get the same one: the
   * second insert waits on the unique subject and then does nothing, and the select sees the first.
   * An erasure may delete it in between: then it is made again.
   */
  async keyOf(tx: Pick<Db, 'insert' | 'select'>, ref: string): Promise<PersonKey> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await tx
        .insert(personKeys)
        .values({ subject: ref, sealedKey: this.dataBox.encrypt(crypto.randomBytes(32), keyAad(ref)) })
        .onConflictDoNothing({ target: personKeys.subject });
      const [row] = await tx.select().from(personKeys).where(eq(personKeys.subject, ref));
      if (row) return { id: row.id, box: this.opened(ref, row.sealedKey) };
    }
    throw new Error(`The person key ${ref} was deleted as fast as it was made, three times over.`);
  }

  /** The keys among `ids` that still exist (an erased person's does not), opened. */
  async keysByIds(db: Pick<Db, 'select'>, ids: number[]): Promise<Map<number, CryptoBox>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(personKeys).where(inArray(personKeys.id, ids));
    return new Map(rows.map((row) => [row.id, this.opened(row.subject, row.sealedKey)]));
  }

  private resealed(row: { id: number; subject: string; sealedKey: Buffer }): Buffer {
    try {
      return this.dataBox.reencrypt(row.sealedKey, keyAad(row.subject));
    } catch (error) {
      throw new Error(
        `Person key #${row.id} cannot be decrypted (${error instanceof Error ? error.message : String(error)}). ` +
          'Set DATA_KEY_PREVIOUS to the key it was written with and run this again.',
        { cause: error },
      );
    }
  }

  /**
   * Reseals every person key not yet under the current data key (part of `rotate-data-key`), a batch
   * per transaction.
   */
  async rotate(db: Db): Promise<{ reencrypted: number; current: number }> {
    const report = { reencrypted: 0, current: 0 };
    for (let after = 0; ;) {
      const rows = await db.transaction(async (tx) => {
        const batch = await tx
          .select()
          .from(personKeys)
          .where(gt(personKeys.id, after))
          .orderBy(asc(personKeys.id))
          .limit(ROTATION_BATCH)
          .for('update');
        for (const row of batch) {
          if (this.dataBox.isCurrent(row.sealedKey)) {
            report.current += 1;
            continue;
          }
          await tx
            .update(personKeys)
            .set({ sealedKey: this.resealed(row) })
            .where(eq(personKeys.id, row.id));
          report.reencrypted += 1;
        }
        return batch;
      });
      if (rows.length) after = rows[rows.length - 1].id;
      if (rows.length < ROTATION_BATCH) return report;
    }
  }
}

const ROTATION_BATCH = 500;

/**
 * Crypto-shredding: deletes the keys of `subjects`, in the erasure's transaction; every audit value
 * sealed under them reads as erased from then on. Each subject's place is claimed first (an empty
 * key, deleted at once), so a key another transaction is making at this moment is waited for and
 * deleted with the rest rather than outliving the erasure.
 */
export async function erasePersonKeys(tx: Pick<Db, 'insert' | 'delete'>, subjects: AuditSubject[]) {
  const refs = [...new Set(subjects.map(subjectRef))];
  await tx
    .insert(personKeys)
    .values(refs.map((subject) => ({ subject, sealedKey: Buffer.alloc(0) })))
    .onConflictDoNothing({ target: personKeys.subject });
  await tx.delete(personKeys).where(inArray(personKeys.subject, refs));
}
