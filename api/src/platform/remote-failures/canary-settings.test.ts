import { loadSettings } from '../../config';
import { DEFAULT_CANARY_WATCH, parseCanaryWatch } from './canary-settings';

test('unset, a canary is rolled back past 5% failures over 200 pages, looked at every 30 s', () => {
  expect(parseCanaryWatch({})).toEqual({ maxFailureRate: 0.05, minVisitors: 200, intervalMs: 30_000 });
  expect(loadSettings({ CANARY_MAX_FAILURE_RATE: ' ', CANARY_MIN_VISITORS: '' }).config.canaryWatch).toEqual(
    DEFAULT_CANARY_WATCH,
  );
});

test('the settings take a share and a whole number', () => {
  expect(
    parseCanaryWatch({
      CANARY_MAX_FAILURE_RATE: '0.2',
      CANARY_MIN_VISITORS: '50',
      CANARY_WATCH_SECONDS: '2',
    }),
  ).toEqual({ maxFailureRate: 0.2, minVisitors: 50, intervalMs: 2000 });
});

test.each([
  ['CANARY_MAX_FAILURE_RATE', '5%'],
  ['CANARY_MAX_FAILURE_RATE', '0'],
  ['CANARY_MAX_FAILURE_RATE', '1'],
  ['CANARY_MAX_FAILURE_RATE', '-0.1'],
  ['CANARY_MIN_VISITORS', '0'],
  ['CANARY_MIN_VISITORS', '12.5'],
  ['CANARY_MIN_VISITORS', 'many'],
  ['CANARY_WATCH_SECONDS', '0'],
  ['CANARY_WATCH_SECONDS', '0.5'],
  ['CANARY_WATCH_SECONDS', '3601'],
])('%s=%s stops the start, naming the variable', (name, value) => {
  expect(() => loadSettings({ [name]: value })).toThrow(new RegExp(`^${name} must be .*"${value}"`));
});
