import type { FastifyRequest } from 'fastify';
import { attemptCounters } from '../db/schema';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-database';
import { AttemptLimiter, clientKey, type AttemptLimits } from './attempt-limiter';
import { HttpError } from './http-error';

jest.setTimeout(60_000);

const LIMITS: AttemptLimits = { perClient: 1000, perAccount: 3, windowMs: 60_000 };
const from = (ip: string) => ({ ip }) as FastifyRequest;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function outcome(run: Promise<void>): Promise<number | 'ok'> {
  try {
    await run;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

test('two instances share one account budget, and a restart does not renew it', async () => {
  const clock = { now: Date.parse('2026-11-22T10:00:00Z') };
  const first = new AttemptLimiter(database.db, LIMITS, () => clock.now);
  const second = new AttemptLimiter(database.db, LIMITS, () => clock.now);
  expect(await outcome(first.attempt('login', from('10.0.0.1'), 'victim@example.com'))).toBe('ok');
  expect(await outcome(second.attempt('login', from('10.0.0.2'), 'VICTIM@example.com'))).toBe('ok');
  expect(await outcome(first.attempt('login', from('10.0.0.3'), 'victim@example.com'))).toBe('ok');
  expect(await outcome(second.attempt('login', from('10.0.0.4'), 'victim@example.com'))).toBe(429);
  const restarted = new AttemptLimiter(database.db, LIMITS, () => clock.now);
  expect(await outcome(restarted.attempt('login', from('10.0.0.5'), 'victim@example.com'))).toBe(429);
  clock.now += LIMITS.windowMs;
  expect(await outcome(restarted.attempt('login', from('10.0.0.5'), 'victim@example.com'))).toBe('ok');
});

test('a refusal carries Retry-After: the seconds left in the window', async () => {
  const clock = { now: Date.parse('2026-11-22T11:00:00Z') };
  const limiter = new AttemptLimiter(database.db, { ...LIMITS, perAccount: 1 }, () => clock.now);
  await limiter.attempt('login', from('10.0.1.1'), 'retry@example.com');
  clock.now += 20_000;
  const refusal = await limiter.attempt('login', from('10.0.1.1'), 'retry@example.com').catch((e) => e);
  expect(refusal).toBeInstanceOf(HttpError);
  expect(refusal.headers).toEqual({ 'Retry-After': '40' });
});

test('parallel guesses cannot overrun the account limit', async () => {
  const limiter = new AttemptLimiter(database.db, LIMITS);
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      outcome(limiter.attempt('race', from(`10.0.2.${i}`), 'race@example.com')),
    ),
  );
  expect(results.filter((result) => result === 'ok')).toHaveLength(LIMITS.perAccount);
});

test.each([
  ['203.0.113.9', '203.0.113.9'],
  ['::ffff:203.0.113.9', '203.0.113.9'],
  ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
  ['2001:db8:abcd:12::9', '2001:db8:abcd:12::/64'],
  ['2001:0db8:abcd:0012:ffff::1', '2001:db8:abcd:12::/64'],
  ['::1', '0:0:0:0::/64'],
])('the client %s is counted as %s', (ip, key) => {
  expect(clientKey(ip)).toBe(key);
});

test('an IPv6 client rotating addresses within its /64 shares one budget', async () => {
  const limiter = new AttemptLimiter(database.db, { ...LIMITS, perClient: 2 });
  expect(await outcome(limiter.attempt('v6', from('2001:db8:1:2::a')))).toBe('ok');
  expect(await outcome(limiter.attempt('v6', from('2001:db8:1:2::b')))).toBe('ok');
  expect(await outcome(limiter.attempt('v6', from('2001:db8:1:2:ffff::c')))).toBe(429);
  expect(await outcome(limiter.attempt('v6', from('2001:db8:1:3::a')))).toBe('ok');
});

test('account names are stored only as hashes; odd characters (NUL) are fine', async () => {
  const limiter = new AttemptLimiter(database.db, LIMITS);
  await limiter.attempt('odd', from('10.0.3.1'), 'a\u0000b@example.com');
  const keys = (await database.db.select().from(attemptCounters)).map((row) => row.key);
  expect(keys.some((key) => key.includes('@'))).toBe(false);
});
