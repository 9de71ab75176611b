import { screen, within } from '@testing-library/react';
import { BDE_EARNINGS_PATHS } from 'shared/contract/earnings';
import { fakeApi } from 'shared/test/fake-api';
import { liveAnswers } from '../../app/portal-test-kit';
import { englishLeft, renderIn } from '../../i18n/work/work-text-test-kit';
import { EarningsPage } from './earnings-page';
import { someEarnings, someStatement, someTds } from './earnings-test-kit';

const CODE = 'BDE240101';

function answers() {
  return {
    ...liveAnswers({ earnings: { ...someEarnings(), owedPaise: 123456750 } }),
    [`${BDE_EARNINGS_PATHS.tdsSummary(CODE)}&year=2025`]: { body: someTds(2025) },
    [`${BDE_EARNINGS_PATHS.statement(CODE)}&month=2026-03&format=json`]: { body: someStatement('2026-03') },
  };
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

test('the earnings page in Telugu: headings, figures, tables, statuses and statements', async () => {
  fakeApi(answers());
  const { container } = await renderIn('te', <EarningsPage />);
  expect(await screen.findByRole('heading', { level: 2, name: 'సారాంశం' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'ఈ నెల (మార్చి 2026)' })).toBeInTheDocument();
  expect(
    within(await screen.findByRole('list', { name: 'ఈ నెల, మార్చి 2026' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '₹666.67పెండింగ్‌లో ఉంది',
    '₹0.50ఆమోదించబడింది',
    '₹1,000నిలిపివేయబడింది',
    '₹5,000చెల్లించినది (స్థూల)',
    '₹100మినహాయించిన TDS',
    '₹4,900నికరంగా చెల్లించినది',
    '₹500తిరస్కరించబడింది',
  ]);
  expect(screen.getByRole('list', { name: 'ఈ ఆర్థిక సంవత్సరం, 2025-26' })).toBeInTheDocument();
  expect(screen.getByText('₹12,34,567.50')).toBeInTheDocument();

  for (const heading of ['కమీషన్ ఎంట్రీలు', 'చెల్లింపులు', 'రెఫరల్ కమీషన్‌లు', 'నెలవారీ స్టేట్‌మెంట్‌లు', 'TDS సారాంశం'])
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  expect(rowsOf('కమీషన్ ఎంట్రీలు')).toEqual([
    'ప్రాజెక్ట్పేమెంట్ తేదీస్థాయిరేటుమొత్తంస్థితి',
    'Charminar Foods06, మార్చి 2026మీ ప్రాజెక్ట్5%−₹1,000 వెనక్కి తీసుకున్నదికారణం: refund - Client cancelled phase twoపెండింగ్‌లో ఉంది',
    'Charminar Foods02, మార్చి 2026మీ ప్రాజెక్ట్5%₹1,000నిలిపివేయబడిందికారణం: Client invoice under dispute',
    'Charminar Foods02, మార్చి 2026మీ ప్రాజెక్ట్5%₹500తిరస్కరించబడిందికారణం: Duplicate payment entry',
    'Charminar Foods02, మార్చి 2026స్థాయి 1 (BDE240102)2.5%₹1,666.67పెండింగ్‌లో ఉంది',
  ]);
  expect(
    screen.getByText('తాజా 4 ఎంట్రీలు మాత్రమే ఇక్కడ ఉన్నాయి; మిగతా 12 పాత ఎంట్రీలు మీ నెలవారీ స్టేట్‌మెంట్‌లలో ఉన్నాయి.'),
  ).toBeInTheDocument();
  expect(rowsOf('చెల్లింపులు')).toEqual([
    'నెలస్థూల మొత్తంTDSనికర మొత్తంఖాతాUTRచెల్లించబడింది',
    'ఫిబ్ర 2026₹5,000₹100₹4,900XXXXXX4321HDFCR5202603051234505, మార్చి 2026',
  ]);
  expect(rowsOf('రెఫరల్ కమీషన్‌లు 2025-26')).toEqual(['రెఫరల్ స్థాయిఎంట్రీలుమొత్తం', 'స్థాయి 11₹1,666.67']);

  expect(screen.getByLabelText('స్టేట్‌మెంట్ నెల')).toHaveDisplayValue('మార్చి 2026');
  expect(screen.getByRole('link', { name: 'PDF డౌన్‌లోడ్ చేయండి (మార్చి 2026 స్టేట్‌మెంట్)' })).toHaveAttribute(
    'href',
    `${BDE_EARNINGS_PATHS.statement(CODE)}&month=2026-03&format=pdf`,
  );
  expect(await screen.findByRole('table', { name: 'మార్చి 2026 స్టేట్‌మెంట్' })).toBeInTheDocument();
  expect(rowsOf('మార్చి 2026 స్టేట్‌మెంట్')[0]).toBe('ప్రారంభ నిల్వ₹1,000');
  expect(rowsOf('మార్చి 2026 స్టేట్‌మెంట్').at(-1)).toBe('ముగింపు నిల్వ₹1,150.50');

  expect(await screen.findByRole('table', { name: 'TDS 2025-26' })).toBeInTheDocument();
  expect(rowsOf('TDS 2025-26')[0]).toBe('చెల్లింపుతేదీస్థూల మొత్తంపన్ను వర్తించే మొత్తంసెక్షన్రేటుTDSUTR');
  expect(
    screen.getByText('2025-26: స్థూల మొత్తం ₹5,000, TDS ₹100, నికర మొత్తం ₹4,900. PAN XXXXXX101A.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('ఆర్థిక సంవత్సరం')).toBeInTheDocument();

  expect(englishLeft(container, 'te')).toEqual([]);
});

test('the earnings page in Tamil', async () => {
  fakeApi(answers());
  const { container } = await renderIn('ta', <EarningsPage />);
  expect(await screen.findByRole('heading', { level: 2, name: 'சுருக்கம்' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'பணப் பட்டுவாடா' })).toBeInTheDocument();
  expect(rowsOf('கமிஷன் பதிவுகள்')[0]).toBe('திட்டம்பணம் பெற்ற தேதிலெவல்விகிதம்தொகைநிலை');
  expect(rowsOf('பணப் பட்டுவாடா')[0]).toBe('மாதம்மொத்தத் தொகைTDSநிகரத் தொகைகணக்குUTRசெலுத்தப்பட்டது');
  expect(screen.getByText('₹12,34,567.50')).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'மார். 2026 கணக்கு அறிக்கை' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'TDS 2025-26' })).toBeInTheDocument();
  expect(englishLeft(container, 'ta')).toEqual([]);
});

test.each(['kn', 'ml'] as const)(
  'what is owed, in %s, in Indian grouping: ₹12,34,567.50',
  async (language) => {
    fakeApi(answers());
    await renderIn(language, <EarningsPage />);
    expect(await screen.findByText('₹12,34,567.50')).toBeInTheDocument();
    expect(screen.queryByText('₹1,234,567.50')).toBeNull();
    await screen.findByRole('table', { name: 'TDS 2025-26' });
  },
);
