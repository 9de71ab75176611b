/**
 * The database goes away under write load, as in a failover, an administrator's pg_terminate_backend or
 * a network blip: the requests in flight may fail (503), the processes must not. Two production servers
 * on one PostgreSQL database (scripts/bench/cluster.ts) take sign-ups and readiness checks while every
 * connection to their database is cut, three times, and then while the database refuses connections
 * for a while. Each process must live through it, say 503 on /api/ready while the database is away and
 * 200 by itself once it is back, take writes again, and listen to the session feed again.
 *
 * PostgreSQL only: jest.config.js collects this file only when DATABASE_URL is set.
 */
import { READY_PATH, XSRF_COOKIE, XSRF_HEADER } from 'shared/contract/health';
import { USER_PATHS } from 'shared/contract/user';
import { Pool } from 'pg';
import { startCluster, type Cluster } from '../../../scripts/bench/cluster';
import { SESSIONS_ENDED_CHANNEL } from '../plugins/session';

jest.setTimeout(180_000);

let cluster: Cluster;
/** On the server's own database, not the cluster's: what refuses the cluster's connections must not be one of them. */
let admin: Pool;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('database-loss.test.ts needs DATABASE_URL (PostgreSQL)');
  admin = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  cluster = await startCluster({ instances: 2 });
}, 180_000);
afterAll(async () => {
  await cluster?.close();
  await admin?.end();
});
const asAdmin = async (text: string, params?: unknown[]) => (await admin.query(text, params)).rows;

const databaseName = () => new URL(cluster.databaseUrl).pathname.slice(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (index: number) => {
  const child = cluster.instances[index].site?.child;
  return !!child && child.exitCode === null && child.signalCode === null;
};

/** Cuts every connection to the cluster's database. */
const cutConnections = () =>
  asAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [databaseName()]);

/** One anti-forgery cookie per instance, straight to the instance (no nginx: each request names its own address). */
async function antiForgery(url: string) {
  const response = await fetch(`${url}/api/antiforgery`);
  // The instances' public origin is https: the cookie is the __Host- one.
  const pair = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((cookie) => cookie.split('=')[0].endsWith(XSRF_COOKIE));
  if (!pair) throw new Error('no anti-forgery cookie');
  return { cookie: pair, token: pair.slice(pair.indexOf('=') + 1) };
}

let sequence = 0;
async function signUp(url: string, { cookie, token }: { cookie: string; token: string }): Promise<number> {
  sequence += 1;
  try {
    const response = await fetch(`${url}${USER_PATHS.register}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        [XSRF_HEADER]: token,
        // TRUST_PROXY=1 believes one forwarded address: a different one each time, so no address limit is met.
        'x-forwarded-for': `198.51.${Math.floor(sequence / 250) % 250}.${sequence % 250}`,
      },
      body: new URLSearchParams({
        Name: 'Database Loss',
        EmailAddress: `loss-${Date.now()}-${sequence}@example.com`,
        Password: 'database loss password',
      }).toString(),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0; // the connection itself failed: what a dead process looks like
  }
}

const ready = async (index: number) => {
  try {
    return (await fetch(`${cluster.instances[index].url}${READY_PATH}`)).status;
  } catch {
    return 0;
  }
};

async function until(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

test('cut connections under write load cost requests in flight, never a process; the database away means 503, back means 200', async () => {
  const urls = cluster.instances.map((instance) => instance.url);
  const tokens = await Promise.all(urls.map(antiForgery));
  const statuses: number[] = [];
  let loading = true;
  const worker = async (n: number) => {
    while (loading) {
      const index = n % urls.length;
      statuses.push(await signUp(urls[index], tokens[index]), await ready(index));
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, n) => worker(n)));

  await sleep(1_000);
  for (let cut = 0; cut < 3; cut += 1) {
    await cutConnections();
    await sleep(700);
  }

  // The database away for a while: no connection accepted, every one there cut.
  await asAdmin(`alter database ${databaseName()} allow_connections false`);
  try {
    await cutConnections();
    await sleep(1_500);
    expect([await ready(0), await ready(1)]).toEqual([503, 503]);
  } finally {
    await asAdmin(`alter database ${databaseName()} allow_connections true`);
  }
  await sleep(1_000);
  loading = false;
  await load;

  expect([alive(0), alive(1)]).toEqual([true, true]);
  // Requests in flight fail as the service being unavailable, never as a crash or a broken answer.
  expect([...new Set(statuses)].sort()).toEqual(expect.arrayContaining([201]));
  expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);

  for (const index of [0, 1]) {
    await until(async () => (await ready(index)) === 200, `instance ${index} ready again`);
    expect(await signUp(urls[index], tokens[index])).toBe(201);
  }
  // Each instance listens to the session feed again.
  await until(async () => {
    const rows = await asAdmin(
      `select pid from pg_stat_activity where datname = $1 and application_name = $2`,
      [databaseName(), `listen:${SESSIONS_ENDED_CHANNEL}`],
    );
    return rows.length === 2;
  }, 'both session-feed listeners back');
  expect([alive(0), alive(1)]).toEqual([true, true]);
});
