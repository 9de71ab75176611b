import { and, asc, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executiveDocuments, executives } from '../../db/schema';
import type { BlindIndex } from '../../lib/blind-index';
import { aadFor, type CryptoBox } from '../../lib/crypto-box';
import { documentAad } from '../../lib/document-store';
import { PersonKeys } from '../../back-office/audit-log/person-key-service';
import { checkStaffSecretsOpen, rotateStaffSecrets } from '../../accounts/staff/secrets-service';
import { checkResumesOpen, rotateResumes } from '../../hiring/applications/resume-service';
import { checkBankAccountsOpen, rotateBankAccounts } from '../../earnings/payouts/bank-account-service';
import { moveLegacyDocuments, type LegacyDocumentFolder } from './legacy-documents';

/** What identity data is sealed and indexed with: the data key ring and the blind-index key. */
export interface IdentityKeys {
  cryptoBox: CryptoBox;
  blindIndex: BlindIndex;
}

/** Each identity number is bound to its own row and column. */
const identityAad = {
  aadhar: (executiveId: number) => aadFor('executives', 'aadhar_encrypted', executiveId),
  pan: (executiveId: number) => aadFor('executives', 'pan_encrypted', executiveId),
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes the next id of a serial table before inserting, so what is encrypted for the row can be
 * bound to that id; the row is then inserted with it, in the same transaction.
 */
export async function takeId(tx: Db | Tx, table: 'executives' | 'executive_documents'): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`,
  )) as unknown as { rows: Array<{ id: number | string }> };
  return Number(result.rows[0].id);
}

/** The columns of BDE row `executiveId` that hold its Aadhaar number and PAN. */
export function sealIdentityNumbers(
  { cryptoBox, blindIndex }: IdentityKeys,
  executiveId: number,
  aadhar: string,
  pan: string,
) {
  return {
    aadharEncrypted: cryptoBox.encryptText(aadhar, identityAad.aadhar(executiveId)),
    aadharLast4: aadhar.slice(-4),
    aadharIndex: blindIndex.of('aadhar', aadhar),
    panEncrypted: cryptoBox.encryptText(pan, identityAad.pan(executiveId)),
    panLast4: pan.slice(-4),
    panIndex: blindIndex.of('pan', pan),
  };
}

/** A BDE's Aadhaar number and PAN, decrypted. */
export function openIdentityNumbers(
  cryptoBox: CryptoBox,
  row: { id: number; aadharEncrypted: string; panEncrypted: string },
): { aadhar: string; pan: string } {
  return {
    aadhar: cryptoBox.decryptText(row.aadharEncrypted, identityAad.aadhar(row.id)),
    pan: cryptoBox.decryptText(row.panEncrypted, identityAad.pan(row.id)),
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The oldest and the newest row a query finds: the first in ascending id order, then in descending. */
async function oldestAndNewest<Row>(query: (order: typeof asc) => PromiseLike<Row[]>): Promise<Row[]> {
  return [...(await query(asc)), ...(await query(desc))];
}

/**
 * Refuses to start with keys that do not open what is stored: the oldest and newest BDE's numbers
 * and the oldest and newest document copy in the database must decrypt with the data key ring, and
 * their blind indexes must be what the blind-index key computes. A few rows, so it costs nothing.
 */
async function checkKeysOpenStoredData(db: Db, { cryptoBox, blindIndex }: IdentityKeys) {
  const rows = await oldestAndNewest((order) =>
    db.select().from(executives).orderBy(order(executives.id)).limit(1),
  );
  for (const row of rows) {
    let numbers: { aadhar: string; pan: string };
    try {
      numbers = openIdentityNumbers(cryptoBox, row);
    } catch (error) {
      throw new Error(
        `DATA_KEY does not open the stored identity data: the identity numbers of BDE #${row.id} ` +
          `cannot be decrypted (${reasonOf(error)}). Start with the DATA_KEY they were written with, ` +
          'and any older key in DATA_KEY_PREVIOUS.',
        { cause: error },
      );
    }
    const stale =
      (row.aadharIndex !== null && row.aadharIndex !== blindIndex.of('aadhar', numbers.aadhar)) ||
      (row.panIndex !== null && row.panIndex !== blindIndex.of('pan', numbers.pan));
    if (stale) {
      throw new Error(
        `BLIND_INDEX_KEY does not match the stored blind indexes (BDE #${row.id}): start with the key ` +
          'they were computed with, or rebuild them with "npm run admin -- rebuild-blind-index".',
      );
    }
  }
  const documents = await oldestAndNewest((order) =>
    db
      .select({ id: executiveDocuments.id, content: executiveDocuments.content })
      .from(executiveDocuments)
      .where(isNotNull(executiveDocuments.content))
      .orderBy(order(executiveDocuments.id))
      .limit(1),
  );
  for (const document of documents) {
    try {
      cryptoBox.decrypt(document.content!, documentAad(document.id));
    } catch (error) {
      throw new Error(
        `DATA_KEY does not open the stored identity data: document #${document.id} cannot be ` +
          `decrypted (${reasonOf(error)}). Start with the DATA_KEY it was written with, and any older ` +
          'key in DATA_KEY_PREVIOUS.',
        { cause: error },
      );
    }
  }
  await checkStaffSecretsOpen(db, cryptoBox);
  await checkResumesOpen(db, cryptoBox);
  await checkBankAccountsOpen(db, cryptoBox);
}

function uniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const BATCH = 200;

/** The next batch of BDEs' encrypted numbers after the id `after`, in id order. */
function encryptedNumbersAfter(tx: Db | Tx, after: number) {
  return tx
    .select({
      id: executives.id,
      aadharEncrypted: executives.aadharEncrypted,
      panEncrypted: executives.panEncrypted,
    })
    .from(executives)
    .where(gt(executives.id, after))
    .orderBy(asc(executives.id))
    .limit(BATCH);
}

/**
 * Fills in the blind indexes of BDEs registered before there were any (decrypting their numbers).
 * Two old registrations with one number cannot both hold its index: the later keeps none, and is
 * reported, as is a row whose numbers cannot be decrypted. Returns how many rows were indexed.
 */
export async function backfillBlindIndexes(
  db: Db,
  { cryptoBox, blindIndex }: IdentityKeys,
): Promise<{ indexed: number; duplicates: number[]; unreadable: number[] }> {
  let indexed = 0;
  const duplicates: number[] = [];
  const unreadable: number[] = [];
  for (let after = 0; ;) {
    const rows = await db
      .select({
        id: executives.id,
        aadharEncrypted: executives.aadharEncrypted,
        panEncrypted: executives.panEncrypted,
        aadharIndex: executives.aadharIndex,
        panIndex: executives.panIndex,
      })
      .from(executives)
      .where(and(gt(executives.id, after), or(isNull(executives.aadharIndex), isNull(executives.panIndex))))
      .orderBy(asc(executives.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      let numbers: { aadhar: string; pan: string };
      try {
        numbers = openIdentityNumbers(cryptoBox, row);
      } catch {
        unreadable.push(row.id);
        continue;
      }
      const { aadhar, pan } = numbers;
      const changes = [
        ...(row.aadharIndex === null ? [{ aadharIndex: blindIndex.of('aadhar', aadhar) }] : []),
        ...(row.panIndex === null ? [{ panIndex: blindIndex.of('pan', pan) }] : []),
      ];
      let complete = true;
      // One column at a time: a duplicate Aadhaar number must not keep a distinct PAN unindexed.
      for (const change of changes) {
        try {
          await db.update(executives).set(change).where(eq(executives.id, row.id));
        } catch (error) {
          if (!uniqueViolation(error)) throw error;
          complete = false;
        }
      }
      if (complete) indexed += 1;
      else duplicates.push(row.id);
    }
    after = rows[rows.length - 1].id;
  }
  return { indexed, duplicates, unreadable };
}

/**
 * Computes every blind index again with the current BLIND_INDEX_KEY, in one transaction (after the
 * key was changed). Rows sharing a number with an earlier row keep none, as in the backfill.
 */
export async function rebuildBlindIndexes(
  db: Db,
  keys: IdentityKeys,
): Promise<{ indexed: number; duplicates: number[] }> {
  return db.transaction(async (tx) => {
    await tx.update(executives).set({ aadharIndex: null, panIndex: null });
    const seen = { aadhar: new Set<string>(), pan: new Set<string>() };
    const duplicates: number[] = [];
    let indexed = 0;
    for (let after = 0; ;) {
      const rows = await encryptedNumbersAfter(tx, after);
      if (rows.length === 0) break;
      for (const row of rows) {
        const { aadhar, pan } = openIdentityNumbers(keys.cryptoBox, row);
        const aadharIndex = keys.blindIndex.of('aadhar', aadhar);
        const panIndex = keys.blindIndex.of('pan', pan);
        const change = {
          aadharIndex: seen.aadhar.has(aadharIndex) ? null : aadharIndex,
          panIndex: seen.pan.has(panIndex) ? null : panIndex,
        };
        seen.aadhar.add(aadharIndex);
        seen.pan.add(panIndex);
        await tx.update(executives).set(change).where(eq(executives.id, row.id));
        if (change.aadharIndex && change.panIndex) indexed += 1;
        else duplicates.push(row.id);
      }
      after = rows[rows.length - 1].id;
    }
    return { indexed, duplicates };
  });
}

interface RotationReport {
  keyId: string;
  executives: { reencrypted: number; current: number };
  documents: { reencrypted: number; current: number };
  /** Staff members' authenticator secrets. */
  staffSecrets: { reencrypted: number; current: number };
  /** The keys audit values about a person are sealed under. */
  personKeys: { reencrypted: number; current: number };
  /** Candidates' résumés. */
  resumes: { reencrypted: number; current: number };
  /** BDEs' bank account numbers. */
  bankAccounts: { reencrypted: number; current: number };
  /** The account numbers payouts were made to. */
  payoutAccounts: { reencrypted: number; current: number };
}

/**
 * Re-encrypts every stored identity number, document copy, staff authenticator secret, person key, résumé and bank
 * account number that is not yet under the current data key (older keys, or the first format without key id or
 * associated data), a batch of rows per transaction: each row is rewritten whole or not at all, and a second run finds
 * nothing to do.
 */
export async function rotateDataKey(db: Db, cryptoBox: CryptoBox): Promise<RotationReport> {
  const report: RotationReport = {
    keyId: cryptoBox.keyId,
    executives: { reencrypted: 0, current: 0 },
    documents: { reencrypted: 0, current: 0 },
    staffSecrets: { reencrypted: 0, current: 0 },
    personKeys: { reencrypted: 0, current: 0 },
    resumes: { reencrypted: 0, current: 0 },
    bankAccounts: { reencrypted: 0, current: 0 },
    payoutAccounts: { reencrypted: 0, current: 0 },
  };
  const isCurrent = (text: string) => cryptoBox.isCurrent(Buffer.from(text, 'base64'));
  const reencrypt = (sealed: Buffer, aad: string, what: string) => {
    try {
      return cryptoBox.reencrypt(sealed, aad);
    } catch (error) {
      throw new Error(
        `${what} cannot be decrypted (${reasonOf(error)}). Set DATA_KEY_PREVIOUS to the key it was ` +
          'written with and run this again (what was already re-encrypted stays so).',
        { cause: error },
      );
    }
  };
  const again = (text: string, aad: string, what: string) =>
    reencrypt(Buffer.from(text, 'base64'), aad, what).toString('base64');

  for (let after = 0; ;) {
    const done = await db.transaction(async (tx) => {
      const rows = await encryptedNumbersAfter(tx, after).for('update');
      for (const row of rows) {
        if (isCurrent(row.aadharEncrypted) && isCurrent(row.panEncrypted)) {
          report.executives.current += 1;
          continue;
        }
        await tx
          .update(executives)
          .set({
            aadharEncrypted: again(
              row.aadharEncrypted,
              identityAad.aadhar(row.id),
              `The Aadhaar number of BDE #${row.id}`,
            ),
            panEncrypted: again(row.panEncrypted, identityAad.pan(row.id), `The PAN of BDE #${row.id}`),
          })
          .where(eq(executives.id, row.id));
        report.executives.reencrypted += 1;
      }
      if (rows.length) after = rows[rows.length - 1].id;
      return rows.length < BATCH;
    });
    if (done) break;
  }

  // Copies are up to 2 MB each: fewer per transaction.
  for (let after = 0; ;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: executiveDocuments.id, content: executiveDocuments.content })
        .from(executiveDocuments)
        .where(and(gt(executiveDocuments.id, after), isNotNull(executiveDocuments.content)))
        .orderBy(asc(executiveDocuments.id))
        .limit(20)
        .for('update');
      for (const row of rows) {
        if (cryptoBox.isCurrent(row.content!)) {
          report.documents.current += 1;
          continue;
        }
        await tx
          .update(executiveDocuments)
          .set({ content: reencrypt(row.content!, documentAad(row.id), `Document #${row.id}`) })
          .where(eq(executiveDocuments.id, row.id));
        report.documents.reencrypted += 1;
      }
      if (rows.length) after = rows[rows.length - 1].id;
      return rows.length < 20;
    });
    if (done) break;
  }
  report.staffSecrets = await rotateStaffSecrets(db, cryptoBox);
  report.personKeys = await new PersonKeys(cryptoBox).rotate(db);
  report.resumes = await rotateResumes(db, cryptoBox);
  Object.assign(report, await rotateBankAccounts(db, cryptoBox));
  return report;
}

interface StartLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * What start-up does with identity data before the app answers: refuse keys that do not open what is
 * stored, index BDEs registered before blind indexes, and move copies an older release left on disk
 * into the database.
 */
export async function prepareIdentityData(
  db: Db,
  keys: IdentityKeys,
  legacyFolder: LegacyDocumentFolder,
  log: StartLog,
): Promise<void> {
  await checkKeysOpenStoredData(db, keys);
  const { indexed, duplicates, unreadable } = await backfillBlindIndexes(db, keys);
  if (indexed) log.info(`indexed the Aadhaar numbers and PANs of ${indexed} earlier BDEs`);
  if (duplicates.length) {
    log.warn(
      `BDEs #${duplicates.join(', #')} share an Aadhaar number or PAN with an earlier BDE; ` +
        'they are left out of the duplicate index',
    );
  }
  if (unreadable.length) {
    log.warn(`the identity numbers of BDEs #${unreadable.join(', #')} cannot be decrypted; not indexed`);
  }
  const moved = await moveLegacyDocuments(db, keys.cryptoBox, legacyFolder);
  if (moved.moved)
    log.info(`moved ${moved.moved} document copies from ${legacyFolder.folder} into the database`);
  if (moved.missing) {
    log.warn(
      `${moved.missing} document copies are files this instance does not have (${legacyFolder.folder}); ` +
        'start the instance that has them once to move them into the database',
    );
  }
  if (moved.orphansRemoved) log.warn(`removed ${moved.orphansRemoved} document files no registration owns`);
}
