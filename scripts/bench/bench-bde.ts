// A BDE written straight into a benchmark's database, sealed as the API seals it (the app checks at
// start that its keys open every identity number).
import type { Database } from '../../api/src/db/client';
import { executives } from '../../api/src/db/schema';
import {
  sealIdentityNumbers,
  takeId,
  type IdentityKeys,
} from '../../api/src/partners/executives/identity-data';
import { testAadhar, testPan } from '../../shared/test/test-identities';

/** BDE `n` of a benchmark whose codes start at `codeBase` and names at `prefix`; its row id. */
export async function insertBenchBde(
  db: Database['db'],
  identity: IdentityKeys,
  {
    n,
    codeBase,
    prefix,
    identityBase,
    more = {},
  }: {
    n: number;
    codeBase: number;
    prefix: string;
    /** Where this benchmark's test Aadhaar numbers and PANs start, apart from other benchmarks'. */
    identityBase: number;
    more?: Partial<typeof executives.$inferInsert>;
  },
): Promise<number> {
  const id = await takeId(db, 'executives');
  await db.insert(executives).values({
    id,
    bdeCode: `BDE${codeBase + n}`,
    userName: `${prefix}${n}`,
    userNameKey: `${prefix}${n}`,
    passwordHash: 'x',
    firstName: 'Bench',
    lastName: `Partner ${n}`,
    mobileNumber: '9876543210',
    email: `${prefix}${n}@example.com`,
    emailKey: `${prefix}${n}@example.com`,
    ...sealIdentityNumbers(identity, id, testAadhar(identityBase + n), testPan(identityBase + n)),
    address: 'Madhapur',
    pinCode: '500081',
    area: 'Madhapur',
    state: 'Telangana',
    district: 'Hyderabad',
    dob: '1990-01-01',
    ...more,
  });
  return id;
}
