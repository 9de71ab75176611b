import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { partnerRow } from './partner-fixtures';
import { PartnersPage } from './partners-page';

const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

test('lists the BDEs, newest first, each a link to their page with where their review stands', async () => {
  const fake = fakeApi({
    'GET /api/staff/partners': {
      body: {
        items: [
          partnerRow('BDE1002', 'Bala Krishna', 'verified'),
          partnerRow('BDE1001', 'Asha Devi Rao', 'pending'),
        ],
        next: null,
      },
    },
  });
  renderStaff(<PartnersPage />, { at: '/staff/partners' });
  expect(screen.getByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Partners' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]).getByRole('link', { name: 'Bala Krishna' })).toHaveAttribute(
    'href',
    '/staff/partners/BDE1002',
  );
  expect(within(rows[0]).getByText('Verified')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Awaiting review')).toBeInTheDocument();
  expect(query(fake.paths()[0]!)).toEqual({ sort: 'createdAt', dir: 'desc', limit: '25' });
});

test('searches and filters by review state on the server', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({ 'GET /api/staff/partners': { body: { items: [], next: null } } });
  renderStaff(<PartnersPage />, { at: '/staff/partners' });
  await screen.findByText('No partners have registered yet.');
  await user.type(screen.getByRole('searchbox', { name: 'Search partners' }), 'asha{Enter}');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Documents' }), 'pending');
  await waitFor(() =>
    expect(query(fake.paths().at(-1)!)).toEqual({
      q: 'asha',
      sort: 'createdAt',
      dir: 'desc',
      reviewStatus: 'pending',
      limit: '25',
    }),
  );
  expect(await screen.findByText('No partners match.')).toBeInTheDocument();
});
