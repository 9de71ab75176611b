import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BdeNotification } from 'shared/contract/bde-inbox-responses';
import { BDE_INBOX_PATHS } from 'shared/contract/earnings';
import { formatDateTimeIst } from 'shared/format/date';
import { loadPageText } from 'shared/i18n/text';
import { fakeApi } from 'shared/test/fake-api';
import { NotificationBell } from './notification-bell';
import { englishLeftIn, renderScreen, SIGNED_IN } from './portal-test-kit';

// What the bell says is in the page's language, written from each notification's details (issue 42).
const CODE = 'BDE240101';
const HOLD_UNTIL = '2026-12-02T04:30:00.000Z';
const item = (id: number, fields: Pick<BdeNotification, 'kind' | 'text' | 'details'>): BdeNotification => ({
  id,
  link: null,
  readAt: '2026-11-21T05:00:00.000Z',
  createdAt: '2026-11-20T05:00:00.000Z',
  ...fields,
});
const ITEMS: BdeNotification[] = [
  item(7, {
    kind: 'payout on hold',
    text: 'Your bank details were changed: payouts wait until 02 Dec 2026, 10:00 am IST. Commission approved meanwhile is paid in the first payout batch after that.',
    details: { holdUntil: HOLD_UNTIL },
  }),
  item(6, {
    kind: 'commission declined',
    text: '3 commission lines (₹2,500.50 in all) were declined: Entered twice',
    details: { amountPaise: 250_050, lines: 3, reason: 'Entered twice' },
  }),
  item(5, {
    kind: 'commission approved',
    text: 'A reversal of ₹100 was approved.',
    details: { amountPaise: -10_000, lines: 1 },
  }),
  item(4, {
    kind: 'payout paid',
    text: 'Your payout of ₹19,600 for November 2026 was paid (UTR HDFCR52026112000001).',
    details: { amountPaise: 1_960_000, month: '2026-11', utr: 'HDFCR52026112000001' },
  }),
  item(3, { kind: 'lead assigned', text: 'A new lead has been assigned to you', details: null }),
  // Written before details were kept: only its English words are known.
  item(2, {
    kind: 'payout paid',
    text: 'Your payout of ₹500 for May 2026 was paid (UTR OLD1).',
    details: null,
  }),
];

async function openBell(language?: 'te' | 'hi') {
  fakeApi({ [`GET ${BDE_INBOX_PATHS.notifications(CODE)}`]: { body: { items: ITEMS, unread: 0 } } });
  const text = language ? await loadPageText(language) : undefined;
  renderScreen(<NotificationBell bdeCode={CODE} />, '/bdedetails/dashboard', SIGNED_IN, undefined, text);
  const bell = await screen.findByRole('button', { name: language === 'te' ? 'నోటిఫికేషన్లు' : /./ });
  await userEvent.click(bell);
  const popover = document.getElementById(bell.getAttribute('aria-controls')!)!;
  return within(popover)
    .getAllByRole('listitem')
    .map((entry) => entry.querySelector('.notification__text')!.textContent);
}

test('a Telugu page: each notification in Telugu, amounts, month and time written in Telugu', async () => {
  const shown = await openBell('te');
  expect(shown).toEqual([
    `మీ బ్యాంక్ వివరాలు మారాయి: ${formatDateTimeIst(HOLD_UNTIL, 'te')} వరకు చెల్లింపులు నిలిపివేయబడతాయి. ఈలోగా ఆమోదించబడిన కమీషన్ ఆ తర్వాతి మొదటి చెల్లింపు బ్యాచ్‌లో చెల్లించబడుతుంది.`,
    '3 కమీషన్ ఎంట్రీలు (మొత్తం ₹2,500.50) తిరస్కరించబడ్డాయి: Entered twice',
    '₹100 వెనక్కి తీసుకోవడం ఆమోదించబడింది.',
    'నవంబర్ 2026 నెలకు సంబంధించిన మీ ₹19,600 చెల్లింపు పూర్తయింది (UTR HDFCR52026112000001).',
    'మీకు కొత్త లీడ్ కేటాయించబడింది',
    'Your payout of ₹500 for May 2026 was paid (UTR OLD1).',
  ]);
  // Only the one written before details were kept, and the reason staff typed, stay in English.
  expect(englishLeftIn(shown.slice(0, -1).join('\n'))).toEqual([]);
});

test('an English page shows the words the API wrote, exactly', async () => {
  expect(await openBell()).toEqual(ITEMS.map((entry) => entry.text));
});

test('a Hindi page: a payout’s month in Hindi', async () => {
  expect(await openBell('hi')).toContain(
    'नवंबर 2026 के लिए आपका ₹19,600 का भुगतान कर दिया गया है (UTR HDFCR52026112000001)।',
  );
});
