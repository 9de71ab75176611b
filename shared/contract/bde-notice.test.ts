import { fillIn, noticeWords, type NoticeFormat } from './bde-notice';
import { NOTIFICATION_KINDS } from './earnings';

const FORMAT: NoticeFormat = {
  paise: (paise) => `${paise < 0 ? '-' : ''}Rs ${Math.abs(paise) / 100}`,
  month: (month) => `month ${month}`,
  instant: (iso) => `at ${iso}`,
};
const say = (...args: Parameters<typeof noticeWords>) => {
  const words = noticeWords(...args);
  return words && fillIn(words);
};

test('each kind has words: the fixed ones without details, the others from theirs', () => {
  const details = { amountPaise: 100, month: '2026-03', utr: 'U1', holdUntil: '2026-03-02T04:30:00.000Z' };
  for (const kind of NOTIFICATION_KINDS) expect(say(kind, details, FORMAT)).toMatch(/\w/);
  expect(say('lead assigned', null, FORMAT)).toBe('A new lead has been assigned to you');
  expect(say('payout paid', { amountPaise: 1_960_000, month: '2024-11', utr: 'H1' }, FORMAT)).toBe(
    'Your payout of Rs 19600 for month 2024-11 was paid (UTR H1).',
  );
  expect(say('payout on hold', { holdUntil: 'T' }, FORMAT)).toMatch(
    /^Your bank details were changed: payouts wait until at T\. /,
  );
});

test('a commission decision: one line, a reversal, several lines, and a decline’s reason', () => {
  expect(say('commission approved', { amountPaise: 50_000, lines: 1 }, FORMAT)).toBe(
    'A commission of Rs 500 was approved.',
  );
  expect(say('commission approved', { amountPaise: -100, reason: 'ignored' }, FORMAT)).toBe(
    'A reversal of Rs 1 was approved.',
  );
  expect(say('commission declined', { amountPaise: -250, lines: 2 }, FORMAT)).toBe(
    '2 commission lines (-Rs 2.5 in all) were declined.',
  );
  expect(say('commission declined', { amountPaise: 100, reason: 'Twice' }, FORMAT)).toBe(
    'A commission of Rs 1 was declined: Twice',
  );
  expect(noticeWords('commission declined', { amountPaise: 100, lines: 3, reason: 'Twice' }, FORMAT)).toEqual(
    {
      key: '{{lines}} commission lines ({{amount}} in all) were declined: {{reason}}',
      values: { lines: 3, amount: 'Rs 1', reason: 'Twice' },
    },
  );
});

test('a kind that says more than its details hold has no words: its stored text stands', () => {
  expect(noticeWords('payout paid', null, FORMAT)).toBeNull();
  expect(noticeWords('payout paid', { amountPaise: 100 }, FORMAT)).toBeNull();
  expect(noticeWords('commission approved', {}, FORMAT)).toBeNull();
  expect(noticeWords('payout on hold', { month: '2026-03' }, FORMAT)).toBeNull();
});
