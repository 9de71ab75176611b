// `npm run bench:api`: the signed-in dashboard calls against a bare query of the same rows in a plain
// Node HTTP handler, on the embedded database and on PostgreSQL, under autocannon on loopback.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import type { Database } from '../api/src/db/client';
import { projects, proposals, sessions } from '../api/src/db/schema';
import { BlindIndex } from '../api/src/lib/blind-index';
import { CryptoBox } from '../api/src/lib/crypto-box';
import { hashPassword } from '../api/src/lib/passwords';
import { randomKeys, type AppKeys } from '../api/src/lib/secret';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, hashToken } from '../api/src/plugins/session';
import { insertBenchBde } from './bench/bench-bde';
import { autocannon, medianRun, middle, type LoadResult } from './bench/autocannon-run';
import { openBenchDatabase } from './bench/bench-database';
import { PG_URL, postgresReachable, printable } from './bench/postgres';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// The app and its baseline take turns, each app round next to a bare round, and the ratio is the
// median of those paired ratios: on a 2-core machine shared with the database server, throughput drifts
// by 10-15 % over a run, and a pair measured seconds apart shares the drift.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** The three calls the dashboard makes first, and the one query that answers each, bare. */
const ROUTES = [
  {
    name: 'Proposal/summary',
    path: (code: string) => `/api/Proposal/summary/${code}`,
    bare: `select count(*)::int as sent, (count(*) filter (where p.status = 'accepted'))::int as accepted
           from proposals p join executives e on e.id = p.executive_id where e.bde_code = $1`,
  },
  {
    name: 'BDEBusiness/ActiveProject',
    path: (code: string) => `/api/BDEBusiness/ActiveProject?bdeCode=${code}`,
    bare: `select p.company_name, p.amount_paise, p.created_at from projects p join executives e on e.id = p.executive_id
           where e.bde_code = $1 and p.status = 'Active' order by p.created_at desc, p.id desc`,
  },
  {
    name: 'BDEBusiness/TotalRevenue',
    path: (code: string) => `/api/BDEBusiness/TotalRevenue?bdeCode=${code}`,
    bare: `select coalesce(sum(p.amount_paise), 0)::text as total from projects p join executives e on e.id = p.executive_id
           where e.bde_code = $1`,
  },
] as const;

async function seed(database: Database, keys: AppKeys) {
  const db = database.db;
  const identity = { cryptoBox: new CryptoBox(keys.dataKey), blindIndex: new BlindIndex(keys.indexKey) };
  // Other BDEs' rows make the indexes earn their keep.
  let target = { id: 0, bdeCode: '' };
  for (let n = 0; n < 50; n += 1) {
    const id = await insertBenchBde(db, identity, {
      n,
      codeBase: 2000,
      prefix: 'bench',
      identityBase: 0,
      more: n === 0 ? { passwordHash: await hashPassword('bench-password') } : {},
    });
    const row = { id, bdeCode: `BDE${2000 + n}` };
    if (n === 0) target = row;
    const statuses = ['Active', 'On Hold', 'Completed'] as const;
    await db.insert(projects).values(
      Array.from({ length: 30 }, (_, i) => ({
        executiveId: row.id,
        companyName: `Client ${n}-${i}`,
        amountPaise: 1_000_00 * (i + 1) + i,
        status: statuses[i % 3],
      })),
    );
    await db.insert(proposals).values(
      Array.from({ length: 40 }, (_, i) => ({
        executiveId: row.id,
        companyName: `Prospect ${n}-${i}`,
        status: i % 4 === 0 ? ('accepted' as const) : ('sent' as const),
      })),
    );
  }
  const token = crypto.randomBytes(16).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    id: hashToken(token),
    kind: 'bde',
    subjectId: target.id,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
  });
  // Fresh statistics and no dead rows: otherwise autovacuum wakes up mid-run, in whichever round it likes.
  await database.query('vacuum analyze');
  return { bdeCode: target.bdeCode, cookie: `${SESSION_COOKIE}=${token}` };
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** The baseline: a plain handler that runs the one query and writes its rows as JSON. */
function bareServer(database: Database, bdeCode: string) {
  return http.createServer((request, response) => {
    const route = ROUTES.find((r) => request.url === `/${r.name}`);
    if (!route) return void response.writeHead(404).end();
    // Prepared like the API's own statements, so the ratio is the cost of the framework alone.
    database.query(route.bare, [bdeCode], `bare_${route.name.replace(/\W/g, '_')}`).then(
      (rows) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(rows));
      },
      () => response.writeHead(500).end(),
    );
  });
}

interface Row {
  db: string;
  route: string;
  app: LoadResult;
  bare: LoadResult;
  /** The median over rounds of app req/s ÷ the bare req/s of the same round. */
  ratio: number;
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const { database, dataDir, close } = await openBenchDatabase(kind, 'bench-api');
  try {
    const keys = randomKeys();
    const { bdeCode, cookie } = await seed(database, keys);
    const app = await buildApp({
      config: { ...loadConfig({}), dataDir, uploadsDir: path.join(dataDir, 'uploads') },
      database,
      ...keys,
    });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bare = bareServer(database, bdeCode);
    const bareUrl = await listen(bare);
    const rows: Row[] = [];
    for (const route of ROUTES) {
      const check = await fetch(`${appUrl}${route.path(bdeCode)}`, { headers: { cookie } });
      if (check.status !== 200) throw new Error(`${route.name} answered ${check.status} before the run`);
      // Warm both up, then measure each alone, taking turns.
      await autocannon(`${appUrl}${route.path(bdeCode)}`, {
        connections: 10,
        seconds: 1,
        headers: { cookie },
      });
      await autocannon(`${bareUrl}/${route.name}`, { connections: 10, seconds: 1 });
      const appRuns: LoadResult[] = [];
      const bareRuns: LoadResult[] = [];
      const runApp = () =>
        autocannon(`${appUrl}${route.path(bdeCode)}`, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          headers: { cookie },
        });
      const runBare = () =>
        autocannon(`${bareUrl}/${route.name}`, { connections: CONNECTIONS, seconds: SECONDS });
      for (let round = 0; round < ROUNDS; round += 1) {
        // Which goes first alternates, so neither always runs on the machine the other warmed.
        if (round % 2 === 0) {
          appRuns.push(await runApp());
          bareRuns.push(await runBare());
        } else {
          bareRuns.push(await runBare());
          appRuns.push(await runApp());
        }
      }
      const appResult = medianRun(appRuns);
      const bareResult = medianRun(bareRuns);
      const ratio = middle(appRuns.map((run, i) => run.requestsPerSecond / bareRuns[i].requestsPerSecond));
      rows.push({ db: kind, route: route.name, app: appResult, bare: bareResult, ratio });
    }
    await app.close();
    await new Promise((resolve) => bare.close(resolve));
    return rows;
  } finally {
    await close();
  }
}

async function main() {
  console.info(
    `bench:api — ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, app and bare query in turn (medians; ratio = median of the rounds' ratios), on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
  );
  const kinds: Array<'pglite' | 'postgres'> = ['pglite'];
  if (await postgresReachable(PG_URL)) kinds.push('postgres');
  else console.info(`PostgreSQL at ${printable(PG_URL)} is not reachable: embedded database only.`);

  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await benchDatabase(kind)));

  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.info(
    `\n${'database'.padEnd(9)} ${'route'.padEnd(26)} ${pad('req/s', 8)} ${pad('p50', 5)} ${pad('p99', 5)} ${pad('bare req/s', 11)} ${pad('bare p99', 9)} ${pad('ratio', 6)} ${pad('errors', 7)}`,
  );
  for (const row of rows) {
    const ratio = row.ratio;
    console.info(
      `${row.db.padEnd(9)} ${row.route.padEnd(26)} ${pad(Math.round(row.app.requestsPerSecond), 8)} ${pad(row.app.p50, 5)} ${pad(row.app.p99, 5)} ${pad(Math.round(row.bare.requestsPerSecond), 11)} ${pad(row.bare.p99, 9)} ${pad(ratio.toFixed(2), 6)} ${pad(row.app.errors + row.app.non2xx, 7)}`,
    );
  }
  const pg = rows.filter((row) => row.db === 'postgres');
  const worst = pg.length ? Math.min(...pg.map((row) => row.ratio)) : NaN;
  const worstP99 = pg.length ? Math.max(...pg.map((row) => row.app.p99)) : NaN;
  console.info(
    pg.length
      ? `\nsummary: on PostgreSQL the slowest route runs at ${worst.toFixed(2)}x its bare baseline (target >= 0.85) with p99 at most ${worstP99} ms (target <= 30) at ${CONNECTIONS} connections`
      : '\nsummary: PostgreSQL not measured',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
