import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { executiveDocuments } from '../../db/schema';
import { insertExecutive, sealLikeFirstRelease } from '../../test/fixtures';
import { openDocument } from '../../test/documents';
import { createTestApp, type TestContext } from '../../test/test-app';
import { LegacyDocumentFolder, ORPHAN_AGE_MS, moveLegacyDocuments } from './legacy-documents';
import { JPEG, PDF } from './registration-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const newName = () => `${crypto.randomBytes(16).toString('hex')}.bin`;

/** A copy as an older release kept it: a file in the uploads folder, its row naming it, no content. */
async function legacyCopy(folder: string, executiveId: number, content: Buffer, { onDisk = true } = {}) {
  const storageName = newName();
  fs.mkdirSync(folder, { recursive: true });
  if (onDisk) fs.writeFileSync(path.join(folder, storageName), sealLikeFirstRelease(content, ctx.dataKey));
  const [row] = await ctx.database.db
    .insert(executiveDocuments)
    .values({
      executiveId,
      kind: 'aadhar',
      storageName,
      mimeType: 'application/pdf',
      sizeBytes: content.length,
    })
    .returning();
  return row;
}

function orphanFile(folder: string, ageMs: number) {
  const name = newName();
  fs.writeFileSync(path.join(folder, name), sealLikeFirstRelease(PDF, ctx.dataKey));
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(path.join(folder, name), at, at);
  return name;
}

const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(executiveDocuments).where(eq(executiveDocuments.id, id)))[0];

test('at start, copies left on disk move into their rows, bound to them; the files and old orphans go', async () => {
  const folder = path.join(ctx.config.dataDir, 'old-uploads');
  const bde = await insertExecutive(ctx);
  const pdf = await legacyCopy(folder, bde.id, PDF);
  const jpeg = await legacyCopy(folder, bde.id, JPEG);
  const elsewhere = await legacyCopy(folder, bde.id, PDF, { onDisk: false });
  orphanFile(folder, ORPHAN_AGE_MS + 60_000);
  const freshOrphan = orphanFile(folder, 0);

  // An instance started on this database with the old uploads folder.
  const started = await createTestApp({
    database: ctx.database,
    keys: ctx.keys,
    config: { uploadsDir: folder },
  });
  try {
    for (const [document, content] of [
      [pdf, PDF],
      [jpeg, JPEG],
    ] as const) {
      const row = await rowOf(document.id);
      expect(row.storageName).toBeNull();
      expect(row.content!.subarray(0, 2).toString()).toBe('v2');
      expect(await openDocument(started, document.id)).toEqual(content);
      // Bound to its own row: the other row's id does not open it.
      expect(() =>
        ctx.identity.cryptoBox.decrypt(row.content!, `executive_documents.content#${elsewhere.id}`),
      ).toThrow();
    }
    // A copy whose file this instance does not have stays as it was, for the instance that has it.
    expect(await rowOf(elsewhere.id)).toMatchObject({ storageName: elsewhere.storageName, content: null });
    await expect(openDocument(started, elsewhere.id)).rejects.toThrow(/still a file/);
    expect(fs.readdirSync(folder)).toEqual([freshOrphan]);
  } finally {
    await started.close();
  }
});

test('a second run (or a second instance) finds nothing left to move', async () => {
  const folder = path.join(ctx.config.dataDir, 'uploads-again');
  const bde = await insertExecutive(ctx);
  const copy = await legacyCopy(folder, bde.id, PDF);
  const legacy = new LegacyDocumentFolder(folder);
  const [one, two] = await Promise.all([
    moveLegacyDocuments(ctx.database.db, ctx.identity.cryptoBox, legacy),
    moveLegacyDocuments(ctx.database.db, ctx.identity.cryptoBox, legacy),
  ]);
  expect(one.moved + two.moved).toBe(1);
  expect((await rowOf(copy.id)).storageName).toBeNull();
  expect(await moveLegacyDocuments(ctx.database.db, ctx.identity.cryptoBox, legacy)).toMatchObject({
    moved: 0,
  });
  expect(fs.readdirSync(folder)).toEqual([]);
});

test('no uploads folder at all is fine', async () => {
  const legacy = new LegacyDocumentFolder(path.join(ctx.config.dataDir, 'nowhere'));
  expect(await moveLegacyDocuments(ctx.database.db, ctx.identity.cryptoBox, legacy)).toEqual({
    moved: 0,
    missing: expect.any(Number),
    orphansRemoved: 0,
  });
});
