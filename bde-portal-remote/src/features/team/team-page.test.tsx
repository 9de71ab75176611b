import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, liveAnswers, renderPortal } from '../../app/portal-test-kit';

const months = Array.from({ length: 12 }, (_, index) => ({
  month: new Date(Date.UTC(2025, 3 + index, 1)).toISOString().slice(0, 7),
  projects: index === 11 ? 2 : 0,
  activeProjects: index === 11 ? 1 : 0,
  revenue: index === 11 ? 175 : 0,
}));

test('the downline rolled up: totals, members per level, month by month, names and codes', async () => {
  fakeApi({
    ...dashboardAnswers(),
    ...liveAnswers({
      team: {
        members: 3,
        levels: [
          { level: 1, members: 2 },
          { level: 2, members: 1 },
        ],
        people: [
          { name: 'One Level', bdeCode: 'BDE100001', level: 1 },
          { name: 'Sibling Level', bdeCode: 'BDE100002', level: 1 },
          { name: 'Two Level', bdeCode: 'BDE100003', level: 2 },
        ],
        activeProjects: 1,
        revenue: 175,
        months,
      },
    }),
  });
  renderPortal('/bdedetails/teamCol');
  const tiles = await screen.findByRole('list', { name: 'Your team' });
  expect(
    within(tiles)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent),
  ).toEqual(['3Members', '1Active projects', '₹175Revenue']);
  const levels = screen.getByRole('table', { name: 'Members per level' });
  expect(
    within(levels)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['12', '21']);
  const people = screen.getByRole('table', { name: 'Team members' });
  expect(within(people).getByText('BDE100003')).toBeInTheDocument();
  const monthly = screen.getByRole('table', { name: 'The team month by month' });
  expect(within(monthly).getAllByRole('row').at(-1)).toHaveTextContent('Mar 202621₹175');
  const chart = screen.getByRole('img', { name: /^Team revenue by month: .*Mar 2026 ₹175$/ });
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
});

test('a BDE nobody joined through is told who will appear', async () => {
  fakeApi({ ...dashboardAnswers(), ...liveAnswers() });
  renderPortal('/bdedetails/teamCol');
  expect(await screen.findByText(/No one has joined through you yet/)).toBeInTheDocument();
});
