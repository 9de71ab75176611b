import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import { staffMembers } from '../../db/schema';
import { CryptoBox } from '../../lib/crypto-box';
import { signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { rotateDataKey } from '../../partners/executives/identity-data';
import { insertActiveStaff, setupTokenSentTo, signInStaff } from './staff-test-helpers';

jest.setTimeout(60_000);

const oldKey = crypto.randomBytes(32);
const newKey = crypto.randomBytes(32);
let first: TestContext;

beforeAll(async () => {
  first = await createTestApp({ keys: { dataKey: oldKey } });
});
afterAll(() => first.close());

test('rotate-data-key re-encrypts staff authenticator secrets, proven and pending; sign-in works on the new key alone', async () => {
  const member = await insertActiveStaff(first);
  const admin = await signedInAgent(first, 'staff', (await insertActiveStaff(first, { role: 'admin' })).id);
  const added = await admin.postJson(STAFF_PATHS.members, {
    name: 'Pending Person',
    email: 'pending@example.com',
    role: 'staff',
  });
  expect(added.statusCode).toBe(201);
  const token = await setupTokenSentTo(first, 'pending@example.com');
  const { secret: pendingSecret } = (await first.agent().postJson(STAFF_PATHS.setupOpen, { token })).json();

  const ring = new CryptoBox(newKey, [oldKey]);
  const report = await rotateDataKey(first.database.db, ring);
  // The member, the admin, and the pending secret's member.
  expect(report.staffSecrets).toEqual({ reencrypted: 3, current: 0 });
  const onlyNew = new CryptoBox(newKey);
  for (const row of await first.database.db.select().from(staffMembers)) {
    for (const sealed of [row.totpSecret, row.pendingTotpSecret]) {
      if (sealed) expect(onlyNew.isCurrent(sealed)).toBe(true);
    }
  }
  expect((await rotateDataKey(first.database.db, ring)).staffSecrets).toEqual({ reencrypted: 0, current: 3 });

  const after = await createTestApp({ database: first.database, keys: { dataKey: newKey } });
  try {
    after.clock.now = first.clock.now;
    expect((await signInStaff(after, member)).response.statusCode).toBe(200);
    // The set-up page still shows the secret the person may already have scanned.
    expect((await after.agent().postJson(STAFF_PATHS.setupOpen, { token })).json().secret).toBe(
      pendingSecret,
    );
  } finally {
    await after.close();
  }
  // The old key alone no longer opens them: a server given only it refuses to start.
  await expect(createTestApp({ database: first.database, keys: { dataKey: oldKey } })).rejects.toThrow(
    /^DATA_KEY does not open the stored identity data: the authenticator secret of staff member #\d+ cannot be decrypted/,
  );
  const [row] = await first.database.db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
  expect(() =>
    new CryptoBox(oldKey).decrypt(row.totpSecret!, `staff_members.totp_secret#${member.id}`),
  ).toThrow();
});
