import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, liveAnswers } from '../../app/portal-test-kit';
import { englishLeft, renderIn } from '../../i18n/work/work-text-test-kit';
import { someEarnings } from '../earnings/earnings-test-kit';
import { DashboardPage } from './dashboard-page';

const ACTIVE = [
  { companyName: 'Charminar Foods', businessAmount: 1234567.5, createdDate: '2026-03-05T06:30:00.000Z' },
];

function answers() {
  const earnings = someEarnings();
  return {
    ...dashboardAnswers({ active: ACTIVE, onHold: 1, completed: 2, totalRevenue: 1234567.5 }),
    ...liveAnswers({
      earnings: { ...earnings, thisMonth: { ...earnings.thisMonth, pendingPaise: 123456750 } },
    }),
  };
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

test('the dashboard in Telugu: cards, tables, statuses, the sample overview; rupees in Indian grouping', async () => {
  fakeApi(answers());
  const { container } = await renderIn('te', <DashboardPage />);

  const proposals = await screen.findByRole('region', { name: 'ప్రపోజల్స్' });
  await waitFor(() =>
    expect(texts(within(proposals).getAllByRole('term'))).toEqual(['పంపాం', 'అంగీకరించారు', 'అంగీకార శాతం']),
  );

  const revenue = screen.getByRole('region', { name: 'ఆదాయ పైప్‌లైన్' });
  expect(await within(revenue).findByText('₹12,34,567.50')).toBeInTheDocument();
  expect(within(revenue).getByRole('progressbar', { name: '₹10,00,000 లక్ష్యం దిశగా ఆదాయం' })).toHaveAttribute(
    'aria-valuetext',
    '₹10,00,000లో 100%',
  );

  const status = screen.getByRole('region', { name: 'స్థితి వారీగా ప్రాజెక్ట్‌లు' });
  const table = within(status).getByRole('table', { name: 'స్థితి వారీగా ప్రాజెక్ట్‌లు' });
  await waitFor(() =>
    expect(texts(within(table).getAllByRole('row'))).toEqual([
      'స్థితిప్రాజెక్ట్‌లువాటా',
      'కొత్తది125%',
      'జరుగుతోంది125%',
      'పూర్తయింది250%',
    ]),
  );
  expect(
    within(status).getByRole('img', {
      name: 'స్థితి వారీగా ప్రాజెక్ట్‌లు: కొత్తది 25%, జరుగుతోంది 25%, పూర్తయింది 50%',
    }),
  ).toBeInTheDocument();

  const active = screen.getByRole('region', { name: 'యాక్టివ్ ప్రాజెక్ట్‌లు' });
  const rows = within(within(active).getByRole('table')).getAllByRole('row');
  expect(texts(rows)).toEqual(['కంపెనీమొత్తంనమోదు తేదీ', 'Charminar Foods₹12,34,567.5005, మార్చి 2026']);
  expect(within(active).getByRole('link', { name: 'మీ అన్ని ప్రాజెక్ట్‌లను చూడండి' })).toHaveAttribute(
    'href',
    '/te/bdedetails/projects',
  );

  const earnings = screen.getByRole('region', { name: 'ఈ నెల సంపాదన' });
  await within(earnings).findByText('₹12,34,567.50');
  expect(texts(within(earnings).getAllByRole('term'))).toEqual(['పెండింగ్‌లో ఉంది', 'ఆమోదించబడింది', 'చెల్లించినది (నికర)']);

  const overview = await screen.findByRole('region', { name: 'సేల్స్ అవలోకనం (నమూనా)' });
  expect(within(overview).getByRole('list', { name: 'లీడ్ గణాంకాలు (నమూనా)' })).toHaveTextContent(
    '26కొత్త లీడ్‌లు60లీడ్‌లు45క్లయింట్‌లు10కొత్త క్లయింట్‌లు',
  );
  const funnel = within(overview).getByRole('img', {
    name: 'సేల్స్ ఫన్నెల్ (నమూనా): లీడ్ 50, అవసరాల సేకరణ 30, ప్రపోజల్ పంపారు 10, చర్చలు 8',
  });
  expect(
    within(funnel.closest('figure')!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['సేల్స్ ఫన్నెల్ (నమూనా)', 'లీడ్‌లు']);
  within(overview).getByRole('img', {
    name: 'సేవల వారీగా డిమాండ్ (నమూనా): వెబ్‌సైట్‌లు 40, మొబైల్ యాప్‌లు 30, ఈ-కామర్స్ 20, UI/UX డిజైన్ 10',
  });
  within(overview).getByRole('img', {
    name: 'లీడ్ మూలాలు (నమూనా): ఆన్‌లైన్ 120, రెఫరల్స్ 80, ఈవెంట్‌లు 40, నేరుగా 60',
  });
  await waitFor(() => expect(funnel.querySelector('svg')).not.toBeNull());

  expect(englishLeft(container, 'te')).toEqual([]);
});

test('the dashboard in Tamil, with the BDE’s own lead overview', async () => {
  fakeApi({
    ...answers(),
    ...liveAnswers({
      earnings: someEarnings(),
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
        sources: [
          { source: 'Not given', leads: 4 },
          { source: 'Justdial', leads: 3 },
        ],
      },
    }),
  });
  const { container } = await renderIn('ta', <DashboardPage />);
  expect(await screen.findByRole('region', { name: 'முன்மொழிவுகள்' })).toBeInTheDocument();
  const revenue = screen.getByRole('region', { name: 'வருவாய் பைப்லைன்' });
  expect(await within(revenue).findByText('₹12,34,567.50')).toBeInTheDocument();
  expect(within(revenue).getByText('₹10,00,000 இலக்கில் 100%')).toBeInTheDocument();
  const status = screen.getByRole('region', { name: 'நிலை வாரியாகத் திட்டங்கள்' });
  await waitFor(() =>
    expect(
      within(status)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['நிலை', 'திட்டங்கள்', 'பங்கு']),
  );
  const earnings = screen.getByRole('region', { name: 'இந்த மாத வருமானம்' });
  expect(await within(earnings).findByText('₹666.67')).toBeInTheDocument();
  expect(
    within(earnings).getByRole('link', { name: 'உங்கள் வருமானம், பணப் பட்டுவாடா, கணக்கு அறிக்கைகள்' }),
  ).toBeInTheDocument();

  const overview = await screen.findByRole('region', { name: 'விற்பனைக் கண்ணோட்டம்' });
  expect(within(overview).getByRole('list', { name: 'லீட் எண்ணிக்கைகள்' })).toHaveTextContent(
    '3புதிய லீட்கள்7லீட்கள்2வாடிக்கையாளர்கள்1புதிய வாடிக்கையாளர்கள்',
  );
  within(overview).getByRole('img', {
    name: 'விற்பனைப் புனல்: புதியது 3, தொடர்பு கொள்ளப்பட்டது 2, முன்மொழிவு அனுப்பப்பட்டது 1, வெற்றி 1, கைநழுவியது 0',
  });
  within(overview).getByRole('img', {
    name: 'சேவை வாரியான தேவை: மென்பொருள் உருவாக்கம் 5, லோகோ வடிவமைப்பு 2',
  });
  // A lead's own source is the BDE's words; only the API's "Not given" is a text of ours.
  within(overview).getByRole('img', { name: 'லீட் மூலங்கள்: குறிப்பிடப்படவில்லை 4, Justdial 3' });
  await waitFor(() => expect(screen.queryByText('Loading chart…')).toBeNull());

  expect(englishLeft(container, 'ta')).toEqual([]);
});

test.each(['kn', 'ml'] as const)(
  'rupees in %s keep Indian digit grouping: ₹12,34,567.50',
  async (language) => {
    fakeApi(answers());
    await renderIn(language, <DashboardPage />);
    const figures = await screen.findAllByText('₹12,34,567.50');
    // The revenue, the active project's amount and this month's pending commission.
    await waitFor(() => expect(screen.getAllByText('₹12,34,567.50')).toHaveLength(3));
    expect(figures.length).toBeGreaterThan(0);
    expect(screen.queryByText('₹1,234,567.50')).toBeNull();
  },
);
