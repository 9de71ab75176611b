import { count } from 'drizzle-orm';
import { CONTACT_LIMITS, CONTACT_PATH } from 'shared/contract/contact';
import { MESSAGES } from 'shared/contract/messages';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';

// A fresh database per file starts slowly on a busy machine; Jest's 5 s default is too tight.
jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(contactMessages);
});

const valid = {
  name: 'Meena Iyer',
  contactNumber: '+91 98480 12345',
  email: 'meena@example.in',
  message: 'We need a booking website for our clinic in Kondapur.',
  websiteUrl: 'https://clinic.example.in',
};

let lastAddress = 0;
/** Each request from its own client address, so the per-client limit only bites where a test wants it. */
const fromNewClient = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const send = (body: unknown) =>
  ctx.agent().request({
    method: 'POST',
    url: CONTACT_PATH,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    remoteAddress: fromNewClient(),
  });

async function stored() {
  const [row] = await ctx.database.db.select({ n: count() }).from(contactMessages);
  return row.n;
}

test('a complete message is stored and answered 201 with its id', async () => {
  const response = await send(valid);
  expect(response.statusCode).toBe(201);
  const rows = await ctx.database.db.select().from(contactMessages);
  expect(rows).toEqual([expect.objectContaining({ ...valid, id: response.json().id })]);
});

test('the website is optional: left out or empty, it is stored as absent', async () => {
  const { websiteUrl: _omit, ...withoutSite } = valid;
  expect((await send(withoutSite)).statusCode).toBe(201);
  expect((await send({ ...valid, websiteUrl: '' })).statusCode).toBe(201);
  const rows = await ctx.database.db.select().from(contactMessages);
  expect(rows.map((r) => r.websiteUrl)).toEqual([null, null]);
});

test('text is trimmed before it is stored', async () => {
  await send({ ...valid, name: '  Meena Iyer  ', message: '  Hello  ' });
  const [row] = await ctx.database.db.select().from(contactMessages);
  expect(row.name).toBe('Meena Iyer');
  expect(row.message).toBe('Hello');
});

test.each([
  ['name', { name: '' }, MESSAGES.required],
  ['name', { name: '   ' }, MESSAGES.required],
  ['name', { name: 'x'.repeat(CONTACT_LIMITS.name + 1) }, `At most ${CONTACT_LIMITS.name} characters.`],
  ['contactNumber', { contactNumber: '' }, MESSAGES.required],
  ['contactNumber', { contactNumber: 'call me' }, 'Please enter a valid phone number.'],
  ['email', { email: '' }, MESSAGES.required],
  ['email', { email: 'meena.example.in' }, MESSAGES.invalidEmail],
  ['email', { email: `${'m'.repeat(65)}@example.in` }, MESSAGES.emailLocalTooLong],
  ['message', { message: '' }, MESSAGES.required],
  [
    'message',
    { message: 'x'.repeat(CONTACT_LIMITS.message + 1) },
    `At most ${CONTACT_LIMITS.message} characters.`,
  ],
  [
    'websiteUrl',
    { websiteUrl: 'x'.repeat(CONTACT_LIMITS.websiteUrl + 1) },
    `At most ${CONTACT_LIMITS.websiteUrl} characters.`,
  ],
  ['name', { name: 7 }, 'Must be text.'],
])('a bad %s (%j) is 400 naming that field and stores nothing', async (field, change, message) => {
  const response = await send({ ...valid, ...change });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors[field]).toContain(message);
  expect(await stored()).toBe(0);
});

test.each(['name', 'contactNumber', 'email', 'message'])(
  'a missing %s is 400 and stores nothing',
  async (field) => {
    const body: Record<string, unknown> = { ...valid };
    delete body[field];
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(await stored()).toBe(0);
  },
);

test('every failing field is named at once', async () => {
  const response = await send({ name: '', contactNumber: '', email: 'bad', message: '' });
  expect(response.statusCode).toBe(400);
  expect(Object.keys(response.json().errors).sort()).toEqual(['contactNumber', 'email', 'message', 'name']);
});

test('an unknown field is 400 and stores nothing', async () => {
  const response = await send({ ...valid, isAdmin: true });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors.isAdmin).toEqual(['Unknown field.']);
  expect(await stored()).toBe(0);
});

test('a malformed JSON body is 400 JSON, never a 500', async () => {
  const response = await ctx.agent().request({
    method: 'POST',
    url: CONTACT_PATH,
    payload: '{"name": ',
    headers: { 'content-type': 'application/json' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ status: 400 });
  expect(await stored()).toBe(0);
});
