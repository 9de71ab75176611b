import { failsMoreOften, failurePercent, failureSummary } from './failure-rate';

test('the share of pages that failed, to one decimal; none when no page was served', () => {
  expect(failurePercent({ loads: 200, failures: 3 })).toBe('1.5%');
  expect(failurePercent({ loads: 40, failures: 6 })).toBe('15.0%');
  expect(failurePercent({ loads: 40, failures: 0 })).toBe('0.0%');
  expect(failurePercent({ loads: 5000, failures: 1 })).toBe('under 0.1%');
  expect(failurePercent({ loads: 0, failures: 0 })).toBeNull();
});

test('a summary a person reads at a glance', () => {
  expect(failureSummary({ loads: 120, failures: 3 })).toBe('3 of 120 pages (2.5%)');
  expect(failureSummary({ loads: 120, failures: 0 })).toBe('None of 120 pages');
  expect(failureSummary({ loads: 1, failures: 1 })).toBe('1 of 1 page (100.0%)');
  expect(failureSummary({ loads: 0, failures: 0 })).toBe('Not served');
  expect(failureSummary({ loads: 120_000, failures: 1_500 })).toBe('1,500 of 1,20,000 pages (1.3%)');
});

test('one release fails more often than another only when both were served', () => {
  expect(failsMoreOften({ loads: 40, failures: 6 }, { loads: 200, failures: 3 })).toBe(true);
  expect(failsMoreOften({ loads: 200, failures: 3 }, { loads: 40, failures: 6 })).toBe(false);
  expect(failsMoreOften({ loads: 100, failures: 2 }, { loads: 50, failures: 1 })).toBe(false);
  expect(failsMoreOften({ loads: 10, failures: 1 }, { loads: 0, failures: 0 })).toBe(false);
});
