import { BUSINESS_PATHS } from 'shared/contract/business';
import { insertExecutive, insertUser, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { acceptancePercentage, addProposal } from './proposal-service';

// Argon2 hashing of each inserted BDE makes set-up slow on a busy machine.
jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function withProposals(sent: number, accepted: number) {
  const bde = await insertExecutive(ctx);
  for (let i = 0; i < sent; i += 1) {
    await addProposal(ctx.database.db, {
      executiveId: bde.id,
      companyName: `Company ${i}`,
      status: i < accepted ? 'accepted' : 'sent',
    });
  }
  return bde;
}

test('the summary counts every proposal as sent and the accepted ones as accepted', async () => {
  const bde = await withProposals(3, 1);
  const other = await withProposals(5, 5);
  void other;
  const agent = await signedInAgent(ctx, 'bde', bde.id);
  const response = await agent.get(BUSINESS_PATHS.proposalSummary(bde.bdeCode));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ sent: 3, accepted: 1, percentage: 33.33 });
});

test('no proposals is 0 sent, 0 accepted, 0 percent', async () => {
  const bde = await withProposals(0, 0);
  const agent = await signedInAgent(ctx, 'bde', bde.id);
  expect((await agent.get(BUSINESS_PATHS.proposalSummary(bde.bdeCode))).json()).toEqual({
    sent: 0,
    accepted: 0,
    percentage: 0,
  });
});

test('the percentage is rounded to two decimals', () => {
  expect(acceptancePercentage(4, 4)).toBe(100);
  expect(acceptancePercentage(8, 3)).toBe(37.5);
  expect(acceptancePercentage(3, 2)).toBe(66.67);
  expect(acceptancePercentage(0, 0)).toBe(0);
});

test('without a session the summary is 401', async () => {
  const bde = await withProposals(1, 0);
  expect((await ctx.agent().get(BUSINESS_PATHS.proposalSummary(bde.bdeCode))).statusCode).toBe(401);
});

test('another BDE’s summary, or a user’s request, is 403', async () => {
  const mine = await withProposals(1, 1);
  const theirs = await withProposals(2, 1);
  const agent = await signedInAgent(ctx, 'bde', mine.id);
  const response = await agent.get(BUSINESS_PATHS.proposalSummary(theirs.bdeCode));
  expect(response.statusCode).toBe(403);
  expect(response.json()).not.toHaveProperty('sent');
  const user = await insertUser(ctx);
  const userAgent = await signedInAgent(ctx, 'user', user.id);
  expect((await userAgent.get(BUSINESS_PATHS.proposalSummary(mine.bdeCode))).statusCode).toBe(403);
});
