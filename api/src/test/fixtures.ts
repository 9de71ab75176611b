import crypto from 'node:crypto';
import { executives, sessions, users } from '../db/schema';
import { CryptoBox } from '../lib/crypto-box';
import { hashPassword } from '../lib/passwords';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, hashToken, type PrincipalKind } from '../plugins/session';
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

/** A registered BDE, straight into the table, with its identity numbers encrypted as the API stores them. */
export async function insertExecutive(
  ctx: TestContext,
  overrides: Partial<typeof executives.$inferInsert> = {},
) {
  const n = next();
  const box = new CryptoBox(ctx.dataKey);
  const userName = overrides.userName ?? `bde${n}`;
  const email = overrides.email ?? `bde${n}@example.com`;
  const [row] = await ctx.database.db
    .insert(executives)
    .values({
      bdeCode: `BDE${String(1000 + n)}`,
      userName,
      userNameKey: userName.toLowerCase(),
      passwordHash: await hashPassword('correct horse battery'),
      firstName: 'Test',
      lastName: `Executive ${n}`,
      mobileNumber: '9876543210',
      email,
      emailKey: email.toLowerCase(),
      aadharEncrypted: box.encryptText('123412341234'),
      aadharLast4: '1234',
      panEncrypted: box.encryptText('ABCDE1234F'),
      panLast4: '234F',
      address: '1-2-3 Ameerpet',
      pinCode: '500016',
      area: 'Ameerpet',
      state: 'Telangana',
      district: 'Hyderabad',
      dob: '1990-04-12',
      ...overrides,
    })
    .returning();
  return row;
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
    expiresAt: new Date(at + SESSION_ABSOLUTE_MS),
  });
  const agent = ctx.agent();
  agent.cookies.set(SESSION_COOKIE, token);
  return agent;
}
