import { formatMonth } from 'shared/format/month';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { BATCH, BATCH_PAGE } from '../../ui/earnings/earnings-fixtures';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import { EARNINGS_MESSAGES, monthOf } from 'shared/contract/staff-earnings-schema';
import { PayoutsPage } from './payouts-page';

const PAYOUTS = STAFF_EARNINGS_PATHS.payouts;
const open = () => renderStaff(<PayoutsPage />, { at: '/staff/payouts' });

test('the batches with their totals, each opening its page', async () => {
  fakeApi({ [`GET ${PAYOUTS}`]: { body: { items: [BATCH] } } });
  open();
  const table = await screen.findByRole('table', { name: 'Payout batches' });
  const row = within(table).getByRole('rowheader', { name: 'October 2026' }).closest('tr')!;
  expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
    '1 of 2',
    '₹30,000',
    '₹500',
    '₹29,500',
    '02 Nov 2026 by Lakshmi Rao',
  ]);
  expect(within(row).getByRole('link', { name: 'October 2026' })).toHaveAttribute('href', '/staff/payouts/3');
});

test('creating the month’s payout: the current India month by default, then its page opens', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${PAYOUTS}`]: { body: { items: [] } },
    [`POST ${PAYOUTS}`]: { status: 201, body: BATCH_PAGE },
  });
  open();
  expect(await screen.findByText('No payouts yet.')).toBeInTheDocument();
  const month = screen.getByLabelText(/^Month/);
  expect(month).toHaveValue(monthOf(todayInIndia()));
  await user.click(
    screen.getByRole('button', { name: `Create payout for ${formatMonth(monthOf(todayInIndia()))}` }),
  );
  await waitFor(() =>
    expect(api.sent().find((call) => call.method === 'POST')?.body).toEqual({
      month: monthOf(todayInIndia()),
    }),
  );
  expect(await screen.findByText('The payout for October 2026 was created: 2 BDEs.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/payouts/3');
});

test('a month still to come is refused beside the field; so is one the API refuses', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${PAYOUTS}`]: { body: { items: [BATCH] } },
    [`POST ${PAYOUTS}`]: {
      status: 400,
      body: {
        title: 'Check the month.',
        status: 400,
        errors: { month: ['October 2026 already has a payout.'] },
      },
    },
  });
  open();
  await screen.findByRole('table', { name: 'Payout batches' });
  const month = screen.getByLabelText(/^Month/);
  await user.clear(month);
  await user.type(month, '2999-01');
  await user.click(screen.getByRole('button', { name: 'Create payout for January 2999' }));
  expect(month).toHaveAccessibleDescription(expect.stringContaining(EARNINGS_MESSAGES.monthFuture));
  expect(month).toHaveFocus();
  expect(api.requestsTo(PAYOUTS, 'POST')).toHaveLength(0);

  await user.clear(month);
  await user.type(month, '2026-10');
  await user.click(screen.getByRole('button', { name: 'Create payout for October 2026' }));
  expect(await screen.findByText('October 2026 already has a payout.')).toBeInTheDocument();
  expect(screen.getByText('No payout was created. Check the month.')).toHaveAttribute('role', 'alert');
});
