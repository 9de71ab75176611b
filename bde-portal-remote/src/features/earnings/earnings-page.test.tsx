import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BDE_EARNINGS_PATHS } from 'shared/contract/earnings';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, liveAnswers, renderPortal } from '../../app/portal-test-kit';
import { noEarnings, someEarnings, someStatement, someTds } from './earnings-test-kit';

const CODE = 'BDE240101';
const tdsPath = (year: number) => `${BDE_EARNINGS_PATHS.tdsSummary(CODE)}&year=${year}`;
const statementPath = (month: string) => `${BDE_EARNINGS_PATHS.statement(CODE)}&month=${month}&format=json`;

function answers(earnings = someEarnings()) {
  return {
    ...dashboardAnswers(),
    ...liveAnswers({ earnings }),
    [tdsPath(2025)]: { body: someTds(2025) },
    [tdsPath(2024)]: { body: someTds(2024) },
    [statementPath('2026-03')]: { body: someStatement('2026-03') },
    [statementPath('2025-11')]: { body: { ...someStatement('2025-11'), closingPaise: 0 } },
  };
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

test('this month and this financial year as figures in rupees, and what is owed now', async () => {
  fakeApi(answers());
  renderPortal('/bdedetails/earnings');
  expect(await screen.findByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
  const month = await screen.findByRole('list', { name: 'This month, Mar 2026' });
  expect(
    within(month)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '₹666.67Pending',
    '₹0.50Approved',
    '₹1,000Held',
    '₹5,000Paid (gross)',
    '₹100TDS deducted',
    '₹4,900Net paid',
    '₹500Declined',
  ]);
  const year = screen.getByRole('list', { name: 'This financial year, 2025-26' });
  expect(within(year).getAllByRole('listitem')[0]).toHaveTextContent('₹916.67Pending');
  expect(screen.getByText('₹1,917.17')).toBeInTheDocument();
});

test('lines show status, the reason of a hold or decline, a reversal as negative, the level of an override', async () => {
  fakeApi(answers());
  renderPortal('/bdedetails/earnings');
  await screen.findByRole('table', { name: 'Commission lines' });
  expect(rowsOf('Commission lines')).toEqual([
    'ProjectPaymentLevelRateAmountStatus',
    'Charminar Foods06 Mar 2026Your project5%−₹1,000 reversalReason: refund - Client cancelled phase twoPending',
    'Charminar Foods02 Mar 2026Your project5%₹1,000HeldReason: Client invoice under dispute',
    'Charminar Foods02 Mar 2026Your project5%₹500DeclinedReason: Duplicate payment entry',
    'Charminar Foods02 Mar 2026Level 1 (BDE240102)2.5%₹1,666.67Pending',
  ]);
  expect(screen.getByText(/12 older ones are in your monthly statements/)).toBeInTheDocument();
  // Wide tables scroll inside a named, focusable region on a phone.
  expect(screen.getByRole('region', { name: 'Commission lines table' })).toHaveAttribute('tabindex', '0');
});

test('payouts with UTR, and the overrides by level', async () => {
  fakeApi(answers());
  renderPortal('/bdedetails/earnings');
  await screen.findByRole('table', { name: 'Payouts' });
  expect(rowsOf('Payouts')).toEqual([
    'MonthGrossTDSNetAccountUTRPaid',
    'Feb 2026₹5,000₹100₹4,900XXXXXX4321HDFCR5202603051234505 Mar 2026',
  ]);
  expect(rowsOf('Referral overrides 2025-26')).toEqual(['Referral levelLinesAmount', 'Level 11₹1,666.67']);
});

test('statement links follow the chosen month, from registration to this month', async () => {
  fakeApi(answers());
  renderPortal('/bdedetails/earnings');
  const month = await screen.findByLabelText('Statement month');
  const options = within(month).getAllByRole('option');
  expect(options).toHaveLength(15);
  expect(options[0]).toHaveTextContent('Mar 2026');
  expect(options.at(-1)).toHaveTextContent('Jan 2025');
  expect(screen.getByRole('link', { name: 'Download PDF statement for Mar 2026' })).toHaveAttribute(
    'href',
    `${BDE_EARNINGS_PATHS.statement(CODE)}&month=2026-03&format=pdf`,
  );
  await userEvent.selectOptions(month, '2025-11');
  expect(screen.getByRole('link', { name: 'Download CSV statement for Nov 2025' })).toHaveAttribute(
    'href',
    `${BDE_EARNINGS_PATHS.statement(CODE)}&month=2025-11&format=csv`,
  );
});

test('the chosen month’s statement figures, as its PDF and CSV carry them', async () => {
  fakeApi(answers());
  renderPortal('/bdedetails/earnings');
  expect(await screen.findByRole('table', { name: 'Statement for Mar 2026' })).toBeInTheDocument();
  expect(rowsOf('Statement for Mar 2026')).toEqual([
    'Opening balance₹1,000',
    'Add: commissions₹2,500.50',
    'Add: reversals−₹100',
    'Less: declined₹250',
    'Less: TDS deducted₹40',
    'Less: net paid to your bank₹1,960',
    'Closing balance₹1,150.50',
  ]);
  await userEvent.selectOptions(await screen.findByLabelText('Statement month'), '2025-11');
  expect(await screen.findByRole('table', { name: 'Statement for Nov 2025' })).toBeInTheDocument();
  expect(rowsOf('Statement for Nov 2025').at(-1)).toBe('Closing balance₹0');
});

test('the TDS summary of a chosen financial year', async () => {
  const api = fakeApi(answers());
  renderPortal('/bdedetails/earnings');
  await screen.findByRole('table', { name: 'TDS 2025-26' });
  expect(rowsOf('TDS 2025-26')).toEqual([
    'PayoutDateGrossTaxed baseSectionRateTDSUTR',
    'Feb 202601 Mar 2026₹5,000₹5,000194H2%₹100HDFCR52026030512345',
  ]);
  await userEvent.selectOptions(screen.getByLabelText('Financial year'), '2024');
  expect(await screen.findByRole('table', { name: 'TDS 2024-25' })).toHaveTextContent(
    'No payouts in this financial year.',
  );
  expect(api.paths()).toContain(tdsPath(2024));
});

test('a BDE with nothing yet is told where commission comes from', async () => {
  fakeApi(answers(noEarnings()));
  renderPortal('/bdedetails/earnings');
  expect(
    await screen.findByText('No commission yet: it appears here when a payment is received on a project.'),
  ).toBeInTheDocument();
  expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
});

test('a failed call is shown with Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi({
    ...answers(),
    [BDE_EARNINGS_PATHS.earnings(CODE)]: [{ status: 500, body: { title: 'down' } }, { body: someEarnings() }],
  });
  renderPortal('/bdedetails/earnings');
  expect(await screen.findByText(/We could not load your earnings just now/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'Commission lines' })).toBeInTheDocument();
});
