import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadListItem } from 'shared/contract/staff-inbox-responses';
import type { StaffOverviewResponse } from 'shared/contract/staff-overview-responses';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { LeadsPage } from './leads-page';

const LEADS: LeadListItem[] = [
  {
    id: 9,
    companyName: 'Charminar Foods',
    contactPerson: 'Imran',
    email: 'imran@charminar.in',
    mobile: '9876543210',
    servicesRequired: ['Website Design & Development', 'Digital Marketing'],
    status: 'contacted',
    bde: { bdeCode: 'BDE123456', fullName: 'Asha K Rao' },
    createdAt: '2026-03-10T05:00:00.000Z',
  },
  {
    id: 8,
    companyName: '',
    contactPerson: '',
    email: 'someone@example.com',
    mobile: '',
    servicesRequired: [],
    status: 'new',
    bde: null,
    createdAt: '2026-03-09T05:00:00.000Z',
  },
];
const OVERVIEW: StaffOverviewResponse = {
  weekStart: '2026-03-08T18:30:00.000Z',
  office: {
    newMessages: 0,
    newLeads: 12,
    pendingReviews: 0,
    subscribers: 0,
    leadPipeline: { new: 12, contacted: 4, 'proposal sent': 2, won: 1, lost: 1 },
    weeks: {
      messages: { thisWeek: 0, lastWeek: 0 },
      leads: { thisWeek: 0, lastWeek: 0 },
      registrations: { thisWeek: 0, lastWeek: 0 },
      subscribers: { thisWeek: 0, lastWeek: 0 },
    },
  },
  hiring: null,
};

const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
const lastListCall = (paths: string[]) =>
  query(paths.filter((path) => path.startsWith('/api/staff/leads')).at(-1)!);

function open(at = '/staff/leads') {
  const fake = fakeApi({
    'GET /api/staff/leads': { body: { items: LEADS, next: null } },
    'GET /api/staff/overview': { body: OVERVIEW },
  });
  renderStaff(<LeadsPage />, { at });
  return fake;
}

test('the leads with their services, status and BDE, each a link; a lead without a company still has one', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Leads' });
  expect(within(table).getByRole('link', { name: 'Charminar Foods' })).toHaveAttribute(
    'href',
    '/staff/leads/9',
  );
  const charminar = within(table).getByRole('rowheader', { name: 'Charminar Foods' }).closest('tr')!;
  expect(charminar).toHaveTextContent('Digital Marketing');
  expect(charminar).toHaveTextContent('Contacted');
  expect(charminar).toHaveTextContent('BDE123456');
  expect(charminar).toHaveTextContent('Asha K Rao');
  const nameless = within(table).getByRole('link', { name: 'No company name' });
  expect(nameless).toHaveAttribute('href', '/staff/leads/8');
  expect(nameless.closest('tr')).toHaveTextContent('No BDE yet');
});

test('the pipeline counts every step; pressing one filters the list, pressing it again shows all', async () => {
  const user = userEvent.setup();
  const fake = open();
  const pipeline = await screen.findByRole('region', { name: 'Pipeline' });
  const contacted = await within(pipeline).findByRole('button', { name: /Contacted\s*4/ });
  expect(within(pipeline).getByRole('button', { name: /New\s*12/ })).toHaveAttribute('aria-pressed', 'false');
  await user.click(contacted);
  await waitFor(() => expect(lastListCall(fake.paths())).toMatchObject({ status: 'contacted' }));
  expect(contacted).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');
  await user.click(contacted);
  // Back to the list as first shown (answered from the cache).
  await waitFor(() => expect(contacted).toHaveAttribute('aria-pressed', 'false'));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/leads$/);
});

test('filters by a service asked for, and by a BDE code typed in (any case) or by no BDE', async () => {
  const user = userEvent.setup();
  const fake = open();
  await screen.findByRole('table', { name: 'Leads' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Service asked for' }), 'Logo Design');
  await waitFor(() => expect(lastListCall(fake.paths())).toMatchObject({ service: 'Logo Design' }));

  const byBde = screen.getByRole('form', { name: 'Leads by BDE' });
  await user.type(within(byBde).getByRole('textbox', { name: 'BDE code' }), 'bde123456');
  await user.click(within(byBde).getByRole('button', { name: 'Show their leads' }));
  await waitFor(() =>
    expect(lastListCall(fake.paths())).toMatchObject({ service: 'Logo Design', bdeCode: 'BDE123456' }),
  );
  expect(await screen.findByText('Showing the leads of BDE123456.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Leads without a BDE' }));
  await waitFor(() => expect(lastListCall(fake.paths())).toMatchObject({ bdeCode: 'none' }));
  await user.click(screen.getByRole('button', { name: 'Any BDE' }));
  expect(await screen.findByText('Showing every BDE’s leads.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).not.toHaveTextContent('bdeCode');
});

test('the address keeps the filters: opened filtered, the list asks for exactly that', async () => {
  const fake = open('/staff/leads?status=new&bdeCode=BDE123456');
  await screen.findByRole('table', { name: 'Leads' });
  expect(lastListCall(fake.paths())).toEqual({
    sort: 'createdAt',
    dir: 'desc',
    status: 'new',
    bdeCode: 'BDE123456',
    limit: '25',
  });
  expect(screen.getByRole('textbox', { name: 'BDE code' })).toHaveValue('BDE123456');
});
