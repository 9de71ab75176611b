import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { BATCH_PAGE } from '../../ui/earnings/earnings-fixtures';
import { PayoutBatchPage } from './payout-batch-page';

const BATCH = 'GET /api/staff/payouts/3';
const UTR = '/api/staff/payouts/3/rows/31/utr';
const open = (at = '/staff/payouts/3') =>
  renderStaff(<PayoutBatchPage />, { at, route: '/staff/payouts/:batchId' });
const rowOf = (name: RegExp) => screen.getByRole('rowheader', { name }).closest('tr')!;

test('a row per BDE: gross, TDS with its section and rate (or none within the threshold), net, the masked account, status and UTR', async () => {
  fakeApi({ [BATCH]: { body: BATCH_PAGE } });
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Payout for October 2026' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download bank file' })).toHaveAttribute(
    'href',
    '/api/staff/payouts/3/bank-file.csv',
  );
  const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
  expect(cells(rowOf(/Asha Devi Rao/)).slice(0, 3)).toEqual([
    '₹25,0003 lines',
    '₹500Section 194H at 2%',
    '₹24,500',
  ]);
  expect(cells(rowOf(/Imran Khan/))).toEqual([
    '₹5,0001 line',
    '₹0None: within the year’s threshold',
    '₹5,000',
    'Imran KhanXXXXXX9876IFSC SBIN0005678',
    'Paid on 03 Nov 2026',
    'HDFCN52026110212',
  ]);
  expect(
    within(rowOf(/Asha Devi Rao/)).getByRole('textbox', { name: /UTR of the transfer to Asha Devi Rao/ }),
  ).toBeInTheDocument();
  const waiting = screen.getByRole('region', { name: 'Left out of this batch' });
  expect(waiting).toHaveTextContent('Bala Krishna');
  expect(waiting).toHaveTextContent('₹750 approved: No bank details yet.');
});

test('a UTR is checked beside its field, then recorded; one the API refuses is said there too', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [BATCH]: { body: BATCH_PAGE },
    [`POST ${UTR}`]: [
      {
        status: 400,
        body: { title: 'Check the UTR.', status: 400, errors: { utr: ['This UTR is already recorded.'] } },
      },
      // The API answers with the whole batch as it stands after.
      {
        body: {
          ...BATCH_PAGE,
          rows: [
            {
              ...BATCH_PAGE.rows[0],
              status: 'paid',
              utr: 'HDFCN52026110299',
              paidAt: '2026-11-04T05:00:00.000Z',
            },
            BATCH_PAGE.rows[1],
          ],
        },
      },
    ],
  });
  open();
  const row = await waitFor(() => rowOf(/Asha Devi Rao/));
  const utr = within(row).getByRole('textbox', { name: /UTR of the transfer to Asha Devi Rao/ });
  const record = within(row).getByRole('button', { name: 'Record the UTR of Asha Devi Rao' });
  await user.type(utr, 'abc');
  await user.click(record);
  expect(utr).toHaveAccessibleDescription(expect.stringContaining('12 to 22 letters and digits'));
  expect(api.requestsTo(UTR)).toHaveLength(0);

  await user.clear(utr);
  await user.type(utr, 'hdfcn5 2026110299');
  await user.click(record);
  expect(await within(row).findByText('This UTR is already recorded.')).toBeInTheDocument();
  expect(api.jsonOf(UTR)).toEqual({ utr: 'HDFCN52026110299' });

  await user.click(record);
  expect(
    await screen.findByText('Asha Devi Rao is paid: UTR HDFCN52026110299 recorded.'),
  ).toBeInTheDocument();
});

test('a batch that is not there says so', async () => {
  fakeApi({ 'GET /api/staff/payouts/99': { status: 404, body: { title: 'Not found.', status: 404 } } });
  open('/staff/payouts/99');
  expect(await screen.findByRole('heading', { level: 1, name: 'Payout not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All payouts' })).toHaveAttribute('href', '/staff/payouts');
});
