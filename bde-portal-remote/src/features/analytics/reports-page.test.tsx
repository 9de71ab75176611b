import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, liveAnswers, renderPortal } from '../../app/portal-test-kit';

const months = Array.from({ length: 12 }, (_, index) => ({
  month: new Date(Date.UTC(2025, 3 + index, 1)).toISOString().slice(0, 7),
  revenue: index === 11 ? 2500.5 : index === 10 ? 10000 : 0,
  proposalsSent: index === 9 ? 2 : 0,
  proposalsAccepted: index === 9 ? 1 : 0,
}));

test('twelve months of revenue and proposals as charts with tables, and the conversion rate', async () => {
  fakeApi({
    ...dashboardAnswers(),
    ...liveAnswers({
      reports: { months, revenue: 12500.5, proposalsSent: 2, proposalsAccepted: 1, conversionRate: 50 },
    }),
  });
  renderPortal('/bdedetails/reports');
  const tiles = await screen.findByRole('list', { name: 'The last 12 months' });
  expect(
    within(tiles)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent),
  ).toEqual(['₹12,500.50Revenue', '2Proposals sent', '1Proposals accepted', '50%Conversion rate']);
  const revenue = screen.getByRole('img', {
    name: /^Revenue by month: Apr 2025 ₹0, .*Feb 2026 ₹10,000, Mar 2026 ₹2,500\.50$/,
  });
  screen.getByRole('img', { name: /^Proposals sent by month: .*Jan 2026 2, / });
  screen.getByRole('img', { name: /^Proposals accepted by month: .*Jan 2026 1, / });
  await waitFor(() => expect(revenue.querySelectorAll('svg rect').length).toBeGreaterThan(0));
  expect(within(revenue.closest('figure')!).getAllByRole('row')).toHaveLength(13);
});
