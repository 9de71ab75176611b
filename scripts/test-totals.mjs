// How `npm test` (scripts/test-all.mjs) turns each runner's exit and report into passed/failed/skipped.
// Fail closed: whatever cannot be shown to have passed counts as a failure. In particular
// - a runner that exits non-zero counts at least one failure, even when its report counts none;
// - a Jest suite that fails to load or run (or fails in a hook) counts, whatever its tests did;
// - a runner that ran no test at all is a failure;
// - a missing or unreadable report is a failure;
// - Playwright's top-level errors (a forbidden test.only, a file that throws at load) count.

/**
 * @typedef {{ passed: number, failed: number, skipped: number, problems: string[] }} Totals
 * @typedef {{ status: number | null, signal?: string | null, error?: Error }} Exit  what spawnSync returned
 */
/**
 * The parts of Jest's JSON report (`jest --json`) read here; isJestReport checks the ones it relies on.
 * @typedef {object} JestReport
 * @property {number} numPassedTests
 * @property {number} numFailedTests
 * @property {number} numTotalTests
 * @property {number} numRuntimeErrorTestSuites
 * @property {unknown} [numPendingTests]
 * @property {unknown} [numTodoTests]
 * @property {unknown} [success]
 * @property {unknown} [wasInterrupted]
 * @property {JestSuite[]} testResults
 * @typedef {object} JestSuite
 * @property {unknown} [name]
 * @property {unknown} [status]
 * @property {unknown} [testExecError]
 * @property {Array<{ status?: unknown }>} [assertionResults]
 */
/**
 * The parts of Playwright's JSON report read here; isPlaywrightReport checks `stats.expected`.
 * @typedef {object} PlaywrightReport
 * @property {{ expected: number, skipped?: unknown, unexpected?: unknown, flaky?: unknown }} stats
 * @property {unknown} [errors]
 */

/** @param {unknown} value a count from a report: a finite positive number, else 0 */
const count = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;

/**
 * What a thrown value or a reported error says: its `message`, or else the value itself, as text.
 * @param {unknown} error
 */
export function messageOf(error) {
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return String(message ?? error);
}

/** @returns {Totals} */
export const emptyTotals = () => ({ passed: 0, failed: 0, skipped: 0, problems: [] });

/**
 * One failure and why: what a runner counts when it has nothing better to count.
 * @param {string} problem
 * @returns {Totals}
 */
export const failure = (problem) => ({ ...emptyTotals(), failed: 1, problems: [problem] });

/**
 * Why an exit is not a clean one, or undefined when the process exited with 0.
 * @param {Exit | undefined} exit
 */
export function exitProblem(exit) {
  if (!exit) return 'did not run';
  if (exit.error) return `could not run: ${exit.error.message}`;
  if (exit.signal) return `killed by ${exit.signal}`;
  if (exit.status !== 0) return `exited with ${exit.status ?? 'no status'}`;
  return undefined;
}

/**
 * The one rule every runner shares: a non-clean exit is at least one failure.
 * @param {Totals} totals
 * @param {Exit} exit
 */
function closeOver(totals, exit) {
  const problem = exitProblem(exit);
  if (problem) {
    totals.problems.push(problem);
    if (totals.failed === 0) totals.failed = 1;
  }
  return totals;
}

/**
 * A check that reports nothing but its exit status (lint, formatting, types): one test.
 * @param {Exit} exit
 */
export function fromCheck(exit) {
  const totals = emptyTotals();
  if (exitProblem(exit)) totals.failed = 1;
  else totals.passed = 1;
  return closeOver(totals, exit);
}

/**
 * Parses a report file's text; null when it is missing or not JSON.
 * @param {string | null} text
 * @returns {object | null}
 */
export function parseReport(text) {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/**
 * @param {unknown} report
 * @returns {report is JestReport}
 */
const isJestReport = (report) =>
  report !== null &&
  typeof report === 'object' &&
  ['numPassedTests', 'numFailedTests', 'numTotalTests', 'numRuntimeErrorTestSuites'].every((key) =>
    Number.isFinite(/** @type {Record<string, unknown>} */ (report)[key]),
  ) &&
  'testResults' in report &&
  Array.isArray(report.testResults);

/**
 * @param {unknown} report
 * @returns {report is PlaywrightReport}
 */
function isPlaywrightReport(report) {
  if (report === null || typeof report !== 'object' || !('stats' in report)) return false;
  const { stats } = report;
  return (
    stats !== null && typeof stats === 'object' && 'expected' in stats && Number.isFinite(stats.expected)
  );
}

/**
 * Totals of one Jest run (`jest --json --outputFile=...`) and how the process exited.
 * @param {unknown} report what parseReport made of the report file
 * @param {Exit} exit
 */
export function fromJestReport(report, exit) {
  if (!isJestReport(report)) return closeOver(failure('no readable Jest report'), exit);
  const totals = emptyTotals();
  totals.passed = count(report.numPassedTests);
  totals.skipped = count(report.numPendingTests) + count(report.numTodoTests);

  // Jest's own count: failed tests plus suites that could not run (load errors, failing hooks).
  const byJest = count(report.numFailedTests) + count(report.numRuntimeErrorTestSuites);
  // Suite by suite: a failed suite is at least one failure even when none of its tests failed.
  let bySuite = 0;
  for (const suite of report.testResults) {
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed').length;
    const suiteFailed = suite.status === 'failed' || Boolean(suite.testExecError);
    bySuite += Math.max(failedTests, suiteFailed ? 1 : 0);
    if (suiteFailed && failedTests === 0) {
      const name = String(suite.name ?? 'a suite');
      totals.problems.push(`${name.split(/[\\/]/).slice(-3).join('/')} failed to run`);
    }
  }
  totals.failed = Math.max(byJest, bySuite);
  if (report.success === false && totals.failed === 0) {
    totals.failed = 1;
    totals.problems.push('Jest reported failure');
  }
  if (report.wasInterrupted) {
    totals.failed = Math.max(totals.failed, 1);
    totals.problems.push('Jest was interrupted');
  }
  if (count(report.numTotalTests) === 0 && totals.passed + totals.failed === 0) {
    totals.failed = 1;
    totals.problems.push('no tests ran');
  }
  return closeOver(totals, exit);
}

/**
 * Totals of one Playwright run (its JSON reporter's file) and how the process exited.
 * @param {unknown} report what parseReport made of the report file
 * @param {Exit} exit
 */
export function fromPlaywrightReport(report, exit) {
  if (!isPlaywrightReport(report)) return closeOver(failure('no readable Playwright report'), exit);
  const totals = emptyTotals();
  const { stats } = report;
  const errors = Array.isArray(report.errors) ? report.errors : [];
  totals.passed = count(stats.expected) + count(stats.flaky);
  totals.skipped = count(stats.skipped);
  // Top-level errors are failures of their own: a test.only under forbidOnly, a file that throws at load.
  totals.failed = count(stats.unexpected) + errors.length;
  for (const error of errors) totals.problems.push(messageOf(error).split('\n')[0]);
  if (count(stats.expected) + count(stats.flaky) + count(stats.unexpected) === 0) {
    totals.failed = Math.max(totals.failed, 1);
    totals.problems.push('no tests ran');
  }
  return closeOver(totals, exit);
}

/**
 * Adds one runner's totals into the running ones; returns the running totals.
 * @param {Totals} into
 * @param {Totals} from
 */
export function addTotals(into, from) {
  into.passed += from.passed;
  into.failed += from.failed;
  into.skipped += from.skipped;
  into.problems.push(...from.problems);
  return into;
}

/**
 * The last line `npm test` prints: "N passed, N failed", and ", N skipped" when any were.
 * @param {Totals} totals
 */
export function summaryLine(totals) {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  return `${totals.passed} passed, ${totals.failed} failed${skipped}`;
}

/**
 * The exit code `npm test` ends with.
 * @param {Totals} totals
 */
export const exitCodeOf = (totals) => (totals.failed === 0 ? 0 : 1);

/**
 * @typedef {{ label: string, seconds: number }} StageTime
 */

/**
 * Stage times handed down by the caller (`.ci/run`): "label=seconds" pairs separated by ";".
 * Anything that is not such a pair is left out.
 * @param {string | undefined} text
 * @returns {StageTime[]}
 */
export function parseStageTimes(text) {
  return (text ?? '')
    .split(';')
    .map((pair) => /^\s*([^=]+?)\s*=\s*(\d+(?:\.\d+)?)\s*$/.exec(pair))
    .filter((match) => match !== null)
    .map((match) => ({ label: match[1], seconds: Number(match[2]) }));
}

/**
 * The line that ends each stage of `npm test`: "--- label: 12 s".
 * @param {StageTime} stage
 */
export const stageLine = ({ label, seconds }) => `--- ${label}: ${Math.round(seconds)} s`;

/**
 * The table of stage times printed just before the final line, with the total of `npm test`'s own stages.
 * @param {StageTime[]} stages `npm test`'s own stages, in order
 * @param {StageTime[]} [before] stages of the caller that ran before `npm test` (not in the total)
 */
export function stageTable(stages, before = []) {
  const total = { label: 'npm test, total', seconds: stages.reduce((sum, { seconds }) => sum + seconds, 0) };
  const rows = [...before, ...stages, total];
  const width = Math.max(...rows.map(({ label }) => label.length));
  const seconds = rows.map(({ seconds: value }) => String(Math.round(value)));
  const digits = Math.max(...seconds.map((text) => text.length));
  return [
    'Stage times:',
    ...rows.map(({ label }, index) => `  ${label.padEnd(width)}  ${seconds[index].padStart(digits)} s`),
  ].join('\n');
}
