import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { insertExecutive, insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

// Argon2 hashing of each inserted BDE makes set-up slow on a busy machine.
jest.setTimeout(60_000);

let ctx: TestContext;
type Executive = Awaited<ReturnType<typeof insertExecutive>>;
let root: Executive;
let childA: Executive;
let childB: Executive;
let grandchild: Executive;
let greatGrandchild: Executive;
let outsider: Executive;

beforeAll(async () => {
  ctx = await createTestApp();
  root = await insertExecutive(ctx, { firstName: 'Asha', middleName: 'Devi', lastName: 'Rao' });
  childA = await insertExecutive(ctx, { firstName: 'Bala', lastName: 'Krishna', referredById: root.id });
  childB = await insertExecutive(ctx, { firstName: 'Chitra', lastName: 'Reddy', referredById: root.id });
  grandchild = await insertExecutive(ctx, {
    firstName: 'Deepak',
    lastName: 'Varma',
    referredById: childA.id,
  });
  greatGrandchild = await insertExecutive(ctx, {
    firstName: 'Esha',
    lastName: 'Nair',
    referredById: grandchild.id,
  });
  outsider = await insertExecutive(ctx, { firstName: 'Farhan', lastName: 'Ali' });
  await insertExecutive(ctx, { firstName: 'Outsider', lastName: 'Child', referredById: outsider.id });
});
afterAll(() => ctx.close());

describe('get-by-code', () => {
  test('answers the BDE’s own profile with identity numbers masked', async () => {
    const agent = await signedInAgent(ctx, 'bde', root.id);
    const response = await agent.get(EXECUTIVE_PATHS.byCode(root.bdeCode));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fullName: 'Asha Devi Rao',
      mobileNumber: '9876543210',
      email: root.email,
      state: 'Telangana',
      district: 'Hyderabad',
      bdeCode: root.bdeCode,
      regDate: root.createdAt.toISOString(),
      aadharMasked: `XXXX XXXX ${root.aadhar.slice(-4)}`,
      panMasked: `XXXXXX${root.pan.slice(-4)}`,
      reviewStatus: 'pending',
      reviewReason: null,
      language: 'en',
    });
    expect(response.body).not.toContain(root.aadhar);
    expect(response.body).not.toContain(root.pan);
    expect(response.body).not.toMatch(/password|Encrypted/i);
  });

  test('is 401 without a session', async () => {
    expect((await ctx.agent().get(EXECUTIVE_PATHS.byCode(root.bdeCode))).statusCode).toBe(401);
  });

  test('is 403 for anyone else’s code, even a BDE in the caller’s own downline', async () => {
    const agent = await signedInAgent(ctx, 'bde', root.id);
    for (const code of [childA.bdeCode, outsider.bdeCode, 'NOPE']) {
      const response = await agent.get(EXECUTIVE_PATHS.byCode(code));
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('@example.com');
    }
    const user = await insertUser(ctx);
    const userAgent = await signedInAgent(ctx, 'user', user.id);
    expect((await userAgent.get(EXECUTIVE_PATHS.byCode(root.bdeCode))).statusCode).toBe(403);
  });
});

describe('hierarchy', () => {
  test('lists the BDE’s direct children with full name and code, in joining order', async () => {
    const agent = await signedInAgent(ctx, 'bde', root.id);
    const response = await agent.get(EXECUTIVE_PATHS.hierarchy(root.bdeCode));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      children: [
        { fullName: 'Bala Krishna', bdeCode: childA.bdeCode },
        { fullName: 'Chitra Reddy', bdeCode: childB.bdeCode },
      ],
    });
  });

  test('answers for codes anywhere inside the caller’s downline', async () => {
    const agent = await signedInAgent(ctx, 'bde', root.id);
    expect((await agent.get(EXECUTIVE_PATHS.hierarchy(childA.bdeCode))).json()).toEqual({
      children: [{ fullName: 'Deepak Varma', bdeCode: grandchild.bdeCode }],
    });
    expect((await agent.get(EXECUTIVE_PATHS.hierarchy(grandchild.bdeCode))).json()).toEqual({
      children: [{ fullName: 'Esha Nair', bdeCode: greatGrandchild.bdeCode }],
    });
    expect((await agent.get(EXECUTIVE_PATHS.hierarchy(greatGrandchild.bdeCode))).json()).toEqual({
      children: [],
    });
    expect((await agent.get(EXECUTIVE_PATHS.hierarchy(childB.bdeCode))).json()).toEqual({ children: [] });
  });

  test('is 403 for a code outside the caller’s downline: above, beside, elsewhere or unknown', async () => {
    const agent = await signedInAgent(ctx, 'bde', childA.id);
    expect((await agent.get(EXECUTIVE_PATHS.hierarchy(grandchild.bdeCode))).statusCode).toBe(200);
    for (const code of [root.bdeCode, childB.bdeCode, outsider.bdeCode, 'BDE0000000']) {
      const response = await agent.get(EXECUTIVE_PATHS.hierarchy(code));
      expect(response.statusCode).toBe(403);
      expect(response.json()).not.toHaveProperty('children');
    }
  });

  test('is 401 without a session and 403 for an ordinary user', async () => {
    expect((await ctx.agent().get(EXECUTIVE_PATHS.hierarchy(root.bdeCode))).statusCode).toBe(401);
    const user = await insertUser(ctx);
    const userAgent = await signedInAgent(ctx, 'user', user.id);
    expect((await userAgent.get(EXECUTIVE_PATHS.hierarchy(root.bdeCode))).statusCode).toBe(403);
  });
});
