import { pdfOf, plainPdf } from '../../test/resume-files';
import { CheckPool } from './check-pool';

const pools: CheckPool[] = [];
const pool = (limits: Partial<ConstructorParameters<typeof CheckPool>[0]> = {}) => {
  const made = new CheckPool({ threads: 2, queue: 4, timeoutMs: 10_000, heapMb: 128, ...limits });
  pools.push(made);
  return made;
};
afterAll(() => Promise.all(pools.map((made) => made.close())));

/** A PDF of thousands of objects, each a dictionary nested a little: real work for the parser. */
const heavyPdf = () =>
  pdfOf(Array.from({ length: 40_000 }, (_, i) => `<< /A [${i} [${i} << /B (x) >>]] /C ${i} >>`));

test('a check runs in a thread and answers its verdict', async () => {
  const checks = pool();
  expect(await checks.run('pdf', plainPdf())).toEqual({ done: true, verdict: null });
});

test('the event loop keeps turning while a thread reads a large file', async () => {
  // A deadline far beyond the check's few seconds: this is about the loop, and a machine running
  // other suites at once can take ten seconds over the file.
  const checks = pool({ timeoutMs: 60_000 });
  let longest = 0;
  let last = Date.now();
  const ticker = setInterval(() => {
    longest = Math.max(longest, Date.now() - last);
    last = Date.now();
  }, 5);
  const started = Date.now();
  const outcome = await checks.run('pdf', heavyPdf());
  const took = Date.now() - started;
  clearInterval(ticker);
  expect(outcome.done).toBe(true);
  // On the event loop, the loop would have stood still for the whole check; a busy machine only
  // delays a tick a little.
  expect(longest).toBeLessThan(Math.max(500, took / 2));
}, 90_000);

test('a check out of time ends its thread and fails; the next check gets a new thread', async () => {
  const checks = pool({ timeoutMs: 1 });
  expect(await checks.run('pdf', heavyPdf())).toEqual({ done: false, why: 'out of time' });
  expect(await checks.run('pdf', plainPdf())).toEqual({ done: false, why: 'out of time' });
});

test('a thread out of memory fails its check, never the process', async () => {
  const checks = pool({ heapMb: 2 });
  const outcome = await checks.run('pdf', heavyPdf());
  expect(outcome.done).toBe(false);
});

test('more checks than threads and queue are refused at once', async () => {
  const checks = pool({ threads: 1, queue: 1 });
  const outcomes = await Promise.all([1, 2, 3].map(() => checks.run('pdf', plainPdf())));
  expect(outcomes.map((outcome) => outcome.done)).toEqual([true, true, false]);
});
