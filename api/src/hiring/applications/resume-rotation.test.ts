import crypto from 'node:crypto';
import { CryptoBox } from '../../lib/crypto-box';
import { applicationFields, applicationsOf, apply } from '../../test/job-applications';
import { plainPdf } from '../../test/resume-files';
import { createTestApp, type TestContext } from '../../test/test-app';
import { rotateDataKey } from '../../partners/executives/identity-data';
import { openResume } from './resume-service';

jest.setTimeout(60_000);

const oldKey = crypto.randomBytes(32);
const newKey = crypto.randomBytes(32);
let first: TestContext;
beforeAll(async () => {
  first = await createTestApp({ keys: { dataKey: oldKey } });
});
afterAll(() => first.close());

test('rotate-data-key re-encrypts résumés; then the old key can go, and a server given only it refuses to start', async () => {
  for (const email of ['rotate.a@example.in', 'rotate.b@example.in']) {
    expect((await apply(first.agent(), { fields: applicationFields(email) })).statusCode).toBe(201);
  }
  const ring = new CryptoBox(newKey, [oldKey]);
  expect((await rotateDataKey(first.database.db, ring)).resumes).toEqual({ reencrypted: 2, current: 0 });
  expect((await rotateDataKey(first.database.db, ring)).resumes).toEqual({ reencrypted: 0, current: 2 });

  const onlyNew = new CryptoBox(newKey);
  const [row] = await applicationsOf(first, 'rotate.a@example.in');
  expect(openResume(onlyNew, row.id, row.resumeContent).equals(plainPdf())).toBe(true);
  await expect(createTestApp({ database: first.database, keys: { dataKey: oldKey } })).rejects.toThrow(
    /^DATA_KEY does not open the stored identity data: the résumé of application #\d+ cannot be decrypted/,
  );
});
