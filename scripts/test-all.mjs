// `npm test`: every check and test there is, ending with one line "N passed, N failed".
// Lint, formatting and type checks count as one test each; Jest and Playwright report their own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-state.mjs';

const REPORTS = path.join(ROOT, 'reports');
fs.mkdirSync(REPORTS, { recursive: true });
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.info(`\n=== ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function jest(label, args, env = {}) {
  const output = path.join(REPORTS, `${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(output, { force: true });
  const ok = run(label, bin('jest'), [...args, '--json', `--outputFile=${output}`], {
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
    ...env,
  });
  const report = readJson(output);
  if (!report) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (!ok || report.numFailedTests || report.numRuntimeErrorTestSuites) failures.push(label);
}

check('eslint', bin('eslint'), ['.', '--max-warnings=0']);
check('prettier --check', bin('prettier'), ['--check', '.', '--log-level=warn']);
check('tsc (browser apps and shared)', bin('tsc'), ['-p', 'tsconfig.web.json']);
check('tsc (api, e2e, scripts)', bin('tsc'), ['-p', 'tsconfig.node.json']);

// The first run is on the embedded database whatever the environment says; the second on PostgreSQL.
jest('jest (web and api on embedded PGlite)', [], { DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  jest('jest (api on PostgreSQL)', ['--selectProjects', 'api'], { DATABASE_URL: process.env.DATABASE_URL });
} else {
  console.info('\nDATABASE_URL is not set: the API tests ran on the embedded database only.');
}

if (
  run('build (production, what changed)', process.execPath, [
    path.join(ROOT, 'scripts', 'build.mjs'),
    '--if-stale',
  ])
) {
  const output = path.join(REPORTS, 'e2e.json');
  fs.rmSync(output, { force: true });
  // The browser tests run on embedded databases (each test server its own), whatever the environment says.
  const ok = run(
    'playwright (Chromium, production build)',
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts'],
    { DATABASE_URL: '' },
  );
  const report = readJson(output);
  if (report?.stats) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    if (!ok || report.stats.unexpected) failures.push('playwright');
  } else {
    totals.failed += 1;
    failures.push(
      'playwright (did not run: see above; is Chromium installed? `apt-get install -y chromium`)',
    );
  }
} else {
  totals.failed += 1;
  failures.push('build');
}

if (failures.length) console.info(`\nFailed: ${failures.join('; ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.info(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
