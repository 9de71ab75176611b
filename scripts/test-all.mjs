// `npm test`: every check and test there is, ending with one line "N passed, N failed".
// Lint, formatting and type checks count as one test each; Jest and Playwright report their own.
// It fails closed (scripts/test-totals.mjs): a runner that exits non-zero, a suite that cannot load,
// a round that ran no test, or a report that is missing is a failure even when no test says so.
// Each stage ends with "--- label: N s", and a table of them comes just before the final line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-state.mjs';
import { databaseTests } from './database-tests.mjs';
import {
  addTotals,
  emptyTotals,
  exitProblem,
  exitCodeOf,
  failure,
  fromCheck,
  fromJestReport,
  fromPlaywrightReport,
  messageOf,
  parseReport,
  parseStageTimes,
  stageLine,
  stageTable,
  summaryLine,
} from './test-totals.mjs';

/** @typedef {import('./test-totals.mjs').Totals} Totals */
/** @typedef {import('./test-totals.mjs').StageTime} StageTime */

const REPORTS = path.join(ROOT, 'reports');
fs.mkdirSync(REPORTS, { recursive: true });
/** @param {string} name */
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const totals = emptyTotals();
/** @type {string[]} */
const failures = [];
/** @type {StageTime[]} */
const stages = [];

/** The failures, the stage times and, last of all, the one line of totals. */
function finish() {
  if (failures.length) console.info(`\nFailed: ${failures.join('; ')}`);
  // `.ci/run` hands down its own stages (installing), so that one table holds the whole run.
  console.info(`\n${stageTable(stages, parseStageTimes(process.env.CI_STAGE_TIMES))}`);
  console.info(`\n${summaryLine(totals)}`);
  process.exit(exitCodeOf(totals));
}

/**
 * Whatever goes wrong in this script itself still ends with the summary line, as a failure.
 * @param {unknown} error
 */
function crashed(error) {
  console.error(error);
  record('test-all.mjs', failure(messageOf(error)));
  finish();
}
process.on('uncaughtException', crashed);
process.on('unhandledRejection', crashed);

/**
 * Runs one stage: its "=== label" heading, then the work, then "--- label: N s".
 * @template T
 * @param {string} label
 * @param {() => T} work
 * @returns {T}
 */
function stage(label, work) {
  console.info(`\n=== ${label}`);
  const started = performance.now();
  try {
    return work();
  } finally {
    const time = { label, seconds: (performance.now() - started) / 1000 };
    stages.push(time);
    console.info(stageLine(time));
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 */
const spawn = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 */
const run = (label, command, args, env = {}) => stage(label, () => spawn(command, args, env));

/**
 * Adds a runner's totals and, when it failed, says which runner and why.
 * @param {string} label
 * @param {Totals} result
 */
function record(label, result) {
  addTotals(totals, { ...result, problems: [] });
  if (result.failed)
    failures.push(result.problems.length ? `${label} (${result.problems.join('; ')})` : label);
}

/** @param {string} file */
const readReport = (file) => parseReport(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function check(label, command, args) {
  record(label, fromCheck(run(label, command, args)));
}

/** @param {string} label */
const reportFile = (label) => path.join(REPORTS, `${label.replace(/\W+/g, '-')}.json`);

/**
 * @param {string[]} args
 * @param {string} output the JSON report's file
 * @param {Record<string, string>} env
 */
function runJest(args, output, env) {
  fs.rmSync(output, { force: true });
  return spawn(bin('jest'), [...args, '--json', `--outputFile=${output}`], {
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
    ...env,
  });
}

/**
 * @param {string} label
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function jest(label, args, env = {}) {
  const output = reportFile(label);
  const exit = stage(label, () => runJest(args, output, env));
  record(label, fromJestReport(readReport(output), exit));
}

/**
 * The test files Jest collects with this environment, or why they could not be listed.
 * @param {Record<string, string>} env
 * @returns {{ files: string[] } | { problem: string }}
 */
function listTests(env) {
  const listed = spawnSync(bin('jest'), ['--listTests', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  const problem = exitProblem(listed);
  if (problem) return { problem: `jest --listTests ${problem}` };
  const files = parseReport(listed.stdout);
  return Array.isArray(files) ? { files } : { problem: 'jest --listTests printed no list' };
}

/**
 * The second Jest round: only the tests that touch the database (scripts/database-tests.mjs), on
 * PostgreSQL. Jest collects the PostgreSQL-only tests here, as DATABASE_URL is set (jest.config.js).
 * @param {string} label
 * @param {string} url
 */
function jestOnPostgres(label, url) {
  const output = reportFile(label);
  const result = stage(label, () => {
    const listed = listTests({ DATABASE_URL: url });
    if ('problem' in listed) return failure(listed.problem);
    const files = databaseTests(listed.files, ROOT);
    // Fail closed: with no file given, Jest would run every test; with none found, the selection is broken.
    if (files.length === 0) return failure('no test touches the database: is the selection broken?');
    console.info(`${files.length} of ${listed.files.length} test files touch the database.`);
    const exit = runJest(['--runTestsByPath', ...files], output, { DATABASE_URL: url });
    return fromJestReport(readReport(output), exit);
  });
  record(label, result);
}

/**
 * Whether DATABASE_URL accepts a connection; the reason when it does not.
 * @param {string} url
 */
async function postgresProblem(url) {
  let client;
  try {
    const { default: pg } = await import('pg');
    client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client?.end().catch(() => undefined);
  }
}

check('eslint', bin('eslint'), ['.', '--max-warnings=0']);
check('prettier --check', bin('prettier'), ['--check', '.', '--log-level=warn']);
check('tsc (browser apps and shared)', bin('tsc'), ['-p', 'tsconfig.web.json']);
// Every other file: the API, e2e, scripts/ and the webpack, Jest and ESLint configs (JavaScript too, checkJs).
check('tsc (api, e2e, scripts, configs)', bin('tsc'), ['-p', 'tsconfig.node.json']);

// The first run is on the embedded database whatever the environment says; the second runs the tests
// that touch the database again, on PostgreSQL. Tests that only make sense on PostgreSQL (several
// instances on one database) are collected only when DATABASE_URL is set (jest.config.js), so they
// run in the second round and count there.
jest('jest (web, scripts and api on embedded PGlite)', [], { DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  const label = 'jest (tests that touch the database, on PostgreSQL)';
  const problem = await postgresProblem(process.env.DATABASE_URL);
  if (problem) {
    console.info(`\n=== ${label}\nDATABASE_URL is set but PostgreSQL does not answer: ${problem}`);
    record(label, failure(`no connection: ${problem}`));
  } else {
    jestOnPostgres(label, process.env.DATABASE_URL);
  }
} else {
  console.info('\nDATABASE_URL is not set: the API tests ran on the embedded database only.');
}

const build = run('build (production, what changed)', process.execPath, [
  path.join(ROOT, 'scripts', 'build.mjs'),
  '--if-stale',
]);
// A build that succeeds is no test of its own; one that fails is a failure, and the browser tests with it.
if (!exitProblem(build)) {
  const output = path.join(REPORTS, 'e2e.json');
  fs.rmSync(output, { force: true });
  // The browser tests run on embedded databases (each test server its own), whatever the environment
  // says; the one that runs several instances creates its database on E2E_POSTGRES_URL's server
  // (DATABASE_URL's here, else the local default: e2e/tests/release-watch.spec.ts).
  const exit = run(
    'playwright (Chromium, production build)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts'],
    {
      DATABASE_URL: '',
      E2E_POSTGRES_URL: process.env.E2E_POSTGRES_URL || process.env.DATABASE_URL || '',
    },
  );
  const result = fromPlaywrightReport(readReport(output), exit);
  if (result.problems.includes('no readable Playwright report')) {
    result.problems.push('is Chromium installed? `apt-get install -y chromium`');
  }
  record('playwright', result);
} else {
  record('build', fromCheck(build));
  record('playwright', failure('not run: the build failed'));
}

finish();
