import { and, count, eq, isNotNull } from 'drizzle-orm';
import { MESSAGES } from 'shared/contract/messages';
import { NEWSLETTER_SUBSCRIBE_PATH } from 'shared/contract/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { confirmLinkTo } from './newsletter-test-kit';
import { createTestApp, type TestContext } from '../../test/test-app';
import { NEWSLETTER_PER_CLIENT } from './routes';

// A fresh database per file starts slowly on a busy machine; Jest's 5 s default is too tight.
jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(newsletterSubscribers);
});

let lastAddress = 0;
/** Each request from its own client address, so the per-client limit only bites where a test wants it. */
const fromNewClient = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const subscribe = (body: unknown) =>
  ctx.agent().request({
    method: 'POST',
    url: NEWSLETTER_SUBSCRIBE_PATH,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    remoteAddress: fromNewClient(),
  });

async function stored() {
  const [row] = await ctx.database.db.select({ n: count() }).from(newsletterSubscribers);
  return row.n;
}

test('a new address is stored once and answered 201 with the address', async () => {
  const response = await subscribe({ emailAddress: 'asha.reddy@example.in' });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ emailAddress: 'asha.reddy@example.in' });
  expect(Date.parse(response.json().subscribedAt)).not.toBeNaN();
  const rows = await ctx.database.db.select().from(newsletterSubscribers);
  expect(rows).toEqual([
    expect.objectContaining({ emailAddress: 'asha.reddy@example.in', emailKey: 'asha.reddy@example.in' }),
  ]);
  // Double opt-in: nothing is sent to it until its owner follows the emailed link.
  expect(rows[0].confirmedAt).toBeNull();
});

test('surrounding spaces are trimmed before storing', async () => {
  const response = await subscribe({ emailAddress: '  ravi@example.com ' });
  expect(response.statusCode).toBe(201);
  const [row] = await ctx.database.db.select().from(newsletterSubscribers);
  expect(row.emailAddress).toBe('ravi@example.com');
});

async function confirmed() {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt));
  return row.n;
}

test('a confirmed address again, in any letter case, is 409 and stores nothing more', async () => {
  expect((await subscribe({ emailAddress: 'Kiran@Example.com' })).statusCode).toBe(201);
  const link = await confirmLinkTo(ctx, 'Kiran@Example.com');
  expect((await ctx.agent().postJson(link.confirmPath, { token: link.token })).statusCode).toBe(200);
  expect(await confirmed()).toBe(1);
  const again = await subscribe({ emailAddress: 'kiran@example.COM' });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ status: 409, title: MESSAGES.newsletterAlreadySubscribed });
  expect(await stored()).toBe(1);
});

test('two simultaneous subscriptions of one address store it once', async () => {
  const results = await Promise.all([
    subscribe({ emailAddress: 'race@example.com' }),
    subscribe({ emailAddress: 'RACE@example.com' }),
  ]);
  expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
  expect(await stored()).toBe(1);
  expect(
    await ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.emailKey, 'race@example.com'),
          isNotNull(newsletterSubscribers.confirmedAt),
        ),
      ),
  ).toEqual([]);
});

const local64 = 'a'.repeat(64);
const longDomain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(50)}.in`;

test.each([
  ['missing', {}, MESSAGES.required],
  ['empty', { emailAddress: '' }, MESSAGES.required],
  ['not an address', { emailAddress: 'not-an-email' }, MESSAGES.invalidEmail],
  ['without a dotted domain', { emailAddress: 'someone@localhost' }, MESSAGES.invalidEmail],
  ['with a space', { emailAddress: 'some one@example.com' }, MESSAGES.invalidEmail],
  [
    'a local part over 64 characters',
    { emailAddress: `${local64}b@example.com` },
    MESSAGES.emailLocalTooLong,
  ],
  ['over 254 characters', { emailAddress: `${local64}@${longDomain}` }, MESSAGES.emailTooLong],
  ['a number', { emailAddress: 42 }, 'Must be text.'],
])('an address that is %s is 400 naming emailAddress and stores nothing', async (_label, body, message) => {
  const response = await subscribe(body);
  expect(response.statusCode).toBe(400);
  expect(response.json().errors.emailAddress).toContain(message);
  expect(await stored()).toBe(0);
});

test('the limits themselves are accepted: 64 before the @, 254 in all', async () => {
  const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(3)}.in`;
  const address = `${local64}@${domain}`;
  expect(address.length).toBeLessThanOrEqual(254);
  expect((await subscribe({ emailAddress: address })).statusCode).toBe(201);
});

test('an unknown field is 400 and stores nothing', async () => {
  const response = await subscribe({ emailAddress: 'x@example.com', admin: true });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors.admin).toEqual(['Unknown field.']);
  expect(await stored()).toBe(0);
});

test('a body that is not an object is 400', async () => {
  const response = await subscribe(['x@example.com']);
  expect(response.statusCode).toBe(400);
  expect(await stored()).toBe(0);
});

test('without the anti-forgery header the request is refused and nothing is stored', async () => {
  const response = await ctx
    .agent()
    .postJson(NEWSLETTER_SUBSCRIBE_PATH, { emailAddress: 'csrf@example.com' }, { xsrf: false });
  expect(response.statusCode).toBe(403);
  expect(await stored()).toBe(0);
});

test('one client subscribing address after address is slowed down with 429', async () => {
  const agent = ctx.agent();
  const statuses: number[] = [];
  const ceiling = NEWSLETTER_PER_CLIENT;
  for (let i = 0; i <= ceiling; i += 1) {
    statuses.push(
      (await agent.postJson(NEWSLETTER_SUBSCRIBE_PATH, { emailAddress: `bulk${i}@example.com` })).statusCode,
    );
  }
  expect(statuses.slice(0, ceiling).every((s) => s === 201)).toBe(true);
  expect(statuses[ceiling]).toBe(429);
  expect(await stored()).toBe(ceiling);
});
