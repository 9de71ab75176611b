import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from 'shared/test/fake-api';
import { liveAnswers } from '../../app/portal-test-kit';
import { englishLeft, renderIn } from '../../i18n/work/work-text-test-kit';
import { TeamPage } from './team-page';

const months = Array.from({ length: 12 }, (_, index) => ({
  month: new Date(Date.UTC(2025, 3 + index, 1)).toISOString().slice(0, 7),
  projects: index === 11 ? 2 : 0,
  activeProjects: index === 11 ? 1 : 0,
  revenue: index === 11 ? 1234567.5 : 0,
}));

const headers = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

test('the team in Telugu: tiles, every table’s headers, the chart, rupees', async () => {
  fakeApi(
    liveAnswers({
      team: {
        members: 2,
        levels: [{ level: 1, members: 2 }],
        people: [
          { name: 'Bala Krishna', bdeCode: 'BDE100001', level: 1 },
          { name: 'Chitra Reddy', bdeCode: 'BDE100002', level: 1 },
        ],
        activeProjects: 1,
        revenue: 1234567.5,
        months,
      },
    }),
  );
  const { container } = await renderIn('te', <TeamPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'బృందం/సహకారం' })).toBeInTheDocument();
  const tiles = await screen.findByRole('list', { name: 'మీ బృందం' });
  expect(
    within(tiles)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent),
  ).toEqual(['2సభ్యులు', '1యాక్టివ్ ప్రాజెక్ట్‌లు', '₹12,34,567.50ఆదాయం']);
  expect(headers('స్థాయి వారీగా సభ్యులు')).toEqual(['స్థాయి', 'సభ్యులు']);
  expect(headers('బృందం నెలవారీ వివరాలు')).toEqual(['నెల', 'ప్రారంభమైన ప్రాజెక్ట్‌లు', 'వాటిలో యాక్టివ్', 'ఆదాయం']);
  expect(
    within(screen.getByRole('table', { name: 'బృందం నెలవారీ వివరాలు' }))
      .getAllByRole('row')
      .at(-1),
  ).toHaveTextContent('మార్చి 202621₹12,34,567.50');
  expect(headers('బృంద సభ్యులు')).toEqual(['పేరు', 'BDE కోడ్', 'స్థాయి']);
  for (const heading of ['స్థాయి వారీగా సభ్యులు', 'నెలవారీగా', 'సభ్యులు'])
    expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
  const chart = screen.getByRole('img', { name: /^బృందం నెలవారీ ఆదాయం: .*మార్చి 2026 ₹12,34,567\.50$/ });
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  expect(englishLeft(container, 'te')).toEqual([]);
});

test('a BDE nobody joined through, in Telugu', async () => {
  fakeApi(liveAnswers());
  await renderIn('te', <TeamPage />);
  expect(
    await screen.findByText('మీ ద్వారా ఇంకా ఎవరూ చేరలేదు. మీరు రెఫర్ చేసే BDEలు, వారు రెఫర్ చేసేవారు ఇక్కడ కనిపిస్తారు.'),
  ).toBeInTheDocument();
});
