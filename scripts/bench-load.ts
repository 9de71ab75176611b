// `npm run bench:load [-- --kill | --instances N [--rolling]]`: 100 connections of mixed traffic for
// 30 s against the production server, on the embedded database and on PostgreSQL; then every write the
// server acknowledged is looked for in the database. With --kill the server is SIGKILLed mid-run and
// restarted. With --instances N (PostgreSQL only) N servers share one database behind nginx over https
// (the shipped site file: scripts/bench/cluster.ts); one of them is SIGKILLed a third of the way in and
// restarted, and every error is accounted for by kind: only what the kill explains (a cut connection or
// nginx's 502 at that moment) is allowed. With --rolling, instead, each instance is restarted in turn
// (SIGTERM, exit, start, ready, back in nginx's rotation), twice: no failed request and no lost write
// is allowed at all.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, request, setGlobalDispatcher } from 'undici';
import { openDatabase } from '../api/src/db/client';
import { registerBde } from './bench/accounts';
import { sharedKeys, startCluster, type Cluster } from './bench/cluster';
import { throwawayDatabase } from '../api/src/db/throwaway-database';
import { PG_URL, postgresReachable, printable } from './bench/postgres';
import { ROOT, startSite, type SiteProcess } from './bench/site-process';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const PORT = Number(process.env.LOAD_PORT ?? 8490);
const instancesArg = process.argv.indexOf('--instances');
const INSTANCES = instancesArg > 0 ? Number(process.argv[instancesArg + 1]) : 1;
if (!Number.isInteger(INSTANCES) || INSTANCES < 1) {
  console.error('--instances takes a whole number of instances, such as --instances 2');
  process.exit(2);
}
const ROLLING = process.argv.includes('--rolling');
if (ROLLING && INSTANCES < 2) {
  console.error('--rolling restarts instances in turn: give --instances 2 or more');
  process.exit(2);
}
const KILL = process.argv.includes('--kill') || (INSTANCES > 1 && !ROLLING);

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

/** A request that got no answer, or a 5xx: when, and what kind of failure it was. */
interface Failure {
  at: number;
  kind: string;
  /** A cut connection, a refused one or nginx's 502: what killing a server explains. */
  transient: boolean;
}

interface LoadStats {
  /** How long the load ran. */
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
  failures: Failure[];
}

/**
 * `connections` loops, each walking the traffic mix over its own keep-alive connection until time is
 * up and `busy` (if given) says false. `ca`: the certificate to trust (nginx's, over https).
 */
async function generateLoad(
  url: string,
  steps: Step[],
  connections: number,
  seconds: number,
  { ca, busy }: { ca?: Buffer; busy?: () => boolean } = {},
): Promise<LoadStats> {
  const agent = new Agent({
    connections,
    keepAliveTimeout: 10_000,
    pipelining: 1,
    ...(ca ? { connect: { ca } } : {}),
  });
  const stats: LoadStats = { seconds: 0, latencies: [], statuses: new Map(), failures: [] };
  const startedAt = Date.now();
  const endAt = Date.now() + seconds * 1000;
  const going = () => Date.now() < endAt || (busy?.() ?? false);
  const loop = async (offset: number) => {
    for (let i = offset; going(); i += 1) {
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
        if (response.statusCode >= 500) {
          // nginx answers its own errors with its HTML page; the API's are JSON.
          const fromNginx = String(response.headers['content-type'] ?? '').startsWith('text/html');
          stats.failures.push({
            at: Date.now(),
            kind: `${response.statusCode} from ${fromNginx ? 'nginx' : 'the server'} (${step.method} ${step.path.split('?')[0]})`,
            transient: fromNginx,
          });
        }
      } catch (error) {
        const code = (error as { code?: string }).code ?? (error as Error).name;
        const timeout = /TIMEOUT/i.test(code);
        stats.failures.push({ at: Date.now(), kind: `no answer (${code})`, transient: !timeout });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, n) => loop(n)));
  stats.seconds = (Date.now() - startedAt) / 1000;
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

/** Requests that failed because a server was killed, counted by kind; and those nothing explains. */
interface Accounting {
  byKind: Map<string, { duringKill: number; unexplained: number }>;
  unexplained: number;
}

/**
 * A failure is explained when it is transient (a cut or refused connection, the proxy's 502) and
 * happened between the kill and a moment after the restart. A 5xx from a server, a timeout, or any
 * failure outside that window is not.
 */
function accountFor(failures: Failure[], killWindow?: { from: number; to: number }): Accounting {
  const byKind = new Map<string, { duringKill: number; unexplained: number }>();
  let unexplained = 0;
  for (const failure of failures) {
    const explained =
      failure.transient &&
      killWindow !== undefined &&
      failure.at >= killWindow.from &&
      failure.at <= killWindow.to + 2000;
    const entry = byKind.get(failure.kind) ?? { duringKill: 0, unexplained: 0 };
    if (explained) entry.duringKill += 1;
    else {
      entry.unexplained += 1;
      unexplained += 1;
    }
    byKind.set(failure.kind, entry);
  }
  return { byKind, unexplained };
}

interface RunResult {
  label: string;
  stats: LoadStats;
  acknowledged: Acknowledged;
  lost: { newsletter: number; contact: number; clientInfo: number };
  accounting: Accounting;
  /** Lines about the run worth printing (the kill, the restart, the proxy's retries). */
  notes: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One server on the embedded database or a fresh PostgreSQL database; with --kill, killed and restarted. */
async function run(kind: 'pglite' | 'postgres'): Promise<RunResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, TRUST_PROXY: '1' };
  let dbUrl: string | undefined;
  let dropDb = async () => undefined as void;
  if (kind === 'postgres') {
    const throwaway = await throwawayDatabase(PG_URL, 'load');
    dbUrl = throwaway.url;
    // On PostgreSQL the keys come from the environment, the same across the restart.
    Object.assign(env, { DATABASE_URL: dbUrl, ...sharedKeys() });
    dropDb = throwaway.drop;
  }
  let site: SiteProcess = await startSite(PORT, env);
  current = site;
  const acknowledged: Acknowledged = { newsletter: [], contact: [], clientInfo: [] };
  const notes: string[] = [];
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
          notes.push(`the server was down for ${((upAt - downFrom) / 1000).toFixed(1)} s`);
        },
        (SECONDS / 3) * 1000,
      );
    }
    const stats = await generateLoad(site.url, trafficMix(prepared, acknowledged), CONNECTIONS, SECONDS);
    while (KILL && upAt === Infinity) await sleep(100);
    await site.stop('SIGTERM');
    const lost = await verify(() => openDatabase(dbUrl ? { url: dbUrl } : { dataDir }), acknowledged);
    // Requests that were on the wire when the server died fail too: they count as part of the restart.
    const accounting = accountFor(stats.failures, KILL ? { from: downFrom, to: upAt } : undefined);
    return { label: kind, stats, acknowledged, lost, accounting, notes };
  } finally {
    await site.stop('SIGTERM');
    await dropDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What nginx's error log says about the instances: refused connections and anything else, by kind. */
function nginxNotes(errorLog: string): string {
  const byKind = new Map<string, number>();
  for (const line of errorLog.split('\n')) {
    const what = / \[(?:error|warn|crit)\] \d+#\d+: \*?\d* ?([^,(]+)/.exec(line)?.[1]?.trim();
    if (what) byKind.set(what, (byKind.get(what) ?? 0) + 1);
  }
  const kinds = [...byKind].map(([kind, n]) => `${kind} ×${n}`).join('; ');
  return `nginx's error log: ${kinds || 'nothing'}`;
}

/**
 * Restarts each instance in turn, `rounds` times: SIGTERM and its exit, a new start until /api/ready,
 * then until nginx sends it a request again (it left the instance out after a refused connection).
 */
async function rollingRestarts(cluster: Cluster, rounds: number, notes: string[]) {
  for (let round = 1; round <= rounds; round += 1) {
    for (const { index } of cluster.instances) {
      const began = Date.now();
      await cluster.stop(index, 'SIGTERM');
      const stopped = Date.now();
      await cluster.start(index);
      const ready = Date.now();
      while (Date.now() - ready < 15_000) {
        const response = await cluster.fetch('/api/ready');
        await response.arrayBuffer();
        if (cluster.servedBy(response.headers) === index) break;
        await sleep(100);
      }
      const line =
        `round ${round}, instance ${index}: drained and exited in ${((stopped - began) / 1000).toFixed(1)} s, ` +
        `ready ${((ready - stopped) / 1000).toFixed(1)} s later, back in nginx's rotation after ${((Date.now() - ready) / 1000).toFixed(1)} s`;
      notes.push(line);
    }
  }
}

/**
 * `instances` servers on one fresh PostgreSQL database behind nginx over https. Without --rolling the
 * last one is SIGKILLed a third of the way in and restarted, the others carrying the traffic
 * meanwhile; with --rolling every instance is restarted gracefully in turn, twice, from a sixth of the
 * way in, and the load goes on until the restarts are done.
 */
async function runCluster(instances: number): Promise<RunResult> {
  // The load generator stands for many clients, each with its own address, behind a front proxy:
  // it sends X-Forwarded-For, nginx appends its own hop, so the servers trust two hops.
  const cluster = await startCluster({
    instances,
    postgresUrl: PG_URL,
    env: { TRUST_PROXY: '2' },
    output: 'inherit',
  });
  currentCluster = cluster;
  // prepare() and registerBde() use fetch: trust nginx's certificate there too.
  setGlobalDispatcher(cluster.nginx.dispatcher);
  const ca = fs.readFileSync(cluster.nginx.certificate);
  const acknowledged: Acknowledged = { newsletter: [], contact: [], clientInfo: [] };
  const notes: string[] = [];
  const victim = instances - 1;
  let killAt = Infinity;
  let upAt = Infinity;
  let restartFailed: unknown;
  try {
    const prepared = await prepare(cluster.url);
    const kill = async () => {
      killAt = Date.now();
      await cluster.stop(victim, 'SIGKILL');
      console.info(`  killed instance ${victim} (SIGKILL) ${Math.round(SECONDS / 3)} s in; restarting it`);
      await cluster.start(victim);
      upAt = Date.now();
      notes.push(`instance ${victim} was down for ${((upAt - killAt) / 1000).toFixed(1)} s`);
    };
    const roll = async () => {
      killAt = Date.now();
      await rollingRestarts(cluster, 2, notes);
      upAt = Date.now();
    };
    setTimeout(
      () => {
        (ROLLING ? roll() : kill()).catch((error: unknown) => {
          restartFailed = error;
          upAt = Date.now();
        });
      },
      (SECONDS / (ROLLING ? 6 : 3)) * 1000,
    );
    const stats = await generateLoad(cluster.url, trafficMix(prepared, acknowledged), CONNECTIONS, SECONDS, {
      ca,
      busy: () => upAt === Infinity,
    });
    while (upAt === Infinity) await sleep(100);
    if (restartFailed) throw restartFailed;
    for (const instance of cluster.instances) await cluster.stop(instance.index, 'SIGTERM');
    const lost = await verify(() => openDatabase({ url: cluster.databaseUrl }), acknowledged);
    // A rolling restart explains nothing: every failed request counts.
    const accounting = accountFor(stats.failures, ROLLING ? undefined : { from: killAt, to: upAt });
    notes.push(nginxNotes(cluster.nginx.errorLog()));
    return {
      label: `postgres, ${instances} instances behind nginx`,
      stats,
      acknowledged,
      lost,
      accounting,
      notes,
    };
  } finally {
    currentCluster = undefined;
    await cluster.close();
  }
}

// A stopped benchmark must not leave its servers running.
let current: SiteProcess | undefined;
let currentCluster: Cluster | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    current?.child.kill('SIGKILL');
    for (const instance of currentCluster?.instances ?? []) instance.site?.child.kill('SIGKILL');
    process.exit(130);
  });
}

function report(r: RunResult): boolean {
  const lost = r.lost.newsletter + r.lost.contact + r.lost.clientInfo;
  const writes =
    r.acknowledged.newsletter.length + r.acknowledged.contact.length + r.acknowledged.clientInfo.length;
  const statuses = [...r.stats.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s}×${c}`)
    .join(' ');
  const sorted = [...r.stats.latencies].sort((a, b) => a - b);
  console.info(
    `  ${Math.round(sorted.length / r.stats.seconds)} req/s, p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, ${sorted.length} answered (${statuses})`,
  );
  for (const note of r.notes) console.info(`  ${note}`);
  const kinds = [...r.accounting.byKind].map(
    ([kind, n]) =>
      `${kind}: ${n.duringKill ? `${n.duringKill} during the kill` : ''}${n.duringKill && n.unexplained ? ', ' : ''}${n.unexplained ? `${n.unexplained} UNEXPLAINED` : ''}`,
  );
  console.info(
    `  errors: ${r.stats.failures.length} (${r.accounting.unexplained} unexplained)${kinds.length ? `\n    ${kinds.join('\n    ')}` : ''}`,
  );
  console.info(`  acknowledged writes: ${writes}, lost: ${lost}`);
  if (ROLLING) {
    console.info(
      `  rolling restarts: ${r.stats.failures.length} failed requests, ${lost} lost writes (target 0 and 0: ${r.stats.failures.length === 0 && lost === 0 ? 'met' : 'NOT MET'})`,
    );
  }
  return lost > 0 || r.accounting.unexplained > 0;
}

async function main() {
  // The traffic includes pages: the site must be built (only what changed is rebuilt).
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('bench:load: the build failed');
    process.exit(1);
  }
  const what =
    INSTANCES > 1
      ? `; ${INSTANCES} instances on PostgreSQL behind nginx (https), ${ROLLING ? 'each restarted in turn (SIGTERM, start, ready), twice' : 'one SIGKILLed a third of the way in and restarted'}`
      : KILL
        ? ', SIGKILL and restart a third of the way in'
        : '';
  console.info(
    `bench:load — ${CONNECTIONS} connections, ${SECONDS} s of mixed traffic (pages, newsletter, contact, client info, sign-ins, BDE dashboard)${what}; ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`,
  );
  let failed = false;
  if (INSTANCES > 1) {
    if (!(await postgresReachable(PG_URL))) {
      console.error(`--instances needs PostgreSQL, and ${printable(PG_URL)} does not answer.`);
      process.exit(1);
    }
    console.info(`\npostgres, ${INSTANCES} instances:`);
    failed = report(await runCluster(INSTANCES));
  } else {
    const kinds: Array<'pglite' | 'postgres'> = ['pglite'];
    if (await postgresReachable(PG_URL)) kinds.push('postgres');
    else console.info('PostgreSQL is not reachable: embedded database only.');
    for (const kind of kinds) {
      console.info(`\n${kind}:`);
      if (report(await run(kind))) failed = true;
    }
  }
  const across =
    INSTANCES > 1
      ? ROLLING
        ? ` across two rounds of rolling restarts of ${INSTANCES} instances`
        : ` across a SIGKILL of one of ${INSTANCES} instances`
      : KILL
        ? ' across a SIGKILL restart'
        : '';
  console.info(
    `\nsummary: ${failed ? 'FAILED: unexplained errors or lost writes (see above)' : '0 unexplained errors, 0 lost writes'}${across}`,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
