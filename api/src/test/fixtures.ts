import crypto from 'node:crypto';
import { nextTestIdentity } from 'shared/test/test-identities';
import { clientInfos, executives, sessions, staffMembers, users } from '../db/schema';
import { sealIdentityNumbers, takeId } from '../partners/executives/identity-data';
import { hashPassword } from '../lib/passwords';
import { SESSION_COOKIE, SESSION_LIMITS, hashToken, type PrincipalKind } from '../plugins/session';
import type { TestAgent, TestContext } from './test-app';

let sequence = 0;
const next = () => (sequence += 1);

/** A registered user, straight into the table (for tests of what comes after sign-up). */
export async function insertUser(ctx: TestContext, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const email = overrides.email ?? `user${n}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      name: `Test User ${n}`,
      email,
      emailKey: email.toLowerCase(),
      passwordHash: await hashPassword('correct horse battery'),
      ...overrides,
    })
    .returning();
  return row;
}

/**
 * A registered BDE, straight into the table, with its identity numbers sealed and indexed as the API
 * stores them (a fresh valid Aadhaar number and PAN unless given); returned with them in the clear.
 */
export async function insertExecutive(
  ctx: TestContext,
  overrides: Partial<typeof executives.$inferInsert> = {},
  identity: { aadhar: string; pan: string } = nextTestIdentity(),
) {
  const n = next();
  const userName = overrides.userName ?? `bde${n}`;
  const email = overrides.email ?? `bde${n}@example.com`;
  const passwordHash = await hashPassword('correct horse battery');
  const row = await ctx.database.db.transaction(async (tx) => {
    const id = await takeId(tx, 'executives');
    const [inserted] = await tx
      .insert(executives)
      .values({
        id,
        bdeCode: `BDE${String(1000 + n)}`,
        userName,
        userNameKey: userName.toLowerCase(),
        passwordHash,
        firstName: 'Test',
        lastName: `Executive ${n}`,
        mobileNumber: '9876543210',
        email,
        emailKey: email.toLowerCase(),
        ...sealIdentityNumbers(ctx.identity, id, identity.aadhar, identity.pan),
        address: '1-2-3 Ameerpet',
        pinCode: '500016',
        area: 'Ameerpet',
        state: 'Telangana',
        district: 'Hyderabad',
        dob: '1990-04-12',
        ...overrides,
      })
      .returning();
    return inserted;
  });
  return { ...row, ...identity };
}

/**
 * A value sealed as the first release did (`v1 | IV | tag | ciphertext`: no key id, no associated
 * data), to stand for data stored before key ids, associated data and blind indexes.
 */
export function sealLikeFirstRelease(plain: Buffer | string, key: Buffer): Buffer {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(Buffer.from(plain)), cipher.final()]);
  return Buffer.concat([Buffer.from('v1'), iv, cipher.getAuthTag(), body]);
}

/** A BDE row as the first release stored it: numbers sealed without row binding, no blind indexes. */
export async function insertFirstReleaseExecutive(
  ctx: TestContext,
  identity: { aadhar: string; pan: string } = nextTestIdentity(),
  dataKey: Buffer = ctx.dataKey,
) {
  return insertExecutive(
    ctx,
    {
      aadharEncrypted: sealLikeFirstRelease(identity.aadhar, dataKey).toString('base64'),
      panEncrypted: sealLikeFirstRelease(identity.pan, dataKey).toString('base64'),
      aadharIndex: null,
      panIndex: null,
    },
    identity,
  );
}

/** An agent already signed in as the given principal, without going through a sign-in route. */
export async function signedInAgent(
  ctx: TestContext,
  kind: PrincipalKind,
  subjectId: number,
): Promise<TestAgent> {
  const token = crypto.randomBytes(16).toString('base64url');
  const at = ctx.clock.now;
  await ctx.database.db.insert(sessions).values({
    id: hashToken(token),
    kind,
    subjectId,
    createdAt: new Date(at),
    lastSeenAt: new Date(at),
    expiresAt: new Date(at + SESSION_LIMITS[kind].absoluteMs),
  });
  const agent = ctx.agent();
  agent.cookies.set(SESSION_COOKIE, token);
  return agent;
}

let staffCount = 0;

/**
 * A staff member whose set-up is finished (a password hash that opens nothing: tests sign them in
 * with `signedInAgent(ctx, 'staff', id)`, or set a real one).
 */
export async function insertStaff(
  ctx: TestContext,
  overrides: Partial<typeof staffMembers.$inferInsert> = {},
) {
  staffCount += 1;
  const email = overrides.email ?? `staff${staffCount}@example.com`;
  const [row] = await ctx.database.db
    .insert(staffMembers)
    .values({
      name: `Staff Member ${staffCount}`,
      role: 'staff',
      passwordHash: 'not-a-hash',
      ...overrides,
      email,
      emailKey: email.toLowerCase(),
    })
    .returning();
  return row;
}

/** A lead (client-information row) as the form stores it, every text empty unless given. */
export async function insertLead(ctx: TestContext, overrides: Partial<typeof clientInfos.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(clientInfos)
    .values({
      companyName: 'Co',
      industryType: '',
      address: '',
      email: '',
      mobile: '',
      website: '',
      contactPerson: '',
      teamContact: '',
      servicesRequired: [],
      others: '',
      clientDate: '',
      nextAppointmentDate: '',
      reference: '',
      note: '',
      cidServices: '',
      ...overrides,
    })
    .returning();
  return row;
}
