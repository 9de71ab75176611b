import { eq, sql } from 'drizzle-orm';
import { PASSWORD_TOO_COMMON } from 'shared/contract/password-rule';
import { STAFF_PATHS, STAFF_SETUP_HOURS } from 'shared/contract/staff';
import {
  STAFF_PASSWORDS_DIFFER,
  STAFF_SETUP_CODE_WRONG,
  STAFF_SETUP_LINK_DEAD,
} from 'shared/contract/staff-account-schema';
import { auditLog, staffMembers, staffRecoveryCodes } from '../../db/schema';
import { signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { secretAad } from './secrets-service';
import { auditRows, insertActiveStaff, setupTokenSentTo, signInStaff } from './staff-test-helpers';
import { base32Decode, base32Encode, totpCode } from './totp';

jest.setTimeout(60_000);

let ctx: TestContext;
let admin: TestAgent;

beforeAll(async () => {
  ctx = await createTestApp({ config: { publicOrigin: 'http://office.example.in' } });
  const member = await insertActiveStaff(ctx, { role: 'admin' });
  admin = await signedInAgent(ctx, 'staff', member.id);
});
afterAll(() => ctx.close());

let sequence = 0;

/** An admin adds a member; their set-up token, from the email to the member (the admin never sees it). */
async function addMember(role: 'admin' | 'staff' = 'staff') {
  sequence += 1;
  const email = `new.member${sequence}@example.com`;
  const response = await admin.postJson(STAFF_PATHS.members, { name: `New Member ${sequence}`, email, role });
  expect(response.statusCode).toBe(201);
  const { id } = response.json() as { id: number };
  expect(response.json()).toEqual({ id, emailedTo: email });
  return { id, email, token: await setupTokenSentTo(ctx, email) };
}

/** Opening a link: the token goes in the body, never the path. */
const openSetup = (token: string) => ctx.agent().postJson(STAFF_PATHS.setupOpen, { token });
const finishSetup = (agent: TestAgent, token: string, fields: Record<string, string>) =>
  agent.postJson(STAFF_PATHS.setup, { token, ...fields });
const PASSWORD = 'a brand new password';

async function memberRow(id: number) {
  const [row] = await ctx.database.db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

test('a new member opens the link, scans the code, sets a password, and gets recovery codes once', async () => {
  const { id, email, token } = await addMember();
  const page = await openSetup(token);
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  const shown = page.json();
  expect(shown).toMatchObject({ name: expect.stringMatching(/^New Member/), email });
  expect(shown.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(shown.otpauthUri).toBe(
    `otpauth://totp/Deccan%20Stack:${encodeURIComponent(email)}?secret=${shown.secret}&issuer=Deccan%20Stack&algorithm=SHA1&digits=6&period=30`,
  );
  expect(shown.qr.size).toBeGreaterThanOrEqual(29);
  expect(shown.qr.path).toMatch(/^M4 4h7v1h-7z/);

  // A reload shows the same secret: a code already scanned keeps working.
  expect((await openSetup(token)).json().secret).toBe(shown.secret);
  // Stored sealed, bound to its row and column; never in the clear.
  const pending = (await memberRow(id)).pendingTotpSecret!;
  expect(pending.includes(base32Decode(shown.secret)!)).toBe(false);
  expect(ctx.identity.cryptoBox.decrypt(pending, secretAad('pending_totp_secret', id))).toEqual(
    base32Decode(shown.secret),
  );

  const secret = base32Decode(shown.secret)!;
  const code = totpCode(secret, ctx.clock.now);
  const done = await finishSetup(ctx.agent(), token, { password: PASSWORD, confirmPassword: PASSWORD, code });
  expect(done.statusCode).toBe(200);
  expect(done.headers['cache-control']).toBe('no-store');
  const { recoveryCodes } = done.json() as { recoveryCodes: string[] };
  expect(done.json().email).toBe(email);
  expect(recoveryCodes).toHaveLength(10);

  const row = await memberRow(id);
  expect(row).toMatchObject({ pendingTotpSecret: null, setupTokenHash: null, setupExpiresAt: null });
  expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  expect(ctx.identity.cryptoBox.decrypt(row.totpSecret!, secretAad('totp_secret', id))).toEqual(secret);
  const stored = await ctx.database.db
    .select()
    .from(staffRecoveryCodes)
    .where(eq(staffRecoveryCodes.staffId, id));
  expect(stored).toHaveLength(10);
  for (const code of recoveryCodes) expect(stored.map((entry) => entry.codeHash)).not.toContain(code);
  const [audit] = (await auditRows(ctx, 'staff.setup')).filter((entry) => entry.staffId === id);
  expect(audit).toBeDefined();

  // The link is spent: it shows nothing now, and finishes nothing.
  const again = await openSetup(token);
  expect(again.statusCode).toBe(404);
  expect(again.json().title).toBe(STAFF_SETUP_LINK_DEAD);

  // The code that proved the authenticator cannot sign in; the next one does, and so does a recovery code.
  expect((await signInStaff(ctx, { email, secret }, { code, password: PASSWORD })).response.statusCode).toBe(
    401,
  );
  ctx.clock.now += 30_000;
  expect((await signInStaff(ctx, { email, secret }, { password: PASSWORD })).response.statusCode).toBe(200);
  const withRecovery = await signInStaff(
    ctx,
    { email, secret },
    { code: recoveryCodes[3], password: PASSWORD },
  );
  expect(withRecovery.response.json()).toMatchObject({ usedRecoveryCode: true, recoveryCodesLeft: 9 });
});

test('a wrong code, a password mismatch, a short or a common password is a 400 naming the field, and changes nothing', async () => {
  const { id, token } = await addMember();
  const { secret } = (await openSetup(token)).json() as { secret: string };
  const before = await memberRow(id);
  const agent = ctx.agent();
  const wrongCode = await finishSetup(agent, token, {
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code: totpCode(base32Decode(secret)!, ctx.clock.now + 120_000),
  });
  expect(wrongCode.statusCode).toBe(400);
  expect(wrongCode.json().errors).toEqual({ code: [STAFF_SETUP_CODE_WRONG] });

  const mismatch = await finishSetup(agent, token, {
    password: PASSWORD,
    confirmPassword: `${PASSWORD}!`,
    code: '12345',
  });
  expect(mismatch.statusCode).toBe(400);
  expect(mismatch.json().errors).toMatchObject({
    confirmPassword: [STAFF_PASSWORDS_DIFFER],
    code: [expect.any(String)],
  });
  const short = await finishSetup(agent, token, {
    password: 'short',
    confirmPassword: 'short',
    code: totpCode(base32Decode(secret)!, ctx.clock.now),
  });
  expect(short.statusCode).toBe(400);
  expect(Object.keys(short.json().errors)).toEqual(['password']);
  const common = await finishSetup(agent, token, {
    password: 'Password@123',
    confirmPassword: 'Password@123',
    code: totpCode(base32Decode(secret)!, ctx.clock.now),
  });
  expect(common.statusCode).toBe(400);
  expect(common.json().errors).toEqual({ password: [PASSWORD_TOO_COMMON] });
  // Built on the member's own name or address: the form does not know them, the server does.
  for (const personal of [`NewMember${sequence}!`, `new.member${sequence}@example.com`]) {
    const refused = await finishSetup(agent, token, {
      password: personal,
      confirmPassword: personal,
      code: totpCode(base32Decode(secret)!, ctx.clock.now),
    });
    expect(refused.json().errors).toEqual({ password: [PASSWORD_TOO_COMMON] });
  }

  expect(await memberRow(id)).toEqual(before);
  const codes = await ctx.database.db
    .select()
    .from(staffRecoveryCodes)
    .where(eq(staffRecoveryCodes.staffId, id));
  expect(codes).toEqual([]);
});

test('a link over 24 hours old is gone (410), and so is one never given (404)', async () => {
  const { token } = await addMember();
  ctx.clock.now += STAFF_SETUP_HOURS * 60 * 60 * 1000 + 1000;
  try {
    const expired = await openSetup(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().title).toBe(STAFF_SETUP_LINK_DEAD);
    const finish = await finishSetup(ctx.agent(), token, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code: '123456',
    });
    expect(finish.statusCode).toBe(410);
  } finally {
    ctx.clock.now -= STAFF_SETUP_HOURS * 60 * 60 * 1000 + 1000;
  }
  for (const unknown of ['A'.repeat(43), 'short', 'x'.repeat(200)]) {
    const response = await openSetup(unknown);
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe(STAFF_SETUP_LINK_DEAD);
  }
});

test('code guesses on one link are limited: 429 after ten', async () => {
  const { token } = await addMember();
  const { secret } = (await openSetup(token)).json() as { secret: string };
  const wrong = totpCode(base32Decode(secret)!, ctx.clock.now + 300_000);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await finishSetup(ctx.agent(), token, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code: wrong,
    });
    expect(response.statusCode).toBe(400);
  }
  const right = totpCode(base32Decode(secret)!, ctx.clock.now);
  const limited = await finishSetup(ctx.agent(), token, {
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code: right,
  });
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
});

test("a reset member's old link, password and authenticator stop working; the new link sets them up again", async () => {
  const { id, email, token } = await addMember();
  const first = base32Decode((await openSetup(token)).json().secret)!;
  const reset = await admin.postJson(STAFF_PATHS.memberReset({ staffId: id }), {});
  expect(reset.statusCode).toBe(200);
  expect(reset.json()).toEqual({ id, outcome: 'reset', emailedTo: email });
  const newToken = await setupTokenSentTo(ctx, email);
  expect(newToken).not.toBe(token);
  expect((await openSetup(token)).statusCode).toBe(404);
  const shown = (await openSetup(newToken)).json();
  expect(shown.secret).not.toBe(base32Encode(first));
  const done = await finishSetup(ctx.agent(), newToken, {
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code: totpCode(base32Decode(shown.secret)!, ctx.clock.now),
  });
  expect(done.statusCode).toBe(200);
  expect(done.json().email).toBe(email);
});

test("a disabled member's link shows nothing", async () => {
  const { id, token } = await addMember();
  expect((await admin.postJson(STAFF_PATHS.member({ staffId: id }), { disabled: true })).statusCode).toBe(
    200,
  );
  expect((await openSetup(token)).statusCode).toBe(404);
  const [{ n }] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.action, 'staff.disable'));
  expect(n).toBeGreaterThan(0);
});
