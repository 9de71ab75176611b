import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from 'shared/contract/staff-audit-responses';
import { fakeApi } from 'shared/test/fake-api';
import { TEST_ADMIN, renderStaff } from '../../test/render-staff';
import { AuditLogPage } from './audit-log-page';

const LOG = 'GET /api/staff/audit';
const MEMBERS = 'GET /api/staff/members';
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

const opened: AuditEntry = {
  id: 9,
  createdAt: '2025-03-01T18:29:00.000Z',
  staff: { id: 7, name: 'Lakshmi Rao' },
  action: 'document.open',
  targetType: 'document',
  targetId: '17',
  detail: { documentId: 17, bdeCode: 'BDE1001', kind: 'pan' },
  ipAddress: '10.0.0.1',
};
const reviewed: AuditEntry = {
  id: 8,
  createdAt: '2025-03-01T10:00:00.000Z',
  staff: { id: 1, name: 'Arjun Mehta' },
  action: 'partner.review',
  targetType: 'partner',
  targetId: 'BDE1001',
  detail: { from: 'pending', to: 'rejected', reason: 'Blurred copy.' },
  ipAddress: '192.168.7.9',
};
const members = {
  items: [
    {
      id: 1,
      name: 'Arjun Mehta',
      email: 'arjun@x.in',
      role: 'admin',
      state: 'active',
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    {
      id: 7,
      name: 'Lakshmi Rao',
      email: 'lakshmi@x.in',
      role: 'staff',
      state: 'disabled',
      createdAt: '2025-01-01T00:00:00.000Z',
    },
  ],
  next: null,
};

const render = () => renderStaff(<AuditLogPage />, { at: '/staff/audit', member: TEST_ADMIN });

test('who did what, when, on what, from where, with the detail in words', async () => {
  const fake = fakeApi({
    [LOG]: { body: { items: [opened, reviewed], next: null } },
    [MEMBERS]: { body: members },
  });
  render();
  const table = await screen.findByRole('table', { name: 'Audit log' });
  const [first, second] = within(table).getAllByRole('row').slice(1);
  expect(within(first).getByRole('rowheader')).toHaveTextContent('01 Mar 2025, 11:59 pm IST');
  expect(first).toHaveTextContent('Lakshmi Rao');
  expect(first).toHaveTextContent('Opened a document');
  expect(first).toHaveTextContent('Document 17');
  expect(within(first).getByText('BDE code').nextElementSibling).toHaveTextContent('BDE1001');
  expect(first).toHaveTextContent('10.0.0.1');
  expect(within(second).getByRole('link', { name: 'Partner BDE1001' })).toHaveAttribute(
    'href',
    '/staff/partners/BDE1001',
  );
  expect(within(second).getByText('Reason').nextElementSibling).toHaveTextContent('Blurred copy.');
  expect(query(fake.paths().find((path) => path.startsWith('/api/staff/audit'))!)).toEqual({
    sort: 'createdAt',
    dir: 'desc',
    limit: '25',
  });
});

test('filters by staff member (disabled ones too), action and days, on the server', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({ [LOG]: { body: { items: [], next: null } }, [MEMBERS]: { body: members } });
  render();
  await screen.findByText('Nothing has been recorded yet.');
  const staff = screen.getByRole('combobox', { name: 'Staff member' });
  await waitFor(() => expect(within(staff).getByRole('option', { name: 'Lakshmi Rao' })).toBeInTheDocument());
  await user.selectOptions(staff, 'Lakshmi Rao');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Opened a document');
  await user.type(screen.getByLabelText('From'), '2025-03-01');
  await user.type(screen.getByLabelText('To'), '2025-03-02');
  await waitFor(() =>
    expect(
      query(
        fake
          .paths()
          .filter((path) => path.startsWith('/api/staff/audit'))
          .at(-1)!,
      ),
    ).toEqual({
      sort: 'createdAt',
      dir: 'desc',
      staffId: '7',
      action: 'document.open',
      from: '2025-03-01',
      to: '2025-03-02',
      limit: '25',
    }),
  );
  expect(await screen.findByText('Nothing in the log matches.')).toBeInTheDocument();
});
