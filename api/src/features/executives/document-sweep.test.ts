import fs from 'node:fs';
import path from 'node:path';
import { CryptoBox } from '../../lib/crypto-box';
import { DocumentStore } from '../../lib/document-store';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ORPHAN_AGE_MS, sweepOrphanDocuments } from './document-sweep';
import { PDF, validFields } from './registration-test-helpers';
import { registerExecutive } from './registration-service';

jest.setTimeout(30_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

test('old copies no registration owns are deleted; owned and fresh ones stay', async () => {
  const box = new CryptoBox(ctx.dataKey);
  const documents = new DocumentStore(ctx.config.uploadsDir, box);
  await registerExecutive({ db: ctx.database.db, cryptoBox: box, documents }, validFields(), {
    AadharCopy: PDF,
  });
  const [owned] = await documents.list();
  const oldOrphan = await documents.save(PDF);
  const freshOrphan = await documents.save(PDF);
  const old = new Date(Date.now() - ORPHAN_AGE_MS - 60_000);
  for (const name of [owned.storageName, oldOrphan])
    fs.utimesSync(path.join(ctx.config.uploadsDir, name), old, old);

  expect(await sweepOrphanDocuments(ctx.database.db, documents)).toBe(1);
  const left = (await documents.list()).map((file) => file.storageName).sort();
  expect(left).toEqual([owned.storageName, freshOrphan].sort());
});

test('no uploads folder yet is fine', async () => {
  const documents = new DocumentStore(path.join(ctx.config.dataDir, 'nowhere'), new CryptoBox(ctx.dataKey));
  expect(await sweepOrphanDocuments(ctx.database.db, documents)).toBe(0);
});
