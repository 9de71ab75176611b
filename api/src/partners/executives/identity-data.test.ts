import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { executiveBankAccounts, executiveDocuments, executives, payouts } from '../../db/schema';
import { runAdminCommand } from '../../admin/admin-commands';
import { BlindIndex } from '../../lib/blind-index';
import { CryptoBox } from '../../lib/crypto-box';
import { insertFirstReleaseExecutive, insertStaff } from '../../test/fixtures';
import { insertBankAccount, insertPayout } from '../../earnings/ledger/ledger-test-kit';
import { openBankAccount, openPayoutAccount } from '../../earnings/payouts/bank-account-service';
import { openDocument } from '../../test/documents';
import { createTestApp, type TestContext } from '../../test/test-app';
import { backfillBlindIndexes, openIdentityNumbers } from './identity-data';
import { JPEG, PDF, PNG, postRegistration, validFields } from './registration-test-helpers';

jest.setTimeout(60_000);

const contexts: TestContext[] = [];
afterEach(async () => {
  // Instances that share a database close before its owner (the first), which closes the database.
  for (const ctx of contexts.splice(0).reverse()) await ctx.close();
});
async function app(options: Parameters<typeof createTestApp>[0] = {}) {
  const ctx = await createTestApp(options);
  contexts.push(ctx);
  return ctx;
}
/** Another instance on the same database, with the first one's keys unless told otherwise. */
const instance = (first: TestContext, keys: Partial<TestContext['keys']> = {}) =>
  app({ database: first.database, keys: { ...first.keys, ...keys } });

async function register(ctx: TestContext, copies = true) {
  const fields = validFields();
  const response = await postRegistration(
    ctx.agent(),
    fields,
    copies ? { AadharCopy: { content: PDF, name: 'a.pdf' }, PanCopy: { content: PNG, name: 'p.png' } } : {},
  );
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.database.db
    .select()
    .from(executives)
    .where(eq(executives.userName, fields.UserName));
  return { fields, row };
}

const allExecutives = (ctx: TestContext) => ctx.database.db.select().from(executives).orderBy(executives.id);
const allDocuments = (ctx: TestContext) =>
  ctx.database.db.select().from(executiveDocuments).orderBy(executiveDocuments.id);

test('a copy stored through one instance is read back, decrypted, through another on the same database', async () => {
  const first = await app();
  const { row } = await register(first);
  const second = await instance(first);

  const listed = await second.app.identityDocuments.list(row.id);
  expect(listed.map((d) => [d.kind, d.mimeType, d.sizeBytes])).toEqual([
    ['aadhar', 'application/pdf', PDF.length],
    ['pan', 'image/png', PNG.length],
  ]);
  expect(await openDocument(second, listed[0].id)).toEqual(PDF);
  expect(await openDocument(second, listed[1].id)).toEqual(PNG);
  expect(await openDocument(second, 999_999)).toBeNull();
});

describe('start refuses keys that do not open the stored data', () => {
  test('another DATA_KEY: refused, naming DATA_KEY; with the old key in DATA_KEY_PREVIOUS it starts', async () => {
    const first = await app();
    await register(first, false);
    const other = crypto.randomBytes(32);
    await expect(instance(first, { dataKey: other })).rejects.toThrow(
      /^DATA_KEY does not open the stored identity data: the identity numbers of BDE #\d+ cannot be decrypted/,
    );
    await expect(
      instance(first, { dataKey: other, previousDataKeys: [first.keys.dataKey] }),
    ).resolves.toBeTruthy();
  });

  test('another BLIND_INDEX_KEY: refused, naming BLIND_INDEX_KEY', async () => {
    const first = await app();
    await register(first, false);
    await expect(instance(first, { indexKey: crypto.randomBytes(32) })).rejects.toThrow(
      /^BLIND_INDEX_KEY does not match the stored blind indexes/,
    );
  });

  test('a number copied into another BDE’s row does not decrypt there, and start says which BDE', async () => {
    const first = await app();
    const a = await register(first, false);
    const b = await register(first, false);
    await first.database.db
      .update(executives)
      .set({ aadharEncrypted: a.row.aadharEncrypted })
      .where(eq(executives.id, b.row.id));
    const [moved] = await first.database.db.select().from(executives).where(eq(executives.id, b.row.id));
    expect(() => openIdentityNumbers(first.identity.cryptoBox, moved)).toThrow(
      `does not belong at executives.aadhar_encrypted#${b.row.id}`,
    );
    // Nor does a PAN moved into the Aadhaar column of its own row.
    expect(() =>
      openIdentityNumbers(first.identity.cryptoBox, { ...a.row, aadharEncrypted: a.row.panEncrypted }),
    ).toThrow(/does not belong/);
    await expect(instance(first)).rejects.toThrow(
      `the identity numbers of BDE #${b.row.id} cannot be decrypted`,
    );
  });

  test('a document copy moved to another document row does not decrypt, and start says which document', async () => {
    const first = await app();
    await register(first);
    const [aadharCopy, panCopy] = await allDocuments(first);
    await first.database.db
      .update(executiveDocuments)
      .set({ content: aadharCopy.content })
      .where(eq(executiveDocuments.id, panCopy.id));
    await expect(openDocument(first, panCopy.id)).rejects.toThrow(/does not belong/);
    await expect(instance(first)).rejects.toThrow(
      `DATA_KEY does not open the stored identity data: document #${panCopy.id} cannot be decrypted`,
    );
  });
});

describe('blind indexes of BDEs stored before there were any', () => {
  test('are filled in at start, so their numbers cannot register again', async () => {
    const first = await app();
    const old = await insertFirstReleaseExecutive(first);
    expect(old).toMatchObject({ aadharIndex: null, panIndex: null });

    const second = await instance(first);
    const [row] = await second.database.db.select().from(executives).where(eq(executives.id, old.id));
    expect(row.aadharIndex).toBe(second.identity.blindIndex.of('aadhar', old.aadhar));
    expect(row.panIndex).toBe(second.identity.blindIndex.of('pan', old.pan));

    const again = await postRegistration(second.agent(), validFields({ AadharNumber: old.aadhar }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ AadharNumber: ['This Aadhaar number is already registered.'] });
    const pan = await postRegistration(second.agent(), validFields({ Pannumber: old.pan }));
    expect(pan.json().errors).toEqual({ Pannumber: ['This PAN is already registered.'] });
  });

  test('two old BDEs with one Aadhaar number: the later is reported and keeps only its PAN index', async () => {
    const first = await app();
    const a = await insertFirstReleaseExecutive(first);
    const b = await insertFirstReleaseExecutive(first, { aadhar: a.aadhar, pan: 'ZZZPZ9999Z' });
    expect(await backfillBlindIndexes(first.database.db, first.identity)).toEqual({
      indexed: 1,
      duplicates: [b.id],
      unreadable: [],
    });
    const [, later] = (await allExecutives(first)).filter((row) => row.id === a.id || row.id === b.id);
    expect(later).toMatchObject({
      aadharIndex: null,
      panIndex: first.identity.blindIndex.of('pan', 'ZZZPZ9999Z'),
    });
    // Run again (the next start): nothing new, the same report, no error.
    expect((await backfillBlindIndexes(first.database.db, first.identity)).duplicates).toEqual([b.id]);
  });
});

test('rotate-data-key re-encrypts every number and copy with the new key; then the old key can go', async () => {
  const oldKey = crypto.randomBytes(32);
  const first = await app({ keys: { dataKey: oldKey } });
  await register(first);
  await register(first);
  const legacy = await insertFirstReleaseExecutive(first);
  // And a BDE with one copy only.
  await postRegistration(first.agent(), validFields(), { PanCopy: { content: JPEG, name: 'p.jpg' } });
  // A bank account and a payout made to it, sealed with the old key.
  const staff = await insertStaff(first);
  await insertBankAccount(first.database.db, first.identity.cryptoBox, legacy.id, {
    accountNumber: '998877665544',
  });
  await insertPayout(first, { executiveId: legacy.id, staffId: staff.id });

  // Every instance restarts with the new DATA_KEY and the old one in DATA_KEY_PREVIOUS...
  const newKey = crypto.randomBytes(32);
  const rotated = { dataKey: newKey, previousDataKeys: [oldKey] };
  const during = await instance(first, rotated);
  // ... which writes with the new key and reads both.
  const { row: fresh } = await register(during);
  expect(during.identity.cryptoBox.isCurrent(Buffer.from(fresh.aadharEncrypted, 'base64'))).toBe(true);

  const keys = {
    cryptoBox: new CryptoBox(newKey, [oldKey]),
    blindIndex: new BlindIndex(first.keys.indexKey),
  };
  // Without the old key the tool stops at the first value it cannot open, and says what to set.
  const withoutOld = { ...keys, cryptoBox: new CryptoBox(newKey) };
  await expect(
    runAdminCommand(first.database.db, ['rotate-data-key'], { identityKeys: () => withoutOld }),
  ).rejects.toThrow(/^The Aadhaar number of BDE #\d+ cannot be decrypted \(.*\)\. Set DATA_KEY_PREVIOUS/);
  const output = await runAdminCommand(first.database.db, ['rotate-data-key'], { identityKeys: () => keys });
  expect(output).toBe(
    [
      `Re-encrypted with DATA_KEY (key id ${keys.cryptoBox.keyId}):`,
      '  identity numbers of 4 BDEs (1 already current)',
      '  5 document copies (2 already current)',
      '  authenticator secrets of 0 staff members (0 already current)',
      '  0 person keys of the audit log (0 already current)',
      '  0 résumés of job applications (0 already current)',
      "  1 BDEs' bank account numbers (0 already current)",
      "  1 payouts' account numbers (0 already current)",
      'Nothing stored needs DATA_KEY_PREVIOUS any more: remove it from every instance and restart them.',
    ].join('\n'),
  );

  const onlyNew = new CryptoBox(newKey);
  for (const row of await allExecutives(first)) {
    expect(onlyNew.isCurrent(Buffer.from(row.aadharEncrypted, 'base64'))).toBe(true);
    expect(onlyNew.isCurrent(Buffer.from(row.panEncrypted, 'base64'))).toBe(true);
  }
  expect(
    openIdentityNumbers(
      onlyNew,
      (await allExecutives(first)).find((r) => r.id === legacy.id)!,
    ),
  ).toEqual({
    aadhar: legacy.aadhar,
    pan: legacy.pan,
  });
  for (const document of await allDocuments(first)) expect(onlyNew.isCurrent(document.content!)).toBe(true);
  const [account] = await first.database.db.select().from(executiveBankAccounts);
  expect(openBankAccount(onlyNew, account)).toBe('998877665544');
  const [payout] = await first.database.db.select().from(payouts);
  expect(openPayoutAccount(onlyNew, payout)).toBe('000111222333');

  // Without DATA_KEY_PREVIOUS the new key alone opens everything; the old key alone no longer does.
  const after = await instance(first, { dataKey: newKey, previousDataKeys: [] });
  const [copy] = await allDocuments(first);
  expect(await openDocument(after, copy.id)).toEqual(PDF);
  await expect(instance(first, { dataKey: oldKey, previousDataKeys: [] })).rejects.toThrow(
    /^DATA_KEY does not open the stored identity data/,
  );

  // A second run finds nothing to do.
  expect(
    await runAdminCommand(first.database.db, ['rotate-data-key'], { identityKeys: () => keys }),
  ).toContain('identity numbers of 0 BDEs (5 already current)');
});

test('rebuild-blind-index computes every index again with a new BLIND_INDEX_KEY', async () => {
  const first = await app();
  const { fields, row } = await register(first, false);
  const newIndexKey = crypto.randomBytes(32);
  await expect(instance(first, { indexKey: newIndexKey })).rejects.toThrow(/BLIND_INDEX_KEY/);
  const keys = { cryptoBox: first.identity.cryptoBox, blindIndex: new BlindIndex(newIndexKey) };
  expect(
    await runAdminCommand(first.database.db, ['rebuild-blind-index'], { identityKeys: () => keys }),
  ).toBe('Computed the blind indexes of 1 BDEs again with BLIND_INDEX_KEY.');
  const second = await instance(first, { indexKey: newIndexKey });
  const [rebuilt] = await second.database.db.select().from(executives).where(eq(executives.id, row.id));
  expect(rebuilt.aadharIndex).toBe(keys.blindIndex.of('aadhar', fields.AadharNumber));
  expect(
    (await postRegistration(second.agent(), validFields({ AadharNumber: fields.AadharNumber }))).statusCode,
  ).toBe(409);
});
