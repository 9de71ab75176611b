// `npm run bench:load [-- --kill]`: 100 connections of mixed traffic for 30 s against the production
// server, on the embedded database and on PostgreSQL; then every write the server acknowledged is
// looked for in the database. With --kill the server is SIGKILLed mid-run and restarted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { Client } from 'pg';
import { openDatabase } from '../api/src/db/client';
import { registerBde } from './bench/accounts';
import { startSite, type SiteProcess } from './bench/site-process';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const PORT = Number(process.env.LOAD_PORT ?? 8490);
const KILL = process.argv.includes('--kill');
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** What the server said it stored: the address it echoed, or the id it gave the new row. */
interface Acknowledged {
  newsletter: string[];
  contact: number[];
  clientInfo: number[];
}

const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** A user and a BDE to sign in as, and an anonymous anti-forgery token for the public forms. */
async function prepare(url: string) {
  const anonymous = await fetch(`${url}/api/antiforgery`);
  const { token } = (await anonymous.json()) as { token: string };
  const anonCookie = cookieOf(anonymous);
  const formHeaders = (extra: Record<string, string> = {}) => ({
    'content-type': 'application/x-www-form-urlencoded',
    'x-xsrf-token': token,
    cookie: anonCookie,
    'x-forwarded-for': randomIp(),
    ...extra,
  });
  const email = `load-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'load test password';
  const registered = await fetch(`${url}/api/User/register`, {
    method: 'POST',
    headers: formHeaders(),
    body: new URLSearchParams({ Name: 'Load Tester', EmailAddress: email, Password: password }),
  });
  if (!registered.ok) throw new Error(`could not register the load-test user: ${registered.status}`);

  const bde = await registerBde(url);
  const login = await fetch(`${url}/api/Executive/login`, {
    method: 'POST',
    headers: formHeaders(),
    body: new URLSearchParams({ userName: bde.userName, password: bde.password }),
  });
  if (!login.ok) throw new Error(`could not sign in the load-test BDE: ${login.status}`);
  const { bdeCode } = (await login.json()) as { bdeCode: string };
  return { token, anonCookie, email, password, bdeCookie: cookieOf(login), bdeCode };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

interface Step {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
  /** Reads the acknowledgement out of a 2xx answer. */
  record?: (body: string) => void;
}

/** One pass of the mixed traffic: pages, the three public forms, a sign-in and the BDE dashboard's calls. */
function trafficMix(prepared: Prepared, acknowledged: Acknowledged): Step[] {
  const unique = () => crypto.randomBytes(8).toString('hex');
  const anon = (contentType: string) => ({
    'content-type': contentType,
    'x-xsrf-token': prepared.token,
    cookie: prepared.anonCookie,
  });
  const bde = { cookie: prepared.bdeCookie };
  return [
    { method: 'GET', path: '/' },
    {
      method: 'POST',
      path: '/api/NewsLetterSubscriber/subscribe',
      headers: anon('application/json'),
      body: () => JSON.stringify({ emailAddress: `n-${unique()}@example.com` }),
      record: (body) =>
        acknowledged.newsletter.push((JSON.parse(body) as { emailAddress: string }).emailAddress),
    },
    { method: 'GET', path: '/aboutus' },
    {
      method: 'POST',
      path: '/api/ContactUs',
      headers: anon('application/json'),
      body: () =>
        JSON.stringify({
          name: 'Load Tester',
          contactNumber: '9876543210',
          email: `c-${unique()}@example.com`,
          message: 'Please call me back about a website.',
          websiteUrl: '',
        }),
      record: (body) => acknowledged.contact.push((JSON.parse(body) as { id: number }).id),
    },
    {
      method: 'POST',
      path: '/api/ClientInfo',
      headers: anon('application/json'),
      body: () => JSON.stringify({ companyName: `Company ${unique()}`, servicesRequired: ['Logo Design'] }),
      record: (body) => acknowledged.clientInfo.push((JSON.parse(body) as { id: number }).id),
    },
    {
      method: 'POST',
      path: '/api/User/login',
      headers: anon('application/x-www-form-urlencoded'),
      body: () =>
        new URLSearchParams({ EmailAddress: prepared.email, Password: prepared.password }).toString(),
    },
    { method: 'GET', path: `/api/Proposal/summary/${prepared.bdeCode}`, headers: bde },
    { method: 'GET', path: `/api/BDEBusiness/ActiveProject?bdeCode=${prepared.bdeCode}`, headers: bde },
    { method: 'GET', path: `/api/BDEBusiness/TotalRevenue?bdeCode=${prepared.bdeCode}`, headers: bde },
  ];
}

interface LoadStats {
  latencies: number[];
  statuses: Map<number, number>;
  errorTimes: number[];
}

/** `connections` loops, each walking the traffic mix over its own keep-alive connection until time is up. */
async function generateLoad(
  url: string,
  steps: Step[],
  connections: number,
  seconds: number,
): Promise<LoadStats> {
  const agent = new Agent({ connections, keepAliveTimeout: 10_000, pipelining: 1 });
  const stats: LoadStats = { latencies: [], statuses: new Map(), errorTimes: [] };
  const endAt = Date.now() + seconds * 1000;
  const loop = async (offset: number) => {
    for (let i = offset; Date.now() < endAt; i += 1) {
      const step = steps[i % steps.length];
      const started = performance.now();
      try {
        const response = await request(`${url}${step.path}`, {
          method: step.method,
          headers: { ...step.headers, 'x-forwarded-for': randomIp() },
          body: step.body?.(),
          dispatcher: agent,
          headersTimeout: 20_000,
          bodyTimeout: 20_000,
        });
        const text = await response.body.text();
        stats.latencies.push(performance.now() - started);
        stats.statuses.set(response.statusCode, (stats.statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 200 && response.statusCode < 300) step.record?.(text);
      } catch {
        stats.errorTimes.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, n) => loop(n)));
  await agent.close();
  return stats;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : 0;

async function verify(open: () => ReturnType<typeof openDatabase>, acknowledged: Acknowledged) {
  const database = await open();
  try {
    const have = async (sqlText: string) =>
      new Set((await database.query<{ v: string | number }>(sqlText)).map((r) => String(r.v)));
    const newsletter = await have(`select email_address as v from newsletter_subscribers`);
    const contact = await have(`select id as v from contact_messages`);
    const clientInfo = await have(`select id as v from client_infos`);
    return {
      newsletter: acknowledged.newsletter.filter((address) => !newsletter.has(address)).length,
      contact: acknowledged.contact.filter((id) => !contact.has(String(id))).length,
      clientInfo: acknowledged.clientInfo.filter((id) => !clientInfo.has(String(id))).length,
    };
  } finally {
    await database.close();
  }
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, TRUST_PROXY: '1' };
  let dbUrl: string | undefined;
  let dropDb = async () => undefined as void;
  if (kind === 'postgres') {
    const name = `load_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
    env.DATABASE_URL = dbUrl;
    dropDb = async () => {
      const drop = new Client({ connectionString: PG_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    };
  }
  let site: SiteProcess = await startSite(PORT, env);
  current = site;
  const acknowledged: Acknowledged = { newsletter: [], contact: [], clientInfo: [] };
  let downFrom = Infinity;
  let upAt = Infinity;
  try {
    const prepared = await prepare(site.url);
    if (KILL) {
      setTimeout(
        async () => {
          downFrom = Date.now();
          await site.stop('SIGKILL');
          console.info(`  killed the server (SIGKILL) ${Math.round(SECONDS / 3)} s in; restarting`);
          site = await startSite(PORT, env);
          current = site;
          upAt = Date.now();
          console.info(`  restarted after ${((upAt - downFrom) / 1000).toFixed(1)} s`);
        },
        (SECONDS / 3) * 1000,
      );
    }
    const stats = await generateLoad(site.url, trafficMix(prepared, acknowledged), CONNECTIONS, SECONDS);
    while (KILL && upAt === Infinity) await new Promise((resolve) => setTimeout(resolve, 100));
    await site.stop('SIGTERM');
    const lost = await verify(() => openDatabase(dbUrl ? { url: dbUrl } : { dataDir }), acknowledged);
    // Requests that were on the wire when the server died fail too: they count as part of the restart.
    const unexpectedErrors = stats.errorTimes.filter((t) => t < downFrom || t > upAt + 1000).length;
    const unexpectedStatuses = [...stats.statuses]
      .filter(([status]) => status >= 500)
      .reduce((n, [, c]) => n + c, 0);
    return {
      kind,
      stats,
      seconds: SECONDS,
      acknowledged,
      lost,
      unexpectedErrors,
      unexpectedStatuses,
      restartErrors: stats.errorTimes.length - unexpectedErrors,
    };
  } finally {
    await site.stop('SIGTERM');
    await dropDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresReachable() {
  const client = new Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

// A stopped benchmark must not leave its server running.
let current: SiteProcess | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    current?.child.kill('SIGKILL');
    process.exit(130);
  });
}

async function main() {
  console.info(
    `bench:load — ${CONNECTIONS} connections, ${SECONDS} s of mixed traffic (pages, newsletter, contact, client info, sign-ins, BDE dashboard)${KILL ? ', SIGKILL and restart a third of the way in' : ''}; ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`,
  );
  const kinds: Array<'pglite' | 'postgres'> = ['pglite'];
  if (await postgresReachable()) kinds.push('postgres');
  else console.info('PostgreSQL is not reachable: embedded database only.');
  let failed = false;
  for (const kind of kinds) {
    console.info(`\n${kind}:`);
    const r = await run(kind);
    const lost = r.lost.newsletter + r.lost.contact + r.lost.clientInfo;
    const writes =
      r.acknowledged.newsletter.length + r.acknowledged.contact.length + r.acknowledged.clientInfo.length;
    const statuses = [...r.stats.statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}×${c}`)
      .join(' ');
    const sorted = [...r.stats.latencies].sort((a, b) => a - b);
    console.info(
      `  ${Math.round(sorted.length / r.seconds)} req/s, p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, ${sorted.length} answered (${statuses})`,
    );
    console.info(
      `  errors: ${r.unexpectedErrors} unexpected, ${r.unexpectedStatuses} 5xx${KILL ? `, ${r.restartErrors} while the server was down` : ''}; acknowledged writes: ${writes}, lost: ${lost}`,
    );
    if (lost || r.unexpectedErrors || r.unexpectedStatuses) failed = true;
  }
  console.info(
    `\nsummary: ${failed ? 'FAILED: errors or lost writes (see above)' : '0 unexpected errors, 0 lost writes'}${KILL ? ' across a SIGKILL restart' : ''}`,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
