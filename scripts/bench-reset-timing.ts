// `npm run bench:reset-timing`: how long forgot-password takes to answer for an account that exists and
// for one that does not, for users and BDEs, on the embedded database and on PostgreSQL when one
// answers. The two must not be told apart (docs/security.md, "Requests"). Requests take
// turns, one at a time, each after the work the last one left behind has ended.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { emailKeyOf } from '../shared/contract/email';
import { PASSWORD_RESET_PATHS } from '../shared/contract/password-reset';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { users } from '../api/src/db/schema';
import { hashPassword } from '../api/src/lib/passwords';
import { randomKeys } from '../api/src/lib/secret';
import { antiForgery, registerBde } from './bench/accounts';
import { openBenchDatabase } from './bench/bench-database';
import { PG_URL, postgresReachable, printable } from './bench/postgres';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
// Every request reaches the route: the limits are not what is measured.
const NO_LIMITS = { perClient: Infinity, perAccount: Infinity, windowMs: 60_000 };

/** Times one request per message, from sending it to reading the whole answer. */
const CLIENT = `
const { parentPort, workerData: { url, token, cookie } } = require('node:worker_threads');
parentPort.on('message', async ({ route, body }) => {
  const started = performance.now();
  const response = await fetch(url + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie },
    body: JSON.stringify(body),
  });
  await response.text();
  parentPort.postMessage({ took: performance.now() - started, status: response.status });
});
`;

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const ms = (value: number) => value.toFixed(1).padStart(6);

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const { database, dataDir, close } = await openBenchDatabase(kind, 'bench-reset');
  try {
    const app = await buildApp({
      config: { ...loadConfig({}), dataDir, uploadsDir: path.join(dataDir, 'uploads') },
      database,
      ...randomKeys(),
      authLimits: NO_LIMITS,
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const email = 'reset.bench@example.com';
    await database.db.insert(users).values({
      name: 'Bench',
      email,
      emailKey: emailKeyOf(email),
      passwordHash: await hashPassword('x'.repeat(12)),
    });
    const bde = await registerBde(url);
    const { token, cookie } = await antiForgery(url);

    // The client runs in a thread of its own: the work the server leaves until after its answer must
    // not hold up the client's reading of that answer, as it would on one event loop.
    const client = new Worker(CLIENT, { eval: true, workerData: { url, token, cookie } });
    const timeOne = async (route: string, body: Record<string, string>) => {
      const answered = new Promise<{ took: number; status: number }>((resolve) =>
        client.once('message', resolve),
      );
      client.postMessage({ route, body });
      const { took, status } = await answered;
      if (status !== 202) throw new Error(`${route} answered ${status}`);
      await app.afterResponse.settled();
      return took;
    };
    const cases: Array<{ route: string; known: Record<string, string>; unknown: Record<string, string> }> = [
      { route: PASSWORD_RESET_PATHS.user, known: { email }, unknown: { email: 'nobody.bench@example.com' } },
      { route: PASSWORD_RESET_PATHS.bde, known: { login: bde.userName }, unknown: { login: 'nobody.bench' } },
    ];
    for (const { route, known, unknown } of cases) {
      // Warm-up, then the two take turns, each going first every other round.
      for (let i = 0; i < 3; i += 1) await timeOne(route, i % 2 ? known : unknown);
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < REQUESTS; i += 1) {
        const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const which of order)
          times[which].push(await timeOne(route, which === 'known' ? known : unknown));
      }
      const [k, u] = [times.known, times.unknown];
      console.info(
        `${kind.padEnd(8)} ${route.padEnd(30)} median ms: account ${ms(quantile(k, 0.5))}, none ${ms(quantile(u, 0.5))},` +
          ` difference ${ms(quantile(k, 0.5) - quantile(u, 0.5))}` +
          ` (quartiles ${quantile(k, 0.25).toFixed(1)}-${quantile(k, 0.75).toFixed(1)} and ${quantile(u, 0.25).toFixed(1)}-${quantile(u, 0.75).toFixed(1)})`,
      );
    }
    await client.terminate();
    await app.close();
  } finally {
    await close();
  }
}

async function main() {
  console.info(`forgot-password, ${REQUESTS} requests each for an account and for none, on 127.0.0.1`);
  await benchDatabase('pglite');
  if (await postgresReachable(PG_URL)) await benchDatabase('postgres');
  else console.info(`PostgreSQL at ${printable(PG_URL)} is not reachable: embedded database only.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
