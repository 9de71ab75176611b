import { RETENTION_RULES, retentionOn, type RetentionRule } from './retention';

const periods = RETENTION_RULES[0].periods;
const rules: RetentionRule[] = [
  { from: '2023-12-01', periods, source: 'first policy' },
  { from: '2027-04-01', periods: { ...periods, sentEmails: 30 }, source: 'a later policy' },
];

test('the policy in force on a date is the last one that began on or before it', () => {
  expect(retentionOn('2027-03-31', rules).sentEmails).toBe(periods.sentEmails);
  expect(retentionOn('2027-04-01', rules).sentEmails).toBe(30);
  expect(() => retentionOn('2023-11-30', rules)).toThrow('No retention rule in force on 2023-11-30.');
});

test('every rule names its source and the rules are in date order', () => {
  for (const rule of RETENTION_RULES) expect(rule.source.length).toBeGreaterThan(20);
  const dates = RETENTION_RULES.map((rule) => rule.from);
  expect(dates).toEqual([...dates].sort());
});
