import { revenueProgress, statusShares } from './project-status';

test('each status’s share of all projects, under its legend name: Active is New, On Hold In Progress', () => {
  const { total, shares } = statusShares({ Active: 3, 'On Hold': 2, Completed: 5 });
  expect(total).toBe(10);
  expect(shares.map(({ label, count, share }) => [label, count, share])).toEqual([
    ['New', 3, 30],
    ['In Progress', 2, 20],
    ['Completed', 5, 50],
  ]);
});

test('shares are whole percents; the bar keeps the exact fractions', () => {
  const { shares } = statusShares({ Active: 1, 'On Hold': 1, Completed: 1 });
  expect(shares.map((s) => s.share)).toEqual([33, 33, 33]);
  expect(shares[0].exact).toBeCloseTo(33.333, 3);
});

test('with no projects every share is zero', () => {
  const { total, shares } = statusShares({ Active: 0, 'On Hold': 0, Completed: 0 });
  expect(total).toBe(0);
  expect(shares.map((s) => [s.share, s.exact])).toEqual([
    [0, 0],
    [0, 0],
    [0, 0],
  ]);
});

test('revenue progress is a share of ₹10,00,000, capped at 100%', () => {
  expect(revenueProgress(0)).toBe(0);
  expect(revenueProgress(689_250.25)).toBe(68.9);
  expect(revenueProgress(1_000_000)).toBe(100);
  expect(revenueProgress(1_164_000)).toBe(100);
  expect(revenueProgress(99_999_999)).toBe(100);
});
