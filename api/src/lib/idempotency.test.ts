import { count, eq } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import { CLIENT_INFO_PATH, clientInfoPathAs } from 'shared/contract/client-info';
import { IDEMPOTENCY_MESSAGES } from 'shared/contract/idempotency';
import { clientInfos, idempotencyKeys, leadFollowUps } from '../db/schema';
import { insertExecutive, insertLead, signedInAgent } from '../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../test/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
let bde: Awaited<ReturnType<typeof insertExecutive>>;
let agent: TestAgent;
let leadId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  bde = await insertExecutive(ctx);
  agent = await signedInAgent(ctx, 'bde', bde.id);
  leadId = (
    await insertLead(ctx, { companyName: 'Offline Co', executiveId: bde.id, followUpOn: '2026-03-10' })
  ).id;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(leadFollowUps);
  await ctx.database.db.delete(idempotencyKeys);
});

const followUp = (note = 'Called from the bus stand.') => ({ leadId, action: 'done', note });

const postFollowUp = (body: unknown, key?: string, as: TestAgent = agent, code = bde.bdeCode) =>
  as.request({
    method: 'POST',
    url: BDE_PORTAL_PATHS.followUps(code),
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
  });

async function followUps() {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(leadFollowUps)
    .where(eq(leadFollowUps.leadId, leadId));
  return row.n;
}

describe('a follow-up with an Idempotency-Key', () => {
  test('sent three times is recorded once, and each answer is the first one', async () => {
    const key = randomUUID();
    const first = await postFollowUp(followUp(), key);
    const second = await postFollowUp(followUp(), key);
    const third = await postFollowUp(followUp(), key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (const again of [second, third]) {
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
    }
    expect(await followUps()).toBe(1);
  });

  test('the same key with another body is a 422 naming the header, and records nothing', async () => {
    const key = randomUUID();
    expect((await postFollowUp(followUp(), key)).statusCode).toBe(200);
    const other = await postFollowUp(followUp('Something else.'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      title: IDEMPOTENCY_MESSAGES.otherRequest,
      errors: { 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.otherRequest] },
    });
    expect(await followUps()).toBe(1);
  });

  test('two at once with the same key record one row', async () => {
    const key = randomUUID();
    const answers = await Promise.all([postFollowUp(followUp(), key), postFollowUp(followUp(), key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual(
      answers.some((answer) => answer.statusCode === 409) ? [200, 409] : [200, 200],
    );
    expect(await followUps()).toBe(1);
  });

  test('a malformed key is a 400 naming the header, before anything is recorded', async () => {
    for (const key of ['short', 'x'.repeat(65), 'has spaces in it 1234', 'ünïcode-0123456789abc']) {
      const answer = await postFollowUp(followUp(), key);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual({ 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.badKey] });
    }
    expect(await followUps()).toBe(0);
  });

  test('without a key every send records, as before', async () => {
    expect((await postFollowUp(followUp())).statusCode).toBe(200);
    expect((await postFollowUp(followUp())).statusCode).toBe(200);
    expect(await followUps()).toBe(2);
  });

  test('a refused send claims no key: the corrected one with the same key records', async () => {
    const key = randomUUID();
    expect((await postFollowUp({ ...followUp(), leadId: leadId + 1000 }, key)).statusCode).toBe(400);
    expect((await postFollowUp({ ...followUp(), leadId: leadId + 1000 }, key)).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(idempotencyKeys)).toEqual([]);
    expect((await postFollowUp(followUp(), key)).statusCode).toBe(200);
    expect(await followUps()).toBe(1);
  });

  test('another BDE with the same key is another request', async () => {
    const key = randomUUID();
    expect((await postFollowUp(followUp(), key)).statusCode).toBe(200);
    const other = await insertExecutive(ctx);
    const otherAgent = await signedInAgent(ctx, 'bde', other.id);
    // Not their lead: their own answer (a 400), not the first BDE's stored one.
    expect((await postFollowUp(followUp(), key, otherAgent, other.bdeCode)).statusCode).toBe(400);
  });
});

describe('the client form with an Idempotency-Key', () => {
  let address = 0;
  const form = () => ({
    companyName: 'Sri Lakshmi Textiles',
    industryType: 'Retail',
    address: '12-4 Begum Bazaar, Hyderabad',
    email: 'owner@srilakshmi.example',
    mobile: '9848012345',
    website: '',
    contactPerson: 'Lakshmi Prasad',
    teamContact: 'Owner',
    servicesRequired: ['Others'],
    others: 'Billing',
    date: '2024-03-05T10:15:00.000Z',
    nextAppointmentDate: '',
    reference: '',
    note: '',
    bdeCode: '',
    cidServices: 'Others',
  });
  const send = (body: unknown, key?: string, as: TestAgent = ctx.agent()) =>
    as.request({
      method: 'POST',
      url: CLIENT_INFO_PATH,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      remoteAddress: `10.9.0.${++address}`,
    });
  async function leads() {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(clientInfos)
      .where(eq(clientInfos.companyName, 'Sri Lakshmi Textiles'));
    return row.n;
  }
  beforeEach(() =>
    ctx.database.db.delete(clientInfos).where(eq(clientInfos.companyName, 'Sri Lakshmi Textiles')),
  );

  test("a visitor's repeated key is one lead and the first answer", async () => {
    const key = randomUUID();
    const first = await send(form(), key);
    const again = await send(form(), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await leads()).toBe(1);
    expect((await send({ ...form(), note: 'changed' }, key)).statusCode).toBe(422);
    expect(await leads()).toBe(1);
  });

  test("the stored hash of a visitor's form is keyed: the plain SHA-256 of what was sent is not kept", async () => {
    const key = randomUUID();
    expect((await send(form(), key)).statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ requestHash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    const plain = createHash('sha256')
      .update(JSON.stringify([CLIENT_INFO_PATH, form()]))
      .digest('hex');
    expect(row.requestHash).toMatch(/^k1:[0-9a-f]{64}$/);
    expect(row.requestHash).not.toContain(plain);
  });

  test('a key stored with the plain hash of before is still the same request, and only it', async () => {
    const key = randomUUID();
    const body = form();
    await ctx.database.db.insert(idempotencyKeys).values({
      scope: 'client-info',
      subject: '',
      key,
      requestHash: createHash('sha256')
        .update(JSON.stringify([CLIENT_INFO_PATH, body]))
        .digest('hex'),
      status: 201,
      body: { id: 424242 },
    });
    const again = await send(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ id: 424242 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await send({ ...body, note: 'changed' }, key)).statusCode).toBe(422);
    expect(await leads()).toBe(0);
  });

  test("a signed-in BDE's form sent twice at once is one credited lead", async () => {
    const key = randomUUID();
    const body = { ...form(), bdeCode: bde.bdeCode };
    const answers = await Promise.all([send(body, key, agent), send(body, key, agent)]);
    expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
    expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    expect(await leads()).toBe(1);
  });

  test("a form naming its BDE (?as=) is taken only from that BDE's session: a replay after it ended waits", async () => {
    const key = randomUUID();
    const body = { ...form(), bdeCode: bde.bdeCode };
    const path = clientInfoPathAs(bde.bdeCode);
    const sendAs = (as: TestAgent) =>
      as.request({
        method: 'POST',
        url: path,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        remoteAddress: `10.9.0.${++address}`,
      });
    const first = await sendAs(agent);
    expect(first.statusCode).toBe(201);
    // The session has ended: as a visitor it is refused, not a second (uncredited) lead.
    expect((await sendAs(ctx.agent())).statusCode).toBe(401);
    const other = await insertExecutive(ctx);
    expect((await sendAs(await signedInAgent(ctx, 'bde', other.id))).statusCode).toBe(403);
    const again = await sendAs(agent);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await leads()).toBe(1);
    const [lead] = await ctx.database.db
      .select({ executiveId: clientInfos.executiveId })
      .from(clientInfos)
      .where(eq(clientInfos.companyName, 'Sri Lakshmi Textiles'));
    expect(lead.executiveId).toBe(bde.id);
  });

  test('without a key, a bad key, as before', async () => {
    expect((await send(form())).statusCode).toBe(201);
    expect((await send(form())).statusCode).toBe(201);
    expect(await leads()).toBe(2);
    expect((await send(form(), 'bad key')).json().errors).toEqual({
      'Idempotency-Key': [IDEMPOTENCY_MESSAGES.badKey],
    });
  });
});
