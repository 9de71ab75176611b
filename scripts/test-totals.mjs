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

const count = (value) => (Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0);

/** @returns {Totals} */
export const emptyTotals = () => ({ passed: 0, failed: 0, skipped: 0, problems: [] });

/** Why an exit is not a clean one, or undefined when the process exited with 0. */
export function exitProblem(exit) {
  if (!exit) return 'did not run';
  if (exit.error) return `could not run: ${exit.error.message}`;
  if (exit.signal) return `killed by ${exit.signal}`;
  if (exit.status !== 0) return `exited with ${exit.status ?? 'no status'}`;
  return undefined;
}

/** The one rule every runner shares: a non-clean exit is at least one failure. */
function closeOver(totals, exit) {
  const problem = exitProblem(exit);
  if (problem) {
    totals.problems.push(problem);
    if (totals.failed === 0) totals.failed = 1;
  }
  return totals;
}

/** A check that reports nothing but its exit status (lint, formatting, types): one test. */
export function fromCheck(exit) {
  const totals = emptyTotals();
  if (exitProblem(exit)) totals.failed = 1;
  else totals.passed = 1;
  return closeOver(totals, exit);
}

/** Parses a report file's text; null when it is missing or not JSON. */
export function parseReport(text) {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

const isJestReport = (report) =>
  report !== null &&
  typeof report === 'object' &&
  ['numPassedTests', 'numFailedTests', 'numTotalTests', 'numRuntimeErrorTestSuites'].every((key) =>
    Number.isFinite(report[key]),
  ) &&
  Array.isArray(report.testResults);

/** Totals of one Jest run (`jest --json --outputFile=...`) and how the process exited. */
export function fromJestReport(report, exit) {
  const totals = emptyTotals();
  if (!isJestReport(report)) {
    totals.failed = 1;
    totals.problems.push('no readable Jest report');
    return closeOver(totals, exit);
  }
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

/** Totals of one Playwright run (its JSON reporter's file) and how the process exited. */
export function fromPlaywrightReport(report, exit) {
  const totals = emptyTotals();
  const stats = report?.stats;
  if (!stats || typeof stats !== 'object' || !Number.isFinite(stats.expected)) {
    totals.failed = 1;
    totals.problems.push('no readable Playwright report');
    return closeOver(totals, exit);
  }
  const errors = Array.isArray(report.errors) ? report.errors : [];
  totals.passed = count(stats.expected) + count(stats.flaky);
  totals.skipped = count(stats.skipped);
  // Top-level errors are failures of their own: a test.only under forbidOnly, a file that throws at load.
  totals.failed = count(stats.unexpected) + errors.length;
  for (const error of errors) totals.problems.push(String(error?.message ?? error).split('\n')[0]);
  if (count(stats.expected) + count(stats.flaky) + count(stats.unexpected) === 0) {
    totals.failed = Math.max(totals.failed, 1);
    totals.problems.push('no tests ran');
  }
  return closeOver(totals, exit);
}

/** Adds one runner's totals into the running ones; returns the running totals. */
export function addTotals(into, from) {
  into.passed += from.passed;
  into.failed += from.failed;
  into.skipped += from.skipped;
  into.problems.push(...from.problems);
  return into;
}

/** The last line `npm test` prints: "N passed, N failed", and ", N skipped" when any were. */
export function summaryLine(totals) {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  return `${totals.passed} passed, ${totals.failed} failed${skipped}`;
}

/** The exit code `npm test` ends with. */
export const exitCodeOf = (totals) => (totals.failed === 0 ? 0 : 1);
