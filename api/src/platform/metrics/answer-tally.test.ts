import { Counter, Histogram, Registry } from 'prom-client';
import { AnswerTally } from './answer-tally';

const BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const LABELS = ['route', 'method', 'status_code'] as const;

test("the tally's series read exactly as prom-client's own Counter and Histogram would print them", async () => {
  const reference = new Registry();
  const counter = new Counter({
    name: 'http_requests_total',
    help: 'answers',
    labelNames: LABELS,
    registers: [reference],
  });
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'time',
    labelNames: LABELS,
    buckets: BOUNDS,
    registers: [reference],
  });
  const tallied = new Registry();
  const tally = new AnswerTally(tallied, BOUNDS, { requests: 'answers', duration: 'time' });

  const answers: Array<[string, string, number, number]> = [
    ['/api/health', 'GET', 200, 0.0004],
    ['/api/health', 'GET', 200, 0.003],
    ['/api/User/login', 'POST', 401, 0.012],
    ['/api/health', 'HEAD', 200, 0.001],
    ['/api/health', 'GET', 503, 7],
    ['unmatched', 'GET', 404, 0.05],
    ['/api/health', 'GET', 200, 0.05],
  ];
  for (const [route, method, status, seconds] of answers) {
    counter.inc({ route, method, status_code: status });
    histogram.observe({ route, method, status_code: status }, seconds);
    tally.record(route, method, status, seconds);
  }

  const lines = async (registry: Registry) => (await registry.metrics()).split('\n').sort();
  expect(await lines(tallied)).toEqual(await lines(reference));
  expect(await tallied.metrics()).toContain(
    'http_request_duration_seconds_bucket{le="0.005",route="/api/health",method="GET",status_code="200"} 2',
  );
});

test('a reset starts every series again from nothing', async () => {
  const registry = new Registry();
  const tally = new AnswerTally(registry, BOUNDS, { requests: 'answers', duration: 'time' });
  tally.record('/api/health', 'GET', 200, 0.002);
  registry.resetMetrics();
  expect(await registry.metrics()).not.toContain('/api/health');
});
