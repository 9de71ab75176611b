import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, renderPortal } from '../portal/portal-test-kit';

beforeEach(() => fakeApi(dashboardAnswers()));

const SAMPLE_SCREENS = [
  ['leads', 'Leads & Clients (sample)'],
  ['leadspiechart', 'Lead sources (sample)'],
  ['proposals', 'Proposals (sample)'],
  ['tasks', 'Tasks & Follow-ups (sample)'],
  ['reports', 'Reports & Analytics (sample)'],
  ['teamCol', 'Team/Collaboration (sample)'],
];

test.each(SAMPLE_SCREENS)('/bdedetails/%s is clearly labelled as sample data', async (path, heading) => {
  renderPortal(`/bdedetails/${path}`);
  const panel = screen.getByRole('region', { name: heading });
  expect(within(panel).getByText('Sample data')).toBeInTheDocument();
  expect(within(panel).getByText(/They are examples, not your own/)).toBeInTheDocument();
  // Let any chart finish loading inside the test.
  await waitFor(() => expect(screen.queryByText('Loading chart…')).toBeNull());
});

const statusesOf = (table: HTMLElement) => [
  ...new Set(
    within(table)
      .getAllByText(/^(New|Contacted|Open|Closed|Not Started)$/)
      .map((el) => el.textContent),
  ),
];

test('sample leads are New or Contacted', () => {
  renderPortal('/bdedetails/leads');
  const [leads] = screen.getAllByRole('table', { name: 'Leads (sample)' });
  expect(statusesOf(leads)).toEqual(['New', 'Contacted']);
  expect(screen.getByRole('link', { name: /as a pie chart/ })).toHaveAttribute(
    'href',
    '/bdedetails/leadspiechart',
  );
});

test('sample proposals are Open or Closed', () => {
  renderPortal('/bdedetails/proposals');
  expect(statusesOf(screen.getByRole('table', { name: 'Proposals (sample)' }))).toEqual(['Open', 'Closed']);
});

test('sample tasks are Not Started', () => {
  renderPortal('/bdedetails/tasks');
  expect(statusesOf(screen.getByRole('table', { name: 'Tasks (sample)' }))).toEqual(['Not Started']);
});

test('the leads pie chart is a labelled image with its figures in a table', async () => {
  renderPortal('/bdedetails/leadspiechart');
  const chart = screen.getByRole('img', {
    name: 'Lead sources (sample): Online 120, Referrals 80, Events 40, Direct 60',
  });
  await waitFor(() => expect(chart.querySelector('svg path')).not.toBeNull());
  expect(within(chart.closest('figure')!).getByRole('cell', { name: '120' })).toBeInTheDocument();
});

test('reports draw the sample funnel and lead sources', async () => {
  renderPortal('/bdedetails/reports');
  const funnel = screen.getByRole('img', { name: /^Sales funnel \(sample\): Lead 50/ });
  const bars = screen.getByRole('img', { name: /^Lead sources \(sample\): Online 120/ });
  await waitFor(() => expect(funnel.querySelector('svg')).not.toBeNull());
  await waitFor(() => expect(bars.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(4));
});
