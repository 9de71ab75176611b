import { screen } from '@testing-library/react';
import { loadPageText } from 'shared/i18n/text';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { formatMonth } from './format-month';
import { StatusBadge } from './status-badge';
import { statusLabel } from './status-label';

test('statuses as the API spells them, written for people, the same in English as before', () => {
  expect(statusLabel('proposal sent')).toBe('Proposal sent');
  expect(statusLabel('awaiting transfer')).toBe('Awaiting transfer');
  expect(statusLabel('someday')).toBe('Someday');
});

test.each([
  ['te', 'proposal sent', 'ప్రపోజల్ పంపాం'],
  ['hi', 'paid', 'भुगतान हो गया'],
  ['ta', 'awaiting transfer', 'பரிமாற்றத்துக்குக் காத்திருக்கிறது'],
  ['kn', 'won', 'ಯಶಸ್ವಿ'],
  ['ml', 'declined', 'നിരസിച്ചു'],
] as const)('a %s page: the badge of "%s" reads %s', async (language, status, label) => {
  renderWithProviders(<StatusBadge status={status} />, { text: await loadPageText(language) });
  expect(screen.getByText(label)).toHaveClass(`status-badge--${status.replace(' ', '-')}`);
});

test('a month in English as before, and in a language’s own month names', () => {
  expect(formatMonth('2026-03')).toBe('Mar 2026');
  expect(formatMonth('2026-03', 'hi')).toBe(
    new Intl.DateTimeFormat('hi-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 2, 1)),
    ),
  );
  expect(formatMonth('2026-03', 'hi')).not.toBe('Mar 2026');
});
