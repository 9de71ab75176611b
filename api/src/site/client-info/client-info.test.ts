import { count } from 'drizzle-orm';
import { CLIENT_INFO_LIMITS, CLIENT_INFO_PATH } from 'shared/contract/client-info';
import { clientInfos } from '../../db/schema';
import { insertExecutive, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';

// A fresh database per file starts slowly on a busy machine; Jest's 5 s default is too tight.
jest.setTimeout(60_000);

let ctx: TestContext;
let bdeCode: string;
let executiveId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const executive = await insertExecutive(ctx);
  bdeCode = executive.bdeCode;
  executiveId = executive.id;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(clientInfos);
});

const full = () => ({
  companyName: 'Sri Lakshmi Textiles',
  industryType: 'Retail',
  address: '12-4 Begum Bazaar, Hyderabad',
  email: 'owner@srilakshmi.example',
  mobile: '9848012345',
  website: 'srilakshmi.example',
  contactPerson: 'Lakshmi Prasad',
  teamContact: 'Owner',
  servicesRequired: ['Website Design & Development', 'Others'],
  others: 'Billing integration',
  date: '2024-03-05T10:15:00.000Z',
  nextAppointmentDate: '2024-03-12',
  reference: 'Walk-in',
  note: 'Wants an e-commerce site before Diwali.',
  bdeCode,
  cidServices: 'Website Design & Development, Others',
});

let lastAddress = 0;
/** Each request from its own client address, so the per-client limit only bites where a test wants it. */
const fromNewClient = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const send = (body: unknown, agent: TestAgent = ctx.agent()) =>
  agent.request({
    method: 'POST',
    url: CLIENT_INFO_PATH,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    remoteAddress: fromNewClient(),
  });

async function stored() {
  const [row] = await ctx.database.db.select({ n: count() }).from(clientInfos);
  return row.n;
}

test('a full form sent by its BDE is stored with its services and credited, and answered 201 with the id', async () => {
  const response = await send(full(), await signedInAgent(ctx, 'bde', executiveId));
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.database.db.select().from(clientInfos);
  expect(row).toMatchObject({
    id: response.json().id,
    companyName: 'Sri Lakshmi Textiles',
    teamContact: 'Owner',
    servicesRequired: ['Website Design & Development', 'Others'],
    clientDate: '2024-03-05T10:15:00.000Z',
    nextAppointmentDate: '2024-03-12',
    executiveId,
    cidServices: 'Website Design & Development, Others',
  });
});

test('an empty form is accepted (the client form has no required field) and stored with empty fields', async () => {
  const response = await send({});
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.database.db.select().from(clientInfos);
  expect(row).toMatchObject({ companyName: '', servicesRequired: [], executiveId: null });
});

test.each([
  ['a visitor', async () => ctx.agent()],
  ['a signed-in user', async () => signedInAgent(ctx, 'user', executiveId)],
  ['another BDE', async () => signedInAgent(ctx, 'bde', (await insertExecutive(ctx)).id)],
])('a lead naming a real BDE code but sent by %s is stored uncredited', async (_who, sender) => {
  expect((await send(full(), await sender())).statusCode).toBe(201);
  const [row] = await ctx.database.db.select().from(clientInfos);
  expect(row.executiveId).toBeNull();
});

test('a bdeCode that names no BDE is stored as absent', async () => {
  expect((await send({ ...full(), bdeCode: 'BDE-NOBODY' })).statusCode).toBe(201);
  const [row] = await ctx.database.db.select().from(clientInfos);
  expect(row.executiveId).toBeNull();
});

test('a service ticked twice is stored once', async () => {
  await send({ ...full(), servicesRequired: ['Logo Design', 'Logo Design'] });
  const [row] = await ctx.database.db.select().from(clientInfos);
  expect(row.servicesRequired).toEqual(['Logo Design']);
});

test.each([
  ['servicesRequired', { servicesRequired: ['Time travel'] }],
  ['servicesRequired', { servicesRequired: 'Logo Design' }],
  ['servicesRequired', { servicesRequired: [3] }],
  ['date', { date: 'yesterday' }],
  ['date', { date: '2' }],
  ['nextAppointmentDate', { nextAppointmentDate: '2024-02-30' }],
  ['nextAppointmentDate', { nextAppointmentDate: '12/03/2024' }],
  ['companyName', { companyName: 'x'.repeat(CLIENT_INFO_LIMITS.companyName + 1) }],
  ['note', { note: 'x'.repeat(CLIENT_INFO_LIMITS.note + 1) }],
  ['email', { email: 'x'.repeat(CLIENT_INFO_LIMITS.email + 1) }],
  ['mobile', { mobile: 9848012345 }],
  ['bdeCode', { bdeCode: 'x'.repeat(CLIENT_INFO_LIMITS.bdeCode + 1) }],
  ['unexpected', { unexpected: 'field' }],
])('a bad %s (%j) is 400 naming that field and stores nothing', async (field, change) => {
  const response = await send({ ...full(), ...change });
  expect(response.statusCode).toBe(400);
  // A list item's error is named by its position, as servicesRequired[0].
  expect(Object.keys(response.json().errors).map((key) => key.replace(/\[\d+\]$/, ''))).toEqual([field]);
  expect(await stored()).toBe(0);
});
