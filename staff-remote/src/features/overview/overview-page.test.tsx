import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOverviewResponse } from 'shared/contract/staff-overview-responses';
import { fakeApi } from 'shared/test/fake-api';
import { TEST_ADMIN, renderStaff } from '../../test/render-staff';
import { OverviewPage } from './overview-page';

const OVERVIEW: StaffOverviewResponse = {
  weekStart: '2026-03-08T18:30:00.000Z',
  office: {
    newMessages: 12,
    newLeads: 1204,
    pendingReviews: 3,
    subscribers: 250,
    leadPipeline: { new: 1204, contacted: 40, 'proposal sent': 9, won: 5, lost: 2 },
    weeks: {
      messages: { thisWeek: 7, lastWeek: 4 },
      leads: { thisWeek: 2, lastWeek: 5 },
      registrations: { thisWeek: 1, lastWeek: 1 },
      subscribers: { thisWeek: 0, lastWeek: 3 },
    },
  },
  hiring: null,
};
const NO_APPLICATIONS = { newApplications: 0, openings: [] };

test('four figures, each a link to its list filtered to what waits', async () => {
  fakeApi({ 'GET /api/staff/overview': { body: OVERVIEW } });
  renderStaff(<OverviewPage />, { at: '/staff' });
  expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /12\s*New messages/ })).toHaveAttribute(
    'href',
    '/staff/messages?status=new',
  );
  expect(screen.getByRole('link', { name: /1,204\s*New leads/ })).toHaveAttribute(
    'href',
    '/staff/leads?status=new',
  );
  expect(screen.getByRole('link', { name: /3\s*Registrations awaiting document review/ })).toHaveAttribute(
    'href',
    '/staff/partners?reviewStatus=pending',
  );
  expect(screen.getByRole('link', { name: /250\s*Newsletter subscribers/ })).toHaveAttribute(
    'href',
    '/staff/subscribers',
  );
});

test('those who hire see new applications: in all and by opening, each a link to them', async () => {
  const hiring = {
    openOpenings: 2,
    draftOpenings: 0,
    newApplications: 5,
    openings: [
      { id: 4, title: 'Senior Frontend Developer', newApplications: 4 },
      { id: 2, title: '.NET Intern', newApplications: 1 },
    ],
  };
  fakeApi({ 'GET /api/staff/overview': { body: { ...OVERVIEW, hiring } } });
  renderStaff(<OverviewPage />, { at: '/staff', member: { ...TEST_ADMIN, role: 'recruiter' } });
  const card = await screen.findByRole('region', { name: 'New applications' });
  expect(within(card).getByRole('link', { name: /5\s*applications wait to be looked at/ })).toHaveAttribute(
    'href',
    '/staff/applications?stage=new',
  );
  expect(within(card).getByRole('link', { name: 'Senior Frontend Developer' })).toHaveAttribute(
    'href',
    '/staff/applications?openingId=4&stage=new',
  );
  expect(within(card).getByText('4 new')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: '.NET Intern' })).toHaveAttribute(
    'href',
    '/staff/applications?openingId=2&stage=new',
  );
});

test('without hiring figures (office staff) there is no applications card', async () => {
  fakeApi({ 'GET /api/staff/overview': { body: OVERVIEW } });
  renderStaff(<OverviewPage />, { at: '/staff' });
  await screen.findByRole('link', { name: /12\s*New messages/ });
  expect(screen.queryByRole('region', { name: 'New applications' })).not.toBeInTheDocument();
});

test('this week against last in a table, with the week explained in India time', async () => {
  fakeApi({ 'GET /api/staff/overview': { body: OVERVIEW } });
  renderStaff(<OverviewPage />, { at: '/staff' });
  const table = await screen.findByRole('table', { name: 'New this week and last week' });
  const row = (name: string) =>
    within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
  expect([...row('Contact messages')].map((cell) => cell.textContent)).toEqual(['7', '4', '3 more']);
  expect([...row('Leads')].map((cell) => cell.textContent)).toEqual(['2', '5', '3 fewer']);
  expect([...row('BDE registrations')].map((cell) => cell.textContent)).toEqual(['1', '1', 'No change']);
  expect(screen.getByText(/Weeks start on Monday at 00:00 India time \(IST\)/)).toHaveTextContent(
    '09 Mar 2026',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'This week against last week' })).toBeInTheDocument();
});

test('a failure says so, and Retry loads it', async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET /api/staff/overview': [{ status: 500, body: { title: 'Down.', status: 500 } }, { body: OVERVIEW }],
  });
  renderStaff(<OverviewPage />, { at: '/staff' });
  const alert = (await screen.findByText(/Could not load the overview\./)).closest(
    '[role="alert"]',
  ) as HTMLElement;
  expect(alert).not.toBeNull();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /12\s*New messages/ })).toBeInTheDocument();
});

test("a recruiter's overview holds hiring's figures only: no office figure, no weeks table", async () => {
  fakeApi({
    'GET /api/staff/overview': {
      body: { ...OVERVIEW, office: null, hiring: { openOpenings: 2, draftOpenings: 1, ...NO_APPLICATIONS } },
    },
  });
  renderStaff(<OverviewPage />, { at: '/staff' });
  expect(await screen.findByRole('link', { name: /2\s*Openings taking applications/ })).toHaveAttribute(
    'href',
    '/staff/openings?status=published',
  );
  expect(screen.getByRole('link', { name: /1\s*Draft openings/ })).toHaveAttribute(
    'href',
    '/staff/openings?status=draft',
  );
  expect(screen.queryByRole('link', { name: /New messages|New leads|subscribers/ })).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
});

test("an admin's overview holds both parts", async () => {
  fakeApi({
    'GET /api/staff/overview': {
      body: { ...OVERVIEW, hiring: { openOpenings: 2, draftOpenings: 0, ...NO_APPLICATIONS } },
    },
  });
  renderStaff(<OverviewPage />, { at: '/staff' });
  expect(await screen.findByRole('link', { name: /12\s*New messages/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /2\s*Openings taking applications/ })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'New this week and last week' })).toBeInTheDocument();
});
