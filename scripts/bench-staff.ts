// `npm run bench:staff`: the back office's two big lists on PostgreSQL. Seeds 100,000 contact messages
// and 100,000 leads spread over two years, starts the real app with a staff session, and measures
// with autocannon the first page, a page 50,000 rows in, and a status-filtered first and deep page of
// each, in rounds (each page's result is its median round, as the machine is shared). Prints a table,
// writes reports/bench-staff.json, and exits non-zero when a page's median p99 is over 50 ms.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF_PATHS } from '../shared/contract/staff';
import type { ListPage } from '../shared/contract/staff-list-responses';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { openDatabase, type Database } from '../api/src/db/client';
import { executives, sessions, staffMembers } from '../api/src/db/schema';
import { throwawayDatabase } from '../api/src/db/throwaway-database';
import { BlindIndex } from '../api/src/lib/blind-index';
import { CryptoBox } from '../api/src/lib/crypto-box';
import { pageOf, parseListQuery, type SortColumns } from '../api/src/lib/keyset-page';
import { randomKeys, type AppKeys } from '../api/src/lib/secret';
import { SESSION_COOKIE, SESSION_LIMITS, hashToken } from '../api/src/plugins/session';
import { autocannon, medianRun, type LoadResult } from './bench/autocannon-run';
import { insertBenchBde } from './bench/bench-bde';

import { PG_URL, postgresReachable, printable } from './bench/postgres';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds over every page; each page's result is its median round (the machine is shared). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** How deep the deep pages start: about half of each list. */
const DEPTH = Math.floor(ROWS / 2);
const TARGET_P99_MS = 50;
const REPORT = path.resolve(__dirname, '..', 'reports', 'bench-staff.json');
/** Leaves the seeded database behind (its address printed), to EXPLAIN ANALYZE a slow page by hand. */
const KEEP = process.env.BENCH_KEEP_DATABASE === '1';

const SERVICES = [
  'Website Design & Development',
  'Software Development',
  'Mobile Application',
  'Digital Marketing',
  'Logo Design',
  'Brochure Design',
  'Flyers Design',
];

async function seed(database: Database, keys: AppKeys) {
  const db = database.db;
  const identity = { cryptoBox: new CryptoBox(keys.dataKey), blindIndex: new BlindIndex(keys.indexKey) };
  const staff = await db
    .insert(staffMembers)
    .values(
      ['Anita', 'Bala', 'Chitra', 'Dev', 'Esha'].map((name, i) => ({
        name,
        email: `${name.toLowerCase()}@bench.example`,
        emailKey: `${name.toLowerCase()}@bench.example`,
        role: i === 0 ? ('admin' as const) : ('staff' as const),
        passwordHash: 'x',
      })),
    )
    .returning({ id: staffMembers.id });
  const bdeIds: number[] = [];
  for (let n = 0; n < 20; n += 1) {
    const id = await insertBenchBde(db, identity, {
      n,
      codeBase: 300_000,
      prefix: 'staffbench',
      identityBase: 5000,
    });
    bdeIds.push(id);
  }
  // Two years of rows, newest first by row number; each pair shares its instant (ties on created_at,
  // which the keyset breaks by id). A quarter unassigned, statuses mixed.
  const spread = `now() - ((g / 2) * (interval '730 days' / ${ROWS / 2}))`;
  await database.query(
    `insert into contact_messages (name, contact_number, email, message, website_url, status, assignee_id, created_at)
     select 'Sender ' || g, '98' || lpad(g::text, 8, '0'), 'sender' || g || '@example.com',
            repeat('We would like a quote for a new website and a mobile app. ', 1 + g % 6),
            case when g % 3 = 0 then 'https://example' || g || '.in' end,
            (array['new', 'in progress', 'closed'])[1 + g % 3],
            case when g % 4 = 0 then null else ($1::int[])[1 + g % cardinality($1::int[])] end,
            ${spread}
     from generate_series(1, ${ROWS}) as g`,
    [staff.map((row) => row.id)],
  );
  await database.query(
    `insert into client_infos (company_name, industry_type, address, email, mobile, website, contact_person,
       team_contact, services_required, others, client_date, next_appointment_date, reference, note,
       executive_id, cid_services, status, created_at)
     select 'Company ' || g, 'Retail', 'Madhapur, Hyderabad', 'lead' || g || '@example.com',
            '90' || lpad(g::text, 8, '0'), 'https://company' || g || '.in', 'Contact ' || g, 'CTO',
            array[($2::text[])[1 + g % 7], ($2::text[])[1 + (g / 7) % 7]], '', '', '', '', '',
            case when g % 10 < 3 then null else ($1::int[])[1 + g % cardinality($1::int[])] end, '',
            (array['new', 'contacted', 'proposal sent', 'won', 'lost'])[1 + g % 5],
            ${spread}
     from generate_series(1, ${ROWS}) as g`,
    [bdeIds, SERVICES],
  );
  const token = crypto.randomBytes(16).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    id: hashToken(token),
    kind: 'staff',
    subjectId: staff[0].id,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + SESSION_LIMITS.staff.absoluteMs),
  });
  // Fresh statistics and no dead rows, as a database that has lived with its data would have.
  await database.query('vacuum analyze');
  // And written out now, not by a checkpoint in the middle of a measurement.
  await database.query('checkpoint');
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * The `after` cursor that starts a page `depth` rows into the list (newest first), made by the API's
 * own encoder from the row before it.
 */
async function deepCursor(database: Database, table: string, depth: number, status?: string) {
  const rows = await database.query<{ id: number; created_at: Date }>(
    `select id, created_at from ${table} ${status ? 'where status = $1' : ''}
     order by created_at desc, id desc offset ${depth - 1} limit 2`,
    status ? [status] : [],
  );
  // Only the sort's kind matters to the encoder; the column stands for any date-sorted list.
  const sorts: SortColumns = { createdAt: { column: executives.createdAt, type: 'date' } };
  const query = parseListQuery({ limit: '1' }, { sorts, defaultSort: 'createdAt' });
  const page = pageOf(rows, query, (row) => ({ value: row.created_at, id: row.id }));
  if (!page.next) throw new Error(`${table} has fewer than ${depth + 1} rows`);
  return { after: page.next, nextId: rows[1].id };
}

interface Target {
  name: string;
  url: string;
  /** A reference, outside the target: what the guards cost alone, or a search. */
  reference?: boolean;
  /** A search: measured in one round only (a search that finds nothing reads every row). */
  search?: boolean;
  /** The first row the page must start with (a deep page's check that the cursor landed). */
  firstId?: number;
}

async function targets(database: Database): Promise<Target[]> {
  const list: Target[] = [
    { name: 'reference: staff session only', url: STAFF_PATHS.session, reference: true },
  ];
  for (const [label, table, path, status] of [
    ['messages', 'contact_messages', STAFF_PATHS.messages, 'closed'],
    ['leads', 'client_infos', STAFF_PATHS.leads, 'won'],
  ] as const) {
    const deep = await deepCursor(database, table, DEPTH);
    const deepFiltered = await deepCursor(database, table, Math.floor(DEPTH / 5), status);
    list.push(
      { name: `${label}: first page`, url: path },
      {
        name: `${label}: page ${DEPTH.toLocaleString('en-IN')} rows in`,
        url: `${path}?after=${deep.after}`,
        firstId: deep.nextId,
      },
      { name: `${label}: status=${status}, first page`, url: `${path}?status=${encodeURIComponent(status)}` },
      {
        name: `${label}: status=${status}, ${Math.floor(DEPTH / 5).toLocaleString('en-IN')} in`,
        url: `${path}?status=${encodeURIComponent(status)}&after=${deepFiltered.after}`,
        firstId: deepFiltered.nextId,
      },
    );
  }
  // Searches are outside the target: a word found nowhere reads every row (no trigram index).
  list.push(
    {
      name: 'reference: messages, q found early',
      url: `${STAFF_PATHS.messages}?q=sender%2099`,
      reference: true,
      search: true,
    },
    {
      name: 'reference: messages, q found nowhere',
      url: `${STAFF_PATHS.messages}?q=zzqqzz`,
      reference: true,
      search: true,
    },
  );
  return list;
}

interface Row {
  name: string;
  /** The median round (each figure the median of the rounds'). */
  result: LoadResult;
  rounds: LoadResult[];
  pass: boolean;
  reference: boolean;
}

async function main() {
  if (!(await postgresReachable(PG_URL))) {
    console.error(
      `bench:staff needs PostgreSQL: ${printable(PG_URL)} is not reachable (set DATABASE_URL, or start it: pg_ctlcluster 15 main start).`,
    );
    process.exit(2);
  }
  console.info(
    `bench:staff — ${ROWS.toLocaleString('en-IN')} messages and ${ROWS.toLocaleString('en-IN')} leads on PostgreSQL (${printable(PG_URL)}), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s a page (medians), on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
  );
  const throwaway = await throwawayDatabase(PG_URL, 'bench_staff');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-staff-'));
  const database = await openDatabase({ url: throwaway.url });
  const rows: Row[] = [];
  try {
    const keys = randomKeys();
    const seeding = performance.now();
    const { cookie } = await seed(database, keys);
    console.info(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const app = await buildApp({
      config: { ...loadConfig({}), dataDir, uploadsDir: path.join(dataDir, 'uploads') },
      database,
      ...keys,
    });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const all = await targets(database);
      for (const target of all) {
        const check = await fetch(`${appUrl}${target.url}`, { headers: { cookie } });
        if (check.status !== 200) throw new Error(`${target.name} answered ${check.status} before the run`);
        const page = (await check.json()) as ListPage<{ id: number }>;
        const landed =
          target.reference ||
          (page.items.length === 25 && page.items[0].id === (target.firstId ?? page.items[0].id));
        if (!landed) throw new Error(`${target.name} did not start where its cursor points`);
        await autocannon(`${appUrl}${target.url}`, { connections: 5, seconds: 1, headers: { cookie } });
      }
      const measure = (target: Target) =>
        autocannon(`${appUrl}${target.url}`, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          headers: { cookie },
        });
      // Round by round over every page, so a burst of other work on the machine falls on all of them
      // alike rather than on one; each page's median round is its result. Searches are measured once.
      const rounds = new Map<Target, LoadResult[]>();
      const repeated = all.filter((target) => !target.search);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const target of repeated) {
          const result = await measure(target);
          rounds.set(target, [...(rounds.get(target) ?? []), result]);
          console.info(`  round ${round + 1}, ${target.name}: p99 ${result.p99} ms`);
        }
      }
      for (const target of all.filter((candidate) => candidate.search)) {
        rounds.set(target, [await measure(target)]);
      }
      for (const target of all) {
        const results = rounds.get(target)!;
        const result = medianRun(results);
        const pass = result.p99 <= TARGET_P99_MS && result.errors === 0 && result.non2xx === 0;
        rows.push({ name: target.name, result, rounds: results, pass, reference: target.reference === true });
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    if (KEEP) console.info(`kept the database: psql ${throwaway.url}`);
    else await throwaway.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.info(
    `\n${'list page'.padEnd(40)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 7)}  p99 <= ${TARGET_P99_MS} ms`,
  );
  for (const { name, result, pass, reference } of rows) {
    console.info(
      `${name.padEnd(40)} ${pad(Math.round(result.requestsPerSecond), 7)} ${pad(result.p50, 7)} ${pad(result.p99, 7)} ${pad(result.errors + result.non2xx, 7)}  ${reference ? '(reference)' : pass ? 'yes' : 'NO'}`,
    );
  }
  const lists = rows.filter((row) => !row.reference);
  const failed = lists.filter((row) => !row.pass);
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(
    REPORT,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        rows: ROWS,
        connections: CONNECTIONS,
        seconds: SECONDS,
        targetP99Ms: TARGET_P99_MS,
        machine: {
          cpus: os.cpus().length,
          model: os.cpus()[0]?.model,
          loadAverage: os.loadavg(),
          node: process.version,
        },
        rounds: ROUNDS,
        pages: rows.map(({ name, result, rounds, pass, reference }) => ({
          name,
          ...result,
          pass,
          reference,
          rounds,
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.info(
    `\nsummary: ${lists.length - failed.length} of ${lists.length} list pages within p99 <= ${TARGET_P99_MS} ms (median of ${ROUNDS} rounds) at ${CONNECTIONS} connections; report: ${path.relative(process.cwd(), REPORT)}`,
  );
  if (failed.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
