import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { PROJECT_PAYMENTS } from '../../ui/earnings/earnings-fixtures';
import { ProjectPaymentsPage } from './project-payments-page';

const PAYMENTS = '/api/staff/projects/7/payments';
const REVERSAL = '/api/staff/payments/41/reversal';
const open = (at = '/staff/projects/7/payments') =>
  renderStaff(<ProjectPaymentsPage />, { at, route: '/staff/projects/:projectId/payments' });
const posted = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.sent().find((call) => call.method === 'POST' && call.path === path)?.body;

test('each payment with its reversals under it, the total received, and the way back to the partner', async () => {
  fakeApi({ [`GET ${PAYMENTS}`]: { body: PROJECT_PAYMENTS } });
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Payments for Charminar Foods' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Asha Devi Rao (BDE1001)' })).toHaveAttribute(
    'href',
    '/staff/partners/BDE1001',
  );
  expect(screen.getByText('Received in all').nextSibling).toHaveTextContent('₹12,500.50');
  const table = screen.getByRole('table', { name: 'Payments and reversals' });
  const rows = within(table).getAllByRole('row').slice(1);
  // The refund of payment 41 comes right under it, marked as taken back.
  expect(rows.map((row) => row.querySelectorAll('td')[1]!.textContent)).toEqual([
    'Payment #41 by bank transfer',
    'Refund of payment #41',
    'Payment #42 by cheque',
  ]);
  expect(rows[1]).toHaveTextContent('−₹5,000 reversal');
  expect(rows[1]).toHaveTextContent('Part of the work was dropped.');
  expect(
    within(rows[0]!).getByRole('button', { name: 'Record a reversal of payment #41, ₹12,500.50' }),
  ).toBeInTheDocument();
  expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
});

test('a payment is checked beside its fields, then recorded with the amount as typed (the API reads grouping commas)', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${PAYMENTS}`]: { body: PROJECT_PAYMENTS },
    [`POST ${PAYMENTS}`]: [
      {
        status: 400,
        body: {
          title: 'Check the fields.',
          status: 400,
          errors: { bankReference: ['Already recorded on payment #41.'] },
        },
      },
      { status: 201, body: PROJECT_PAYMENTS.entries[0] },
    ],
  });
  open();
  const form = await screen.findByRole('form', { name: 'Record a payment' });
  const amount = within(form).getByRole('textbox', { name: /Amount in rupees/ });
  await user.type(amount, '12.345');
  await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
  expect(amount).toHaveAccessibleDescription(expect.stringContaining('at most two decimals'));
  expect(amount).toHaveFocus();
  expect(posted(api, PAYMENTS)).toBeUndefined();

  await user.clear(amount);
  await user.type(amount, '12,500.50');
  await user.selectOptions(within(form).getByRole('combobox', { name: /Paid by/ }), 'UPI');
  const reference = within(form).getByRole('textbox', { name: /Bank reference/ });
  await user.type(reference, 'UPI/4321');
  await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
  expect(await within(form).findByText('Already recorded on payment #41.')).toBeInTheDocument();
  expect(reference).toHaveAttribute('aria-invalid', 'true');
  expect(posted(api, PAYMENTS)).toEqual({
    amount: '12,500.50',
    receivedOn: todayInIndia(),
    bankReference: 'UPI/4321',
    mode: 'UPI',
  });

  await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
  expect(await screen.findByText('₹12,500.50 from Charminar Foods recorded.')).toBeInTheDocument();
  await waitFor(() => expect(amount).toHaveValue(''));
});

test('a reversal of one payment: what remains is said, a reason is needed, the API’s refusal is shown', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${PAYMENTS}`]: { body: PROJECT_PAYMENTS },
    [`POST ${REVERSAL}`]: [
      {
        status: 400,
        body: {
          title: 'Check the fields.',
          status: 400,
          errors: { amount: ['At most ₹7,500.50 remains of this payment.'] },
        },
      },
      { status: 201, body: PROJECT_PAYMENTS.entries[2] },
    ],
  });
  open();
  await user.click(await screen.findByRole('button', { name: /Record a reversal of payment #41/ }));
  const dialog = screen.getByRole('dialog', { name: 'Reverse the payment of ₹12,500.50 on 05 Nov 2026?' });
  const amount = within(dialog).getByRole('textbox', { name: /Amount taken back/ });
  expect(amount).toHaveAccessibleDescription(expect.stringContaining('₹7,500.50'));
  await user.type(amount, '8000');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Why/ }), 'bounced cheque');
  await user.click(within(dialog).getByRole('button', { name: 'Record the reversal' }));
  const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(posted(api, REVERSAL)).toBeUndefined();

  await user.type(reason, 'The cheque bounced.');
  await user.click(within(dialog).getByRole('button', { name: 'Record the reversal' }));
  expect(await within(dialog).findByText('At most ₹7,500.50 remains of this payment.')).toBeInTheDocument();
  expect(posted(api, REVERSAL)).toEqual({
    amount: '8000',
    kind: 'bounced cheque',
    reason: 'The cheque bounced.',
    receivedOn: todayInIndia(),
  });

  await user.clear(amount);
  await user.type(amount, '7,500.50');
  await user.click(within(dialog).getByRole('button', { name: 'Record the reversal' }));
  expect(await screen.findByText('Reversal of ₹7,500.50 recorded.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a project that is not there says so', async () => {
  fakeApi({
    'GET /api/staff/projects/99/payments': { status: 404, body: { title: 'Not found.', status: 404 } },
  });
  open('/staff/projects/99/payments');
  expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
});
