import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BdeLead } from 'shared/contract/bde-portal-responses';
import { fakeApi, json } from 'shared/test/fake-api';
import { dashboardAnswers, liveAnswers, renderPortal } from '../../app/portal-test-kit';

const lead = (id: number, companyName: string, extra: Partial<BdeLead> = {}): BdeLead => ({
  id,
  companyName,
  contactPerson: `Contact ${id}`,
  email: `lead${id}@example.com`,
  mobile: `98480000${String(id).padStart(2, '0')}`,
  services: ['Software Development'],
  reference: '',
  viaLink: false,
  status: 'new',
  nextFollowUp: null,
  createdDate: '2026-03-01T06:30:00.000Z',
  ...extra,
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

test('lists the BDE’s leads with status, source and follow-up, and their clients', async () => {
  fakeApi({
    ...dashboardAnswers(),
    ...liveAnswers({
      leads: {
        items: [
          lead(2, 'Charminar Foods', {
            status: 'proposal sent',
            reference: 'Referral',
            nextFollowUp: '2026-03-12',
          }),
          lead(1, 'Golconda Textiles', { status: 'won' }),
          lead(3, 'Banjara Bakes', { viaLink: true, reference: 'Walk-in' }),
        ],
        next: null,
      },
      clients: {
        clients: [
          {
            companyName: 'Golconda Textiles',
            since: '2026-03-01T06:30:00.000Z',
            wonLeads: 1,
            projects: 2,
            revenue: 250000.5,
          },
        ],
      },
    }),
  });
  renderPortal('/bdedetails/leads');
  const leads = await screen.findByRole('table', { name: 'Leads' });
  expect(rowsOf(leads)).toEqual([
    'Charminar FoodsContact 29848000002Software DevelopmentReferralProposal sent12 Mar 202601 Mar 2026',
    'Golconda TextilesContact 19848000001Software DevelopmentNot givenWon—01 Mar 2026',
    // Issue 43: a lead a visitor sent through the BDE's personal link says so.
    'Banjara BakesContact 39848000003Software DevelopmentYour personal linkNew—01 Mar 2026',
  ]);
  expect(within(leads).getByRole('link', { name: '9848000002' })).toHaveAttribute('href', 'tel:9848000002');
  const clients = await screen.findByRole('table', { name: 'Clients' });
  expect(rowsOf(clients)).toEqual(['Golconda Textiles01 Mar 202612₹2,50,000.50']);
});

test('searching and filtering ask the server, and more pages load on request', async () => {
  const api = fakeApi({
    ...dashboardAnswers(),
    ...liveAnswers(),
    'GET /api/BDEPortal/Leads': (request) => {
      const url = new URL(request.url);
      if (url.searchParams.get('after') === 'page2') {
        return json(200, { items: [lead(1, 'Older Lead')], next: null });
      }
      if (url.searchParams.get('q')) return json(200, { items: [], next: null });
      return json(200, { items: [lead(2, 'Newer Lead')], next: 'page2' });
    },
  });
  renderPortal('/bdedetails/leads');
  await screen.findByText('Newer Lead');
  await userEvent.click(screen.getByRole('button', { name: 'Show more leads' }));
  await screen.findByText('Older Lead');
  expect(screen.queryByRole('button', { name: 'Show more leads' })).toBeNull();

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zz');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Proposal sent');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByText('No lead matches this search.');
  expect(api.paths()).toContain('/api/BDEPortal/Leads?bdeCode=BDE240101&q=zz&status=proposal+sent');
});

test('a BDE with no leads is told where leads come from', async () => {
  fakeApi({ ...dashboardAnswers(), ...liveAnswers() });
  renderPortal('/bdedetails/leads');
  expect(await screen.findByText(/No leads yet\. Leads you send with the client form/)).toBeInTheDocument();
  expect(await screen.findByText(/No clients yet/)).toBeInTheDocument();
});

test('the leads pie chart draws the BDE’s leads by status, with its table', async () => {
  fakeApi({
    ...dashboardAnswers(),
    ...liveAnswers({
      overview: {
        hasData: true,
        leads: 4,
        newLeads: 3,
        clients: 0,
        newClients: 0,
        funnel: [
          { status: 'new', leads: 3 },
          { status: 'contacted', leads: 0 },
          { status: 'proposal sent', leads: 0 },
          { status: 'won', leads: 0 },
          { status: 'lost', leads: 1 },
        ],
        services: [],
        sources: [],
      },
    }),
  });
  renderPortal('/bdedetails/leadspiechart');
  const chart = await screen.findByRole('img', { name: 'Leads by status: New 3, Lost 1' });
  await waitFor(() => expect(chart.querySelector('svg path')).not.toBeNull());
  expect(within(chart.closest('figure')!).getByRole('cell', { name: '3' })).toBeInTheDocument();
});
