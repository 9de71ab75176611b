import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BdeLead } from 'shared/contract/bde-portal-responses';
import { fakeApi } from 'shared/test/fake-api';
import { liveAnswers } from '../../app/portal-test-kit';
import { englishLeft, renderIn } from '../../i18n/work/work-text-test-kit';
import { LeadsPage } from './leads-page';
import { LeadsPieChartPage } from './leads-pie-chart-page';

const lead = (id: number, companyName: string, extra: Partial<BdeLead>): BdeLead => ({
  id,
  companyName,
  contactPerson: 'Ravi Teja',
  email: `lead${id}@example.com`,
  mobile: '9848000001',
  services: ['Software Development', 'Logo Design'],
  reference: '',
  viaLink: false,
  status: 'new',
  nextFollowUp: null,
  createdDate: '2026-03-05T06:30:00.000Z',
  ...extra,
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

test('leads and clients in Telugu: the search, the tables, statuses, services and rupees', async () => {
  fakeApi(
    liveAnswers({
      leads: {
        items: [
          lead(2, 'Charminar Foods', {
            status: 'proposal sent',
            reference: 'Justdial',
            nextFollowUp: '2026-03-12',
          }),
          lead(1, 'Golconda Textiles', { status: 'won' }),
        ],
        next: 'page2',
      },
      clients: {
        clients: [
          {
            companyName: 'Golconda Textiles',
            since: '2026-03-05T06:30:00.000Z',
            wonLeads: 1,
            projects: 2,
            revenue: 1234567.5,
          },
        ],
      },
    }),
  );
  const { container } = await renderIn('te', <LeadsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'లీడ్‌లు & క్లయింట్లు' })).toBeInTheDocument();
  const leads = await screen.findByRole('table', { name: 'లీడ్‌లు' });
  expect(rowsOf(leads)).toEqual([
    'కంపెనీసంప్రదింపు వ్యక్తిఫోన్సేవలుమూలంస్థితితదుపరి ఫాలో-అప్జోడించిన తేదీ',
    'Charminar FoodsRavi Teja9848000001సాఫ్ట్‌వేర్ డెవలప్‌మెంట్, లోగో డిజైన్Justdialప్రపోజల్ పంపాం12, మార్చి 202605, మార్చి 2026',
    'Golconda TextilesRavi Teja9848000001సాఫ్ట్‌వేర్ డెవలప్‌మెంట్, లోగో డిజైన్ఇవ్వలేదువిజయవంతం—05, మార్చి 2026',
  ]);
  expect(screen.getByRole('button', { name: 'మరిన్ని లీడ్‌లు చూడండి' })).toBeInTheDocument();
  const search = screen.getByRole('search', { name: 'లీడ్‌లు' });
  expect(within(search).getByRole('searchbox', { name: 'వెతకండి' })).toHaveAttribute(
    'placeholder',
    'కంపెనీ, సంప్రదింపు వ్యక్తి, ఈమెయిల్ లేదా ఫోన్',
  );
  expect(
    within(within(search).getByRole('combobox', { name: 'స్థితి' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['అన్ని స్థితులు', 'కొత్తది', 'సంప్రదించాం', 'ప్రపోజల్ పంపాం', 'విజయవంతం', 'చేజారింది']);
  expect(within(search).getByRole('button', { name: 'వెతకండి' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'మీ లీడ్‌లను స్థితి వారీగా పై చార్ట్‌లో చూడండి' })).toHaveAttribute(
    'href',
    '/te/bdedetails/leadspiechart',
  );
  const clients = await screen.findByRole('table', { name: 'క్లయింట్‌లు' });
  expect(rowsOf(clients)).toEqual([
    'కంపెనీక్లయింట్ అయిన తేదీగెలిచిన లీడ్‌లుప్రాజెక్ట్‌లుఆదాయం',
    'Golconda Textiles05, మార్చి 202612₹12,34,567.50',
  ]);
  expect(englishLeft(container, 'te')).toEqual([]);
});

test('a Telugu page with no leads says so in Telugu, and filtering keeps the API’s English status', async () => {
  const api = fakeApi(liveAnswers());
  await renderIn('te', <LeadsPage />);
  expect(
    await screen.findByText(
      'ఇంకా లీడ్‌లు లేవు. సైన్ ఇన్ అయి ఉన్నప్పుడు క్లయింట్ ఫారమ్ ద్వారా మీరు పంపే లీడ్‌లు, మా బృందం మీకు కేటాయించే లీడ్‌లు ఇక్కడ కనిపిస్తాయి.',
    ),
  ).toBeInTheDocument();
  expect(
    await screen.findByText('ఇంకా క్లయింట్‌లు లేవు: మీరు ఒక లీడ్ గెలిచినా, లేదా ఒక ప్రాజెక్ట్ వచ్చినా, ఆ కంపెనీ క్లయింట్ అవుతుంది.'),
  ).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'స్థితి' }), 'ప్రపోజల్ పంపాం');
  await userEvent.click(screen.getByRole('button', { name: 'వెతకండి' }));
  expect(await screen.findByText('ఈ శోధనకు సరిపోయే లీడ్ ఏదీ లేదు.')).toBeInTheDocument();
  expect(api.paths()).toContain('/api/BDEPortal/Leads?bdeCode=BDE240101&status=proposal+sent');
});

test('the leads pie chart in Telugu', async () => {
  fakeApi(
    liveAnswers({
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
  );
  const { container } = await renderIn('te', <LeadsPieChartPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'స్థితి వారీగా లీడ్‌లు' })).toBeInTheDocument();
  const chart = await screen.findByRole('img', { name: 'స్థితి వారీగా లీడ్‌లు: కొత్తది 3, చేజారింది 1' });
  expect(
    within(chart.closest('figure')!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['స్థితి వారీగా లీడ్‌లు', 'లీడ్‌లు']);
  await waitFor(() => expect(chart.querySelector('svg path')).not.toBeNull());
  expect(screen.getByRole('link', { name: 'లీడ్‌లు & క్లయింట్‌లకు తిరిగి వెళ్లండి' })).toBeInTheDocument();
  expect(englishLeft(container, 'te')).toEqual([]);
});
