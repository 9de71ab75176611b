// `npm run bench:earnings`: a BDE with 10,000 ledger lines (two years of payments, every status, monthly
// payouts) asks for their earnings and a month's statement at 20 connections (p99 <= 50 ms each), and
// the month's payout batch is created for 5,000 BDEs with approved commission (under 10 s). On the
// embedded database and on PostgreSQL when it is reachable (`--db pglite|postgres` for one). Prints a
// table, writes reports/bench-earnings.json, exits non-zero when a target is missed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BDE_EARNINGS_PATHS, STAFF_EARNINGS_PATHS } from '../shared/contract/earnings';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import type { Database } from '../api/src/db/client';
import { commissionPlans, sessions, staffMembers } from '../api/src/db/schema';
import { sealBankAccount, sealPayoutAccount } from '../api/src/earnings/payouts/bank-account-service';
import { BlindIndex } from '../api/src/lib/blind-index';
import { CryptoBox } from '../api/src/lib/crypto-box';
import { monthStartInIndia, todayInIndia } from '../api/src/lib/india-time';
import { randomKeys, type AppKeys } from '../api/src/lib/secret';
import { SESSION_COOKIE, SESSION_LIMITS, hashToken } from '../api/src/plugins/session';
import { autocannon, type LoadResult } from './bench/autocannon-run';
import { insertBenchBde } from './bench/bench-bde';
import { openBenchDatabase } from './bench/bench-database';
import { PG_URL, postgresReachable, printable } from './bench/postgres';

const LINES = Number(process.env.BENCH_LINES ?? 10_000);
const PAYOUT_BDES = Number(process.env.BENCH_PAYOUT_BDES ?? 5_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_P99_MS = 50;
const TARGET_BATCH_MS = 10_000;
const REPORT = path.resolve(__dirname, '..', 'reports', 'bench-earnings.json');

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function session(db: Database['db'], kind: 'bde' | 'staff', subjectId: number) {
  const token = crypto.randomBytes(16).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    id: hashToken(token),
    kind,
    subjectId,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + SESSION_LIMITS[kind].absoluteMs),
  });
  return `${SESSION_COOKIE}=${token}`;
}

function insertBde(db: Database['db'], keys: AppKeys, n: number, referredById: number | null) {
  const identity = { cryptoBox: new CryptoBox(keys.dataKey), blindIndex: new BlindIndex(keys.indexKey) };
  return insertBenchBde(db, identity, {
    n,
    codeBase: 700_000,
    prefix: 'earnbench',
    identityBase: 20_000,
    more: {
      referredById,
      reviewStatus: 'verified',
      createdAt: new Date(Date.now() - 800 * 24 * 3600 * 1000),
    },
  });
}

/**
 * The BDE with LINES lines: one project, LINES payments over two years, a line each, statuses mixed as
 * a living ledger has them; a payout per month pays that month's paid lines. All in SQL, fast.
 */
async function seedLedger(database: Database, keys: AppKeys) {
  const db = database.db;
  const [staff] = await db
    .insert(staffMembers)
    .values({
      name: 'Anita',
      email: 'anita@bench.example',
      emailKey: 'anita@bench.example',
      role: 'admin',
      passwordHash: 'x',
    })
    .returning({ id: staffMembers.id });
  const [plan] = await db
    .insert(commissionPlans)
    .values({
      effectiveFrom: '2024-04-01',
      directBasisPoints: 1000,
      overrideBasisPoints: [200, 100],
      note: 'Benchmark plan',
      createdById: staff.id,
    })
    .returning({ id: commissionPlans.id });
  const bdeId = await insertBde(db, keys, 0, null);
  await database.query(
    `insert into projects (executive_id, company_name, amount_paise, status, created_at)
     values ($1, 'Bench Project', 100000000000, 'Active', now() - interval '760 days')`,
    [bdeId],
  );
  const spread = `now() - ((g::double precision / ${LINES}) * interval '730 days')`;
  await database.query(
    `insert into project_payments (project_id, amount_paise, received_on, mode, bank_reference, recorded_by_id, created_at)
     select (select id from projects where executive_id = $1), 100000 + (g * 37) % 900000,
            ((${spread}) at time zone 'UTC')::date, 'bank transfer', 'REF' || g, $2, ${spread}
     from generate_series(1, ${LINES}) as g`,
    [bdeId, staff.id],
  );
  await database.query(
    `insert into commission_lines (executive_id, payment_id, plan_id, level, basis_points, amount_paise, status,
       reason, status_changed_at, created_at)
     select $1, p.id, $2, 0, 1000, (p.amount_paise + 5) / 10,
            (array['paid', 'paid', 'paid', 'approved', 'pending', 'held', 'declined'])[1 + p.id % 7],
            case when p.id % 7 in (5, 6) then 'Waiting for the client''s second instalment' end,
            p.created_at + interval '3 days', p.created_at
     from project_payments p where p.project_id = (select id from projects where executive_id = $1)`,
    [bdeId, plan.id],
  );
  // A payout per month for that month's paid lines, paid with a UTR.
  await database.query(
    `insert into payout_batches (month, created_by_id, created_at)
     select distinct to_char(created_at, 'YYYY-MM'), $1::int, min(created_at) + interval '20 days'
     from commission_lines where executive_id = $2 and created_at < date_trunc('month', now())
     group by to_char(created_at, 'YYYY-MM')`,
    [staff.id, bdeId],
  );
  await database.query(
    `insert into payouts (batch_id, executive_id, payout_on, financial_year, gross_paise, taxed_base_paise, tds_paise,
       net_paise, tds_section, tds_basis_points, account_holder, account_encrypted, account_last4, ifsc, utr, paid_at,
       paid_by_id, created_at)
     select b.id, $1, (b.created_at at time zone 'UTC')::date,
            extract(year from b.created_at - interval '3 months')::int, s.gross, s.gross, (s.gross * 2 / 100 / 100) * 100,
            s.gross - (s.gross * 2 / 100 / 100) * 100, '194H', 200, 'Bench Partner', 'sealed-elsewhere', '1234',
            'HDFC0001234', 'UTR' || lpad(b.id::text, 12, '0'), b.created_at + interval '1 day', $2, b.created_at
     from payout_batches b
     join (select to_char(created_at, 'YYYY-MM') as month, sum(amount_paise) as gross
           from commission_lines where executive_id = $1 and status = 'paid' group by 1) s on s.month = b.month`,
    [bdeId, staff.id],
  );
  // Sealed as the API seals them (the app checks at start that its keys open every payout's account).
  const cryptoBox = new CryptoBox(keys.dataKey);
  const paid = await database.query<{ id: number }>('select id from payouts where executive_id = $1', [
    bdeId,
  ]);
  for (const { id } of paid) {
    await database.query('update payouts set account_encrypted = $2 where id = $1', [
      id,
      sealPayoutAccount(cryptoBox, id, '50100012345678'),
    ]);
  }
  await database.query(
    `update commission_lines l set payout_id = p.id
     from payouts p join payout_batches b on b.id = p.batch_id
     where l.executive_id = $1 and l.status = 'paid' and to_char(l.created_at, 'YYYY-MM') = b.month`,
    [bdeId],
  );
  await database.query(
    `update payouts p set line_count = (select count(*) from commission_lines l where l.payout_id = p.id)
     where p.executive_id = $1`,
    [bdeId],
  );
  return { staffId: staff.id, planId: plan.id, bdeId };
}

/** PAYOUT_BDES BDEs with an approved line each and bank details past their hold. */
async function seedPayoutBdes(database: Database, keys: AppKeys, staffId: number, planId: number) {
  const db = database.db;
  const cryptoBox = new CryptoBox(keys.dataKey);
  const ids: number[] = [];
  for (let n = 1; n <= PAYOUT_BDES; n += 1) ids.push(await insertBde(db, keys, n, null));
  await database.query(
    `insert into projects (executive_id, company_name, amount_paise, status, created_at)
     select id, 'Project of ' || bde_code, 5000000, 'Active', now() - interval '40 days' from executives where id = any($1)`,
    [ids],
  );
  await database.query(
    `insert into project_payments (project_id, amount_paise, received_on, mode, bank_reference, recorded_by_id, created_at)
     select p.id, 5000000, current_date - 10, 'UPI', 'UPI' || p.id, $2, now() - interval '10 days'
     from projects p where p.executive_id = any($1)`,
    [ids, staffId],
  );
  await database.query(
    `insert into commission_lines (executive_id, payment_id, plan_id, level, basis_points, amount_paise, status, created_at)
     select p.executive_id, pp.id, $2, 0, 1000, 500000, 'approved', pp.created_at
     from project_payments pp join projects p on p.id = pp.project_id where p.executive_id = any($1)`,
    [ids, planId],
  );
  const holdUntil = new Date(Date.now() - 3 * 24 * 3600 * 1000);
  for (const executiveId of ids) {
    const sealed = sealBankAccount(cryptoBox, executiveId, `5010${String(executiveId).padStart(10, '0')}`);
    await database.query(
      `insert into executive_bank_accounts (executive_id, account_holder, account_encrypted, account_last4, ifsc, hold_until)
       values ($1, $2, $3, $4, 'SBIN0001234', $5)`,
      [executiveId, `Bench Partner ${executiveId}`, sealed.accountEncrypted, sealed.accountLast4, holdUntil],
    );
  }
}

/** A load run, with the server's CPU time per answer. */
type Measured = LoadResult & { cpuMs: number };

interface Row {
  db: string;
  name: string;
  result: Measured;
  pass: boolean;
}

async function measureOn(
  kind: 'pglite' | 'postgres',
  rows: Row[],
  batches: Array<{ db: string; ms: number; payouts: number; pass: boolean }>,
) {
  const bench = await openBenchDatabase(kind, 'bench-earnings');
  try {
    const keys = randomKeys();
    const seeding = performance.now();
    const { staffId, planId, bdeId } = await seedLedger(bench.database, keys);
    await seedPayoutBdes(bench.database, keys, staffId, planId);
    if (kind === 'postgres') await bench.database.query('vacuum analyze');
    console.info(`${kind}: seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const bdeCookie = await session(bench.database.db, 'bde', bdeId);
    const staffCookie = await session(bench.database.db, 'staff', staffId);
    const app = await buildApp({
      config: { ...loadConfig({}), dataDir: bench.dataDir, uploadsDir: path.join(bench.dataDir, 'uploads') },
      database: bench.database,
      ...keys,
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const bdeCode = 'BDE700000';
      const month = new Date(monthStartInIndia(Date.now(), 3).getTime() + 6 * 3600 * 1000)
        .toISOString()
        .slice(0, 7);
      const targets = [
        { name: 'earnings', url: BDE_EARNINGS_PATHS.earnings(bdeCode) },
        {
          name: `statement ${month} (json)`,
          url: `${BDE_EARNINGS_PATHS.statement(bdeCode)}&month=${month}&format=json`,
        },
      ];
      for (const target of targets) {
        const check = await fetch(`${url}${target.url}`, { headers: { cookie: bdeCookie } });
        if (check.status !== 200)
          throw new Error(`${target.name} answered ${check.status}: ${await check.text()}`);
        await autocannon(`${url}${target.url}`, {
          connections: 5,
          seconds: 1,
          headers: { cookie: bdeCookie },
        });
      }
      const results = new Map<string, Measured[]>();
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const target of targets) {
          const cpuBefore = process.cpuUsage();
          const load = await autocannon(`${url}${target.url}`, {
            connections: CONNECTIONS,
            seconds: SECONDS,
            headers: { cookie: bdeCookie },
          });
          // The server's own CPU per answer (it runs in this process; the load in its own): what the
          // code costs, apart from how busy the machine was.
          const cpu = process.cpuUsage(cpuBefore);
          const answered = load.requestsPerSecond * SECONDS;
          const result = { ...load, cpuMs: answered ? (cpu.user + cpu.system) / 1000 / answered : 0 };
          results.set(target.name, [...(results.get(target.name) ?? []), result]);
          console.info(
            `  ${kind} round ${round + 1}, ${target.name}: p99 ${result.p99} ms, server CPU ${result.cpuMs.toFixed(2)} ms an answer`,
          );
        }
      }
      for (const target of targets) {
        const list = results.get(target.name)!;
        const result: Measured = {
          cpuMs: Math.round(middle(list.map((r) => r.cpuMs)) * 100) / 100,
          requestsPerSecond: middle(list.map((r) => r.requestsPerSecond)),
          p50: middle(list.map((r) => r.p50)),
          p99: middle(list.map((r) => r.p99)),
          errors: list.reduce((sum, r) => sum + r.errors, 0),
          non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
        };
        rows.push({
          db: kind,
          name: target.name,
          result,
          pass: result.p99 <= TARGET_P99_MS && !result.errors && !result.non2xx,
        });
      }

      // The month's batch, through the API as staff create it.
      const forgery = await fetch(`${url}/api/antiforgery`, { headers: { cookie: staffCookie } });
      const { token } = (await forgery.json()) as { token: string };
      const xsrfCookie = forgery.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const started = performance.now();
      const created = await fetch(`${url}${STAFF_EARNINGS_PATHS.payouts}`, {
        method: 'POST',
        headers: {
          cookie: `${staffCookie}; ${xsrfCookie}`,
          'x-xsrf-token': token,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ month: todayInIndia(Date.now()).slice(0, 7) }),
      });
      const ms = Math.round(performance.now() - started);
      const body = (await created.json()) as { rows?: unknown[] };
      if (!created.ok)
        throw new Error(`the payout batch answered ${created.status}: ${JSON.stringify(body)}`);
      const payouts = body.rows?.length ?? 0;
      batches.push({ db: kind, ms, payouts, pass: ms < TARGET_BATCH_MS && payouts >= PAYOUT_BDES });
      console.info(`  ${kind}: payout batch of ${payouts} BDEs created in ${ms} ms`);
    } finally {
      await app.close();
    }
  } finally {
    await bench.close();
  }
}

async function main() {
  const only = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : null;
  const kinds: Array<'pglite' | 'postgres'> = [];
  if (only !== 'postgres') kinds.push('pglite');
  if (only !== 'pglite') {
    if (await postgresReachable(PG_URL)) kinds.push('postgres');
    else if (only === 'postgres') {
      console.error(`bench:earnings: ${printable(PG_URL)} is not reachable (pg_ctlcluster 15 main start).`);
      process.exit(2);
    } else
      console.info(
        `PostgreSQL at ${printable(PG_URL)} is not reachable: measuring the embedded database only.`,
      );
  }
  console.info(
    `bench:earnings — ${LINES.toLocaleString('en-IN')} lines for one BDE, a batch for ${PAYOUT_BDES.toLocaleString('en-IN')} BDEs, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s (medians), on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
  );
  const rows: Row[] = [];
  const batches: Array<{ db: string; ms: number; payouts: number; pass: boolean }> = [];
  for (const kind of kinds) await measureOn(kind, rows, batches);

  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.info(
    `\n${'database'.padEnd(9)} ${'call'.padEnd(28)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 7)} ${pad('CPU ms', 7)}  p99 <= ${TARGET_P99_MS} ms`,
  );
  for (const { db, name, result, pass } of rows) {
    console.info(
      `${db.padEnd(9)} ${name.padEnd(28)} ${pad(Math.round(result.requestsPerSecond), 7)} ${pad(result.p50, 7)} ${pad(result.p99, 7)} ${pad(result.errors + result.non2xx, 7)} ${pad(result.cpuMs.toFixed(2), 7)}  ${pass ? 'yes' : 'NO'}`,
    );
  }
  for (const batch of batches) {
    console.info(
      `${batch.db.padEnd(9)} payout batch: ${batch.payouts} BDEs in ${batch.ms} ms (< ${TARGET_BATCH_MS} ms: ${batch.pass ? 'yes' : 'NO'})`,
    );
  }
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(
    REPORT,
    `${JSON.stringify({ at: new Date().toISOString(), lines: LINES, payoutBdes: PAYOUT_BDES, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg(), node: process.version }, calls: rows, batches }, null, 2)}\n`,
  );
  const failed = rows.filter((row) => !row.pass).length + batches.filter((batch) => !batch.pass).length;
  console.info(
    `\nsummary: ${rows.length + batches.length - failed} of ${rows.length + batches.length} targets met; report: ${path.relative(process.cwd(), REPORT)}`,
  );
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
