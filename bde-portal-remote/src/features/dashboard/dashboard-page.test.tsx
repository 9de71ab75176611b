import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, liveAnswers, renderPortal } from '../../app/portal-test-kit';

const ACTIVE = [
  { companyName: 'Charminar Foods Pvt Ltd', businessAmount: 185000, createdDate: '2025-01-15T06:30:00.000Z' },
  { companyName: 'Kukatpally Diagnostics', businessAmount: 92500.5, createdDate: '2025-02-03T06:30:00.000Z' },
];

function statusTable() {
  const card = screen.getByRole('region', { name: 'Projects by status' });
  return { card, table: within(card).getByRole('table', { name: 'Projects by status' }) };
}

test('the proposal summary shows sent, accepted and the accepted share', async () => {
  fakeApi(dashboardAnswers({ sent: 12, accepted: 5, percentage: 41.67 }));
  renderPortal('/bdedetails/dashboard');
  const card = await screen.findByRole('region', { name: 'Proposals' });
  await waitFor(() => expect(within(card).getByText('Sent').nextSibling).toHaveTextContent('12'));
  expect(within(card).getByText('Accepted').nextSibling).toHaveTextContent('5');
  expect(within(card).getByText('Accepted share').nextSibling).toHaveTextContent('41.67%');
});

test('active projects show their count and rows in rupees and en-IN dates', async () => {
  fakeApi(dashboardAnswers({ active: ACTIVE }));
  renderPortal('/bdedetails/dashboard');
  const card = await screen.findByRole('region', { name: 'Active projects' });
  expect(await within(card).findByText('2')).toBeInTheDocument();
  const rows = within(within(card).getByRole('table')).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    'Charminar Foods Pvt Ltd₹1,85,00015 Jan 2025',
    'Kukatpally Diagnostics₹92,500.5003 Feb 2025',
  ]);
});

test('revenue is shown in rupees with its share of the ₹10,00,000 target', async () => {
  fakeApi(dashboardAnswers({ totalRevenue: 689250.25 }));
  renderPortal('/bdedetails/dashboard');
  const bar = await screen.findByRole('progressbar', { name: 'Revenue towards the ₹10,00,000 target' });
  expect(bar).toHaveAttribute('aria-valuenow', '68.9');
  expect(screen.getByText('₹6,89,250.25')).toBeInTheDocument();
  expect(screen.getByText('68.9% of the ₹10,00,000 target')).toBeInTheDocument();
});

test('the revenue bar stops at 100% when the target is passed', async () => {
  fakeApi(dashboardAnswers({ totalRevenue: 1_164_000 }));
  renderPortal('/bdedetails/dashboard');
  const bar = await screen.findByRole('progressbar');
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  expect(bar.querySelector('.progress__fill')).toHaveStyle({ width: '100%' });
  expect(screen.getByText('₹11,64,000')).toBeInTheDocument();
});

test('projects by status: each status’s share, as a labelled bar and a table', async () => {
  fakeApi(dashboardAnswers({ active: ACTIVE, onHold: 1, completed: 1 }));
  renderPortal('/bdedetails/dashboard');
  expect(
    await screen.findByRole('img', { name: 'Projects by status: New 50%, In Progress 25%, Completed 25%' }),
  ).toBeInTheDocument();
  const { table } = statusTable();
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['StatusProjectsShare', 'New250%', 'In Progress125%', 'Completed125%']);
  expect(within(table).queryByText('No projects found for this BDE Code.')).toBeNull();
});

test('with no projects every share is 0% and the table says so', async () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/dashboard');
  expect(
    await screen.findByRole('img', { name: 'Projects by status: New 0%, In Progress 0%, Completed 0%' }),
  ).toBeInTheDocument();
  const { table } = statusTable();
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'StatusProjectsShare',
    'New00%',
    'In Progress00%',
    'Completed00%',
    'No projects found for this BDE Code.',
  ]);
});

test('a failed call is logged and shown calmly with Retry, which loads it', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const answers = dashboardAnswers({ totalRevenue: 5000 });
  const revenuePath = '/api/BDEBusiness/TotalRevenue?bdeCode=BDE240101';
  const api = fakeApi({
    ...answers,
    [revenuePath]: [{ status: 500, body: { title: 'down' } }, answers[revenuePath]],
  });
  renderPortal('/bdedetails/dashboard');
  const card = await screen.findByRole('region', { name: 'Revenue pipeline' });
  expect(await within(card).findByText(/We could not load your revenue just now/)).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('[bde-portal] could not load the total revenue:', expect.anything());
  // The rest of the dashboard still shows.
  expect(await screen.findByRole('img', { name: /Projects by status/ })).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
  expect(await within(card).findByText('₹5,000')).toBeInTheDocument();
  expect(api.paths().filter((path) => path === revenuePath)).toHaveLength(2);
});

test('a BDE with no data yet sees the sample overview, labelled as sample data, its figures as text', async () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/dashboard');
  const overview = await screen.findByRole('region', { name: 'Sales overview (sample)' });
  expect(within(overview).getByText('Sample data')).toBeInTheDocument();
  const tiles = within(overview).getByRole('list', { name: 'Lead figures (sample)' });
  expect(
    within(tiles)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['26New leads', '60Leads', '45Clients', '10New clients']);
  const funnel = within(overview).getByRole('img', {
    name: 'Sales funnel (sample): Lead 50, Requirement Gathering 30, Proposal Sent 10, Negotiation 8',
  });
  within(overview).getByRole('img', {
    name: 'Demand by service (sample): Websites 40, Mobile Apps 30, E-commerce 20, UI/UX 10',
  });
  within(overview).getByRole('img', {
    name: 'Lead sources (sample): Online 120, Referrals 80, Events 40, Direct 60',
  });
  // nivo draws inside each labelled image once its chunk has loaded.
  await waitFor(() => expect(funnel.querySelector('svg')).not.toBeNull());
  const table = within(funnel.closest('figure')!).getByRole('table');
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'Sales funnel (sample)Leads',
    'Lead50',
    'Requirement Gathering30',
    'Proposal Sent10',
    'Negotiation8',
  ]);
});

test('a BDE with data sees their own funnel, services, sources and counts, and no sample', async () => {
  fakeApi({
    ...dashboardAnswers(),
    ...liveAnswers({
      overview: {
        hasData: true,
        leads: 7,
        newLeads: 3,
        clients: 2,
        newClients: 1,
        funnel: [
          { status: 'new', leads: 3 },
          { status: 'contacted', leads: 2 },
          { status: 'proposal sent', leads: 1 },
          { status: 'won', leads: 1 },
          { status: 'lost', leads: 0 },
        ],
        services: [
          { service: 'Software Development', leads: 5 },
          { service: 'Logo Design', leads: 2 },
        ],
        sources: [{ source: 'Referral', leads: 7 }],
      },
    }),
  });
  renderPortal('/bdedetails/dashboard');
  const overview = await screen.findByRole('region', { name: 'Sales overview' });
  expect(within(overview).queryByText('Sample data')).toBeNull();
  expect(
    within(within(overview).getByRole('list', { name: 'Lead figures' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['3New leads', '7Leads', '2Clients', '1New clients']);
  within(overview).getByRole('img', {
    name: 'Sales funnel: New 3, Contacted 2, Proposal sent 1, Won 1, Lost 0',
  });
  within(overview).getByRole('img', { name: 'Demand by service: Software Development 5, Logo Design 2' });
  within(overview).getByRole('img', { name: 'Lead sources: Referral 7' });
  await waitFor(() => expect(screen.queryByText('Loading chart…')).toBeNull());
});

test('while their calls are unanswered the cards say Loading… over their loaded look, hidden from everyone', async () => {
  const unanswered = () => new Promise<Response>(() => undefined);
  const answers = dashboardAnswers();
  for (const path of Object.keys(answers)) {
    if (/Proposal\/summary|BDEBusiness/.test(path)) answers[path] = unanswered;
  }
  fakeApi(answers);
  renderPortal('/bdedetails/dashboard');
  const cards = ['Proposals', 'Revenue pipeline', 'Projects by status', 'Active projects'];
  for (const name of cards) {
    const card = await screen.findByRole('region', { name });
    expect(within(card).getByText('Loading…').closest('[aria-busy="true"]')).not.toBeNull();
    // What the loaded card will show is drawn (so it holds its size) but read out by nothing.
    const shape = card.querySelector('.loading-hold__shape')!;
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape.childElementCount).toBeGreaterThan(0);
    expect(within(card).queryByRole('table')).toBeNull();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
  }
  const active = screen.getByRole('region', { name: 'Active projects' });
  expect(active.querySelectorAll('.loading-hold__shape tbody tr')).toHaveLength(3);
  const status = screen.getByRole('region', { name: 'Projects by status' });
  expect(status.querySelectorAll('.loading-hold__shape tbody tr')).toHaveLength(3);
});

test('without a stored bdeCode the dashboard says so instead of calling the API', () => {
  const api = fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/dashboard', { authUser: { name: 'Asha', role: 'bde' }, bdeCode: null });
  expect(screen.getByText('No BDE Code found in localStorage').closest('[role="alert"]')).not.toBeNull();
  expect(api.paths().filter((path) => path.includes('BDEBusiness'))).toEqual([]);
});
