// `npm test` fails closed: these are the cases where it used to print a failure and still end with
// "N passed, 0 failed" and exit 0. The fixtures are the shapes Jest 30 and Playwright 1.65 really
// write (taken from runs like the ones at the end of this file, which check them against the real tools).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  addTotals,
  emptyTotals,
  exitCodeOf,
  fromCheck,
  fromJestReport,
  fromPlaywrightReport,
  parseReport,
  parseStageTimes,
  stageLine,
  stageTable,
  summaryLine,
} from './test-totals.mjs';

// Jest runs from the repository root, whether it loads this file as CommonJS or as an ES module.
const REPO_ROOT = process.cwd();

const ok = { status: 0, signal: null };
const exit1 = { status: 1, signal: null };

/**
 * @param {string} name
 * @param {string} status
 * @param {string[]} [tests] each test's status
 */
const suite = (name, status, tests = []) => ({
  name: `/repo/api/src/${name}`,
  status,
  message: status === 'failed' ? '● Test suite failed to run' : '',
  assertionResults: tests.map((testStatus, i) => ({ title: `t${i}`, status: testStatus })),
});

const jestReport = (overrides = {}) => ({
  numFailedTestSuites: 0,
  numFailedTests: 0,
  numPassedTestSuites: 1,
  numPassedTests: 3,
  numPendingTestSuites: 0,
  numPendingTests: 1,
  numRuntimeErrorTestSuites: 0,
  numTodoTests: 0,
  numTotalTestSuites: 1,
  numTotalTests: 4,
  success: true,
  wasInterrupted: false,
  testResults: [suite('ok.test.ts', 'passed', ['passed', 'passed', 'passed', 'pending'])],
  ...overrides,
});

describe('Jest', () => {
  test('a normal pass counts its tests and skips, and nothing failed', () => {
    const totals = fromJestReport(jestReport(), ok);
    expect(totals).toEqual({ passed: 3, failed: 0, skipped: 1, problems: [] });
  });

  test('a suite that errors at load time is a failure, even with every other test passing', () => {
    const report = jestReport({
      numFailedTestSuites: 1,
      numRuntimeErrorTestSuites: 1,
      numTotalTestSuites: 2,
      success: false,
      testResults: [
        suite('ok.test.ts', 'passed', ['passed', 'passed', 'passed', 'pending']),
        suite('broken.test.ts', 'failed', []),
      ],
    });
    const totals = fromJestReport(report, exit1);
    expect(totals.failed).toBe(1);
    expect(totals.passed).toBe(3);
    expect(totals.problems).toContain('api/src/broken.test.ts failed to run');
  });

  test('a suite that failed with no failed test and no runtime-error count still counts', () => {
    // e.g. a report where Jest's counters missed it: the suite's own status decides.
    const report = jestReport({
      success: false,
      testResults: [suite('hook.test.ts', 'failed', ['passed'])],
    });
    expect(fromJestReport(report, exit1).failed).toBe(1);
  });

  test('failed tests and failed suites add up', () => {
    const report = jestReport({
      numFailedTests: 2,
      numRuntimeErrorTestSuites: 1,
      success: false,
      testResults: [
        suite('a.test.ts', 'failed', ['failed', 'failed', 'passed']),
        suite('b.test.ts', 'failed'),
      ],
    });
    expect(fromJestReport(report, exit1).failed).toBe(3);
  });

  test('a non-zero exit with zero failures counted is a failure', () => {
    const totals = fromJestReport(jestReport(), exit1);
    expect(totals.passed).toBe(3);
    expect(totals.failed).toBe(1);
    expect(totals.problems).toEqual(['exited with 1']);
  });

  test('a runner killed by a signal is a failure', () => {
    expect(fromJestReport(jestReport(), { status: null, signal: 'SIGKILL' }).failed).toBe(1);
  });

  test('a runner that could not be started is a failure', () => {
    expect(fromCheck({ status: null, error: new Error('spawn ENOENT') })).toMatchObject({
      passed: 0,
      failed: 1,
    });
  });

  test('zero tests run is a failure, whatever the exit status and the success flag say', () => {
    const report = jestReport({
      numPassedTestSuites: 0,
      numPassedTests: 0,
      numPendingTests: 0,
      numTotalTestSuites: 0,
      numTotalTests: 0,
      testResults: [],
      success: true,
    });
    expect(fromJestReport(report, ok)).toMatchObject({ passed: 0, failed: 1, problems: ['no tests ran'] });
    expect(fromJestReport(report, exit1).failed).toBe(1);
  });

  test('a missing or unparseable report is a failure, even after a clean exit', () => {
    expect(fromJestReport(null, ok)).toMatchObject({ passed: 0, failed: 1 });
    expect(fromJestReport(parseReport(''), ok).failed).toBe(1);
    expect(fromJestReport(parseReport('{"numPassedTests": 3, "trunc'), ok).failed).toBe(1);
    expect(fromJestReport(parseReport('{"something": "else"}'), ok).failed).toBe(1);
    expect(fromJestReport(parseReport('[]'), ok).failed).toBe(1);
  });

  test('an interrupted run is a failure', () => {
    expect(fromJestReport(jestReport({ wasInterrupted: true }), ok).failed).toBe(1);
  });
});

/**
 * @param {object} [stats]
 * @param {Array<{ message: string }>} [errors]
 */
const playwrightReport = (stats = {}, errors = []) => ({
  config: { forbidOnly: true },
  suites: [],
  errors,
  stats: {
    startTime: '2026-11-22T00:00:00.000Z',
    duration: 1,
    expected: 5,
    skipped: 1,
    unexpected: 0,
    flaky: 0,
    ...stats,
  },
});

describe('Playwright', () => {
  test('a normal pass', () => {
    expect(fromPlaywrightReport(playwrightReport(), ok)).toEqual({
      passed: 5,
      failed: 0,
      skipped: 1,
      problems: [],
    });
  });

  test('a stray test.only under forbidOnly: no test ran, one top-level error, a failure', () => {
    const report = playwrightReport({ expected: 0, skipped: 0 }, [
      { message: "Error: item focused with '.only' is not allowed due to the 'forbidOnly' option" },
    ]);
    const totals = fromPlaywrightReport(report, exit1);
    expect(totals.passed).toBe(0);
    expect(totals.failed).toBeGreaterThanOrEqual(1);
    expect(totals.problems[0]).toMatch(/forbidOnly/);
  });

  test('a spec that throws at load is a failure although the others passed', () => {
    const totals = fromPlaywrightReport(playwrightReport({}, [{ message: 'Error: load boom' }]), exit1);
    expect(totals).toMatchObject({ passed: 5, failed: 1 });
  });

  test('zero tests run is a failure', () => {
    const report = playwrightReport({ expected: 0, skipped: 0 }, []);
    expect(fromPlaywrightReport(report, ok).failed).toBe(1);
  });

  test('a non-zero exit with nothing counted as failed is a failure', () => {
    expect(fromPlaywrightReport(playwrightReport(), exit1)).toMatchObject({ passed: 5, failed: 1 });
  });

  test('a missing report is a failure', () => {
    expect(fromPlaywrightReport(null, ok).failed).toBe(1);
    expect(fromPlaywrightReport(parseReport('not json'), exit1).failed).toBe(1);
    expect(fromPlaywrightReport({ suites: [] }, ok).failed).toBe(1);
  });

  test('the e2e configuration forbids test.only', () => {
    const config = fs.readFileSync(path.join(REPO_ROOT, 'e2e', 'playwright.config.ts'), 'utf8');
    expect(config).toMatch(/^\s*forbidOnly: true,/m);
  });
});

describe('the final line and exit code', () => {
  test('sums every runner; any failure makes the exit code non-zero', () => {
    const totals = emptyTotals();
    addTotals(totals, fromCheck(ok));
    addTotals(totals, fromJestReport(jestReport(), ok));
    expect(summaryLine(totals)).toBe('4 passed, 0 failed, 1 skipped');
    expect(exitCodeOf(totals)).toBe(0);
    addTotals(totals, fromJestReport(jestReport(), exit1));
    expect(summaryLine(totals)).toBe('7 passed, 1 failed, 2 skipped');
    expect(exitCodeOf(totals)).toBe(1);
  });

  test('no skipped part when nothing was skipped', () => {
    expect(summaryLine({ passed: 2, failed: 0, skipped: 0, problems: [] })).toBe('2 passed, 0 failed');
  });
});

// The same rules against the real tools, on throwaway test folders.
describe('stage times', () => {
  test('each stage ends with its time in whole seconds', () => {
    expect(stageLine({ label: 'eslint', seconds: 41.6 })).toBe('--- eslint: 42 s');
  });

  test("the table lists the caller's stages, then npm test's with their total", () => {
    const table = stageTable(
      [
        { label: 'eslint', seconds: 40.2 },
        { label: 'jest (embedded PGlite)', seconds: 700 },
      ],
      [{ label: 'npm install', seconds: 61 }],
    );
    expect(table.split('\n')).toEqual([
      'Stage times:',
      '  npm install              61 s',
      '  eslint                   40 s',
      '  jest (embedded PGlite)  700 s',
      '  npm test, total         740 s',
    ]);
  });

  test("the caller's stage times are read from 'label=seconds' pairs, and nothing else", () => {
    expect(parseStageTimes('system packages=3; npm install = 61.5;nonsense;=4')).toEqual([
      { label: 'system packages', seconds: 3 },
      { label: 'npm install', seconds: 61.5 },
    ]);
    expect(parseStageTimes(undefined)).toEqual([]);
  });
});

describe('against real runs', () => {
  const ROOT = REPO_ROOT;
  // The child tools must not think they run inside this Jest (Playwright refuses to).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('JEST') && key !== 'NODE_OPTIONS'),
  );
  /** @type {string} */
  let dir;
  beforeAll(() => {
    // Outside the repository, so that no lint or format check ever sees these files; the link lets
    // the Playwright config find @playwright/test.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-totals-'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /**
   * @param {string} folder
   * @param {Record<string, string>} files name -> text
   */
  const runJest = (folder, files) => {
    const root = path.join(dir, folder);
    fs.mkdirSync(root, { recursive: true });
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, name), text);
    fs.writeFileSync(path.join(root, 'jest.config.js'), 'module.exports = {};\n');
    const output = path.join(root, 'report.json');
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
        '--config',
        path.join(root, 'jest.config.js'),
        '--rootDir',
        root,
        '--json',
        `--outputFile=${output}`,
      ],
      { cwd: root, encoding: 'utf8', env },
    );
    const text = fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : null;
    return fromJestReport(parseReport(text), result);
  };

  test('Jest: a suite that cannot load fails the round', () => {
    const totals = runJest('load-error', {
      'fine.test.js': "test('fine', () => {});\n",
      'broken.test.js': "require('./not-there');\ntest('never runs', () => {});\n",
    });
    expect(totals.passed).toBe(1);
    expect(totals.failed).toBeGreaterThanOrEqual(1);
  });

  test('Jest: an afterAll that throws fails the round, though every test passed', () => {
    const totals = runJest('hook-error', {
      'hook.test.js': "afterAll(() => { throw new Error('boom'); });\ntest('passes', () => {});\n",
    });
    expect(totals.failed).toBeGreaterThanOrEqual(1);
  });

  test('Jest: no tests found fails the round', () => {
    const totals = runJest('empty', { 'not-a-test.js': 'module.exports = 1;\n' });
    expect(totals).toMatchObject({ passed: 0, failed: 1 });
  });

  test('Jest: a clean run passes', () => {
    expect(runJest('clean', { 'a.test.js': "test('a', () => {});\ntest('b', () => {});\n" })).toEqual({
      passed: 2,
      failed: 0,
      skipped: 0,
      problems: [],
    });
  });

  test('Playwright: a stray test.only with forbidOnly fails the round', () => {
    const root = path.join(dir, 'playwright');
    fs.mkdirSync(path.join(root, 'tests'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'tests', 'a.spec.ts'),
      "import { test } from '@playwright/test';\ntest.only('focused', () => {});\ntest('other', () => {});\n",
    );
    fs.writeFileSync(
      path.join(root, 'playwright.config.ts'),
      "import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: './tests', forbidOnly: true, reporter: [['json', { outputFile: 'report.json' }]] });\n",
    );
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'),
        'test',
        '-c',
        'playwright.config.ts',
      ],
      { cwd: root, encoding: 'utf8', env },
    );
    const report = parseReport(fs.readFileSync(path.join(root, 'report.json'), 'utf8'));
    const totals = fromPlaywrightReport(report, result);
    expect(result.status).not.toBe(0);
    expect(totals.failed).toBeGreaterThanOrEqual(1);
    expect(totals.problems.join('\n')).toMatch(/forbidOnly/);
  });
});
