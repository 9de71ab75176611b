import { and, eq } from 'drizzle-orm';
import { BDE_DATA_MESSAGES, BDE_DATA_PATHS } from 'shared/contract/bde-data';
import type { BdeErasureState } from 'shared/contract/bde-data-responses';
import { auditLog, emailOutbox, erasureRequests } from '../../db/schema';
import { insertExecutive, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

jest.setTimeout(60_000);

const STAFF_ADDRESS = 'erasure-desk@example.com';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { staffNotifyEmail: STAFF_ADDRESS } });
});
afterAll(() => ctx.close());

const requestsOf = (executiveId: number) =>
  ctx.database.db.select().from(erasureRequests).where(eq(erasureRequests.executiveId, executiveId));
const auditOf = (requestId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'erasure-request'), eq(auditLog.targetId, String(requestId))));

async function signedInBde(overrides: Parameters<typeof insertExecutive>[1] = {}) {
  const bde = await insertExecutive(ctx, overrides);
  return { bde, agent: await signedInAgent(ctx, 'bde', bde.id) };
}

describe('POST /api/BDEPortal/ErasureRequest', () => {
  test('records a pending request, tells staff and the BDE, audits it; GET shows it', async () => {
    const { bde, agent } = await signedInBde({ firstName: 'Kavya', lastName: 'Menon' });
    expect((await agent.get(BDE_DATA_PATHS.erasureRequest(bde.bdeCode))).json()).toEqual({ request: null });

    const response = await agent.request({
      method: 'POST',
      url: BDE_DATA_PATHS.erasureRequest(bde.bdeCode),
      payload: { reason: '  I have left the programme.  ' },
      remoteAddress: '203.0.113.20',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { request } = response.json<BdeErasureState>();
    expect(request).toEqual({
      status: 'pending',
      reason: 'I have left the programme.',
      requestedAt: new Date(ctx.clock.now).toISOString(),
      handledAt: null,
      declineReason: null,
    });
    expect((await agent.get(BDE_DATA_PATHS.erasureRequest(bde.bdeCode))).json()).toEqual({ request });

    const [row] = await requestsOf(bde.id);
    expect(row).toMatchObject({ bdeCode: bde.bdeCode, status: 'pending', handledBy: null });
    expect(await auditOf(row.id)).toEqual([
      expect.objectContaining({
        staffId: null,
        action: 'bde.erasure-request',
        ipAddress: '203.0.113.20',
        detail: JSON.stringify({ bdeCode: bde.bdeCode }),
      }),
    ]);

    const notice = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, STAFF_ADDRESS));
    expect(notice).toHaveLength(1);
    expect(notice[0].subject).toContain(bde.bdeCode);
    expect(notice[0].textBody).toContain(`${ctx.config.publicOrigin}/staff/erasure-requests`);
    // The staff notice outlives the erasure: it names the BDE by code only, and not their reason.
    for (const personal of ['Kavya', 'Menon', bde.email, 'left the programme']) {
      expect(notice[0].textBody + notice[0].subject).not.toContain(personal);
    }
    const [acknowledgement] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, bde.email));
    expect(acknowledgement.template).toBe('bde-erasure-acknowledgement');
    // It greets nobody by name: the name was typed into a public form, like the address.
    expect(acknowledgement.textBody).not.toContain('Kavya');
  });

  test('the reason is optional', async () => {
    const { bde, agent } = await signedInBde();
    const response = await agent.postJson(BDE_DATA_PATHS.erasureRequest(bde.bdeCode), {});
    expect(response.statusCode).toBe(201);
    expect(response.json<BdeErasureState>().request?.reason).toBe('');
  });

  test('one pending at a time: a second is a 409 that records and sends nothing', async () => {
    const { bde, agent } = await signedInBde();
    expect((await agent.postJson(BDE_DATA_PATHS.erasureRequest(bde.bdeCode), {})).statusCode).toBe(201);
    const emails = (await ctx.database.db.select().from(emailOutbox)).length;
    const again = await agent.postJson(BDE_DATA_PATHS.erasureRequest(bde.bdeCode), { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(BDE_DATA_MESSAGES.alreadyPending);
    expect(await requestsOf(bde.id)).toHaveLength(1);
    expect(await ctx.database.db.select().from(emailOutbox)).toHaveLength(emails);
  });

  test('two sent at once: one is recorded, the other is a 409', async () => {
    const { bde, agent } = await signedInBde();
    await agent.get('/api/antiforgery');
    const answers = await Promise.all(
      [1, 2].map(() => agent.postJson(BDE_DATA_PATHS.erasureRequest(bde.bdeCode), {})),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await requestsOf(bde.id)).toHaveLength(1);
  });

  test('a reason over 500 characters, an unknown field or a number: 400, nothing recorded', async () => {
    const { bde, agent } = await signedInBde();
    for (const body of [{ reason: 'x'.repeat(501) }, { reason: 'ok', extra: 1 }, { reason: 5 }]) {
      const response = await agent.postJson(BDE_DATA_PATHS.erasureRequest(bde.bdeCode), body);
      expect(response.statusCode).toBe(400);
    }
    expect(await requestsOf(bde.id)).toEqual([]);
  });

  test('another BDE’s code: 403, nothing recorded for either', async () => {
    const { bde: me, agent } = await signedInBde();
    const other = await insertExecutive(ctx);
    const response = await agent.postJson(BDE_DATA_PATHS.erasureRequest(other.bdeCode), { reason: 'Hijack' });
    expect(response.statusCode).toBe(403);
    expect(await requestsOf(other.id)).toEqual([]);
    expect(await requestsOf(me.id)).toEqual([]);
    expect((await agent.get(BDE_DATA_PATHS.erasureRequest(other.bdeCode))).statusCode).toBe(403);
  });

  test('without a session: 401; a user’s or a staff session: 403', async () => {
    const bde = await insertExecutive(ctx);
    expect((await ctx.agent().postJson(BDE_DATA_PATHS.erasureRequest(bde.bdeCode), {})).statusCode).toBe(401);
    for (const kind of ['user', 'staff'] as const) {
      const agent = await signedInAgent(ctx, kind, bde.id);
      expect((await agent.postJson(BDE_DATA_PATHS.erasureRequest(bde.bdeCode), {})).statusCode).toBe(403);
    }
    expect(await requestsOf(bde.id)).toEqual([]);
  });
});
