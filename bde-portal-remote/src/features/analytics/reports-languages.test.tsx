import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from 'shared/test/fake-api';
import { liveAnswers } from '../../app/portal-test-kit';
import { englishLeft, renderIn } from '../../i18n/work/work-text-test-kit';
import { ReportsPage } from './reports-page';

const months = Array.from({ length: 12 }, (_, index) => ({
  month: new Date(Date.UTC(2025, 3 + index, 1)).toISOString().slice(0, 7),
  revenue: index === 11 ? 1234567.5 : 0,
  proposalsSent: index === 11 ? 2 : 0,
  proposalsAccepted: index === 11 ? 1 : 0,
}));

test('reports in Telugu: tiles, chart titles, months on the axis and in the tables, rupees', async () => {
  fakeApi(
    liveAnswers({
      reports: { months, revenue: 1234567.5, proposalsSent: 2, proposalsAccepted: 1, conversionRate: 50 },
    }),
  );
  const { container } = await renderIn('te', <ReportsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'రిపోర్టులు & విశ్లేషణ' })).toBeInTheDocument();
  const tiles = await screen.findByRole('list', { name: 'గత 12 నెలలు' });
  expect(
    within(tiles)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent),
  ).toEqual(['₹12,34,567.50ఆదాయం', '2పంపిన ప్రపోజల్స్', '1అంగీకరించిన ప్రపోజల్స్', '50%కన్వర్షన్ రేటు']);
  const revenue = screen.getByRole('img', { name: /^నెలవారీ ఆదాయం: .*మార్చి 2026 ₹12,34,567\.50$/ });
  const sent = screen.getByRole('img', { name: /^నెలవారీగా పంపిన ప్రపోజల్స్: .*మార్చి 2026 2$/ });
  const accepted = screen.getByRole('img', { name: /^నెలవారీగా అంగీకరించిన ప్రపోజల్స్: .*మార్చి 2026 1$/ });
  const headers = (chart: HTMLElement) =>
    within(chart.closest('figure')!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
  expect(headers(revenue)).toEqual(['నెలవారీ ఆదాయం', 'ఆదాయం']);
  // A column of counts: the status words read as well over it as on one proposal's badge.
  expect(headers(sent)).toEqual(['నెలవారీగా పంపిన ప్రపోజల్స్', 'పంపాం']);
  expect(headers(accepted)).toEqual(['నెలవారీగా అంగీకరించిన ప్రపోజల్స్', 'అంగీకరించారు']);
  // nivo writes the month names on the bars' axis.
  await waitFor(() => expect(revenue.querySelectorAll('svg rect').length).toBeGreaterThan(0));
  expect(revenue.querySelector('svg')).toHaveTextContent('మార్చి 2026');
  expect(revenue.querySelector('svg')).not.toHaveTextContent('Mar 2026');
  expect(englishLeft(container, 'te')).toEqual([]);
});
