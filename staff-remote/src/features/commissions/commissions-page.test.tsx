import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { EARNINGS_MESSAGES } from 'shared/contract/staff-earnings-schema';
import { fakeApi, json } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { lineFixture, PENDING_LINES } from '../../ui/earnings/earnings-fixtures';
import { CommissionsPage } from './commissions-page';

const LIST = `GET ${STAFF_EARNINGS_PATHS.commissions}`;
const ACTIONS = STAFF_EARNINGS_PATHS.commissionActions;
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
const open = (at = '/staff/commissions') =>
  renderStaff(<CommissionsPage />, { at, route: '/staff/commissions' });
const rowOf = (name: string | RegExp) =>
  screen.getAllByRole('rowheader', { name }).map((cell) => cell.closest('tr')!);
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

test('pending lines by default: level, rate, amount (a reversal marked), project, payment date', async () => {
  const api = fakeApi({ [LIST]: { body: { items: PENDING_LINES, next: null } } });
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Commissions' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  await screen.findByRole('table', { name: 'Commission lines' });
  // The list's own order: only the status, the page size and (later) the cursor are sent.
  expect(query(api.paths()[0]!)).toEqual({ status: 'pending', limit: '25' });
  const [direct, reversal] = rowOf(/Asha Devi Rao/);
  expect(cells(direct!)).toEqual([
    '',
    'Direct',
    '10%',
    '₹1,250.05',
    'Charminar Foods',
    '05 Nov 2026',
    'Pending',
    'None',
  ]);
  expect(cells(rowOf(/Imran Khan/)[0]!).slice(1, 4)).toEqual(['Level 1 override', '2.5%', '₹312.51']);
  expect(within(reversal!).getByText(/−₹500/)).toHaveTextContent('−₹500 reversal');
  expect(within(direct!).getByRole('link', { name: 'Charminar Foods' })).toHaveAttribute(
    'href',
    '/staff/projects/7/payments',
  );
  expect(within(direct!).getByRole('link', { name: /Asha Devi Rao/ })).toHaveAttribute(
    'href',
    '/staff/partners/BDE1001',
  );
  // On a phone each row is a card: every cell carries its column's name.
  expect(direct!.querySelectorAll('td')[1]).toHaveAttribute('data-label', 'Level');
});

test('chosen lines are approved in one call, after a confirmation; a line someone else took is said', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [LIST]: [{ body: { items: PENDING_LINES, next: null } }, { body: { items: [], next: null } }],
    [`POST ${ACTIONS}`]: { body: { changed: [501] } },
  });
  open();
  await screen.findByRole('table', { name: 'Commission lines' });
  const approve = screen.getByRole('button', { name: 'Approve' });
  expect(approve).toBeDisabled();
  await user.click(
    screen.getByRole('checkbox', { name: /Select Asha Devi Rao, direct on Charminar Foods, ₹1,250.05/ }),
  );
  await user.click(screen.getByRole('checkbox', { name: /Select Imran Khan/ }));
  expect(screen.getByText('2 lines chosen, ₹1,562.56.')).toBeInTheDocument();
  await user.click(approve);
  const dialog = screen.getByRole('dialog', { name: 'Approve 2 lines (₹1,562.56)?' });
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(api.jsonOf(ACTIONS)).toEqual({ action: 'approve', lineIds: [501, 502] }));
  expect(
    await screen.findByText('1 of 2 lines approved; the others had already been changed by someone else.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The list is read again.
  expect(await screen.findByText('No pending commission lines.')).toBeInTheDocument();
});

test('declining needs a reason, said beside the field; the reason the API refuses is said there too', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [LIST]: { body: { items: PENDING_LINES, next: null } },
    [`POST ${ACTIONS}`]: [
      { status: 400, body: { title: 'Check the fields.', status: 400, errors: { reason: ['Too vague.'] } } },
      { body: { changed: [501, 502, 503] } },
    ],
  });
  open();
  await screen.findByRole('table', { name: 'Commission lines' });
  await user.click(screen.getByRole('checkbox', { name: 'Select all 3 lines on this page' }));
  await user.click(screen.getByRole('button', { name: 'Decline…' }));
  const dialog = screen.getByRole('dialog', { name: /Decline 3 lines/ });
  await user.click(within(dialog).getByRole('button', { name: 'Decline the lines' }));
  const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(reason).toHaveAccessibleDescription(expect.stringContaining(EARNINGS_MESSAGES.reasonRequired));
  expect(api.requestsTo(ACTIONS)).toHaveLength(0);

  await user.type(reason, 'x');
  await user.click(within(dialog).getByRole('button', { name: 'Decline the lines' }));
  expect(await within(dialog).findByText('Too vague.')).toBeInTheDocument();
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Check the reason: the BDE reads it.');

  await user.clear(reason);
  await user.type(reason, 'The client paid a different company.');
  await user.click(within(dialog).getByRole('button', { name: 'Decline the lines' }));
  await waitFor(() =>
    expect(api.jsonOf(ACTIONS, 1)).toEqual({
      action: 'decline',
      lineIds: [501, 502, 503],
      reason: 'The client paid a different company.',
    }),
  );
  expect(await screen.findByText('3 lines declined.')).toBeInTheDocument();
});

test('held lines can be approved or declined, not held again; decided lines cannot be chosen', async () => {
  const user = userEvent.setup();
  const held = lineFixture({ status: 'held', reason: 'Waiting for the cheque to clear.' });
  const api = fakeApi({
    [`${LIST}?status=held&limit=25`]: { body: { items: [held], next: null } },
    [`${LIST}?status=paid&limit=25`]: { body: { items: [lineFixture({ status: 'paid' })], next: null } },
    [LIST]: { body: { items: PENDING_LINES, next: null } },
  });
  open();
  await screen.findByRole('table', { name: 'Commission lines' });
  await user.click(screen.getByRole('button', { name: 'Held' }));
  expect(await screen.findByText('Waiting for the cheque to clear.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Held' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Decline…' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Hold…' })).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/commissions?status=held');

  await user.click(screen.getByRole('button', { name: 'Paid' }));
  expect(await screen.findByText('Paid', { selector: '.staff-badge' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(api.paths().map(query).at(-1)).toEqual({ status: 'paid', limit: '25' });
});

test('one partner’s lines by BDE code, a page at a time', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [LIST]: (request) => {
      const after = new URL(request.url).searchParams.get('after');
      return json(
        200,
        after ? { items: [lineFixture({ id: 600 })], next: null } : { items: PENDING_LINES, next: 'c2' },
      );
    },
  });
  open();
  await screen.findByRole('table', { name: 'Commission lines' });
  await user.type(screen.getByRole('textbox', { name: 'Partner’s BDE code' }), 'bde1001{Enter}');
  await waitFor(() =>
    expect(query(api.paths().at(-1)!)).toEqual({ status: 'pending', bdeCode: 'BDE1001', limit: '25' }),
  );
  expect(screen.getByText('Showing the lines of BDE1001.')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await waitFor(() =>
    expect(query(api.paths().at(-1)!)).toEqual({
      status: 'pending',
      bdeCode: 'BDE1001',
      after: 'c2',
      limit: '25',
    }),
  );
  expect(await screen.findByText('Page 2')).toBeInTheDocument();
});
