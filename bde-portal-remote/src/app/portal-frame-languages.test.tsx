import { screen, waitFor, within } from '@testing-library/react';
import { pageTitle } from 'shared/contract/page-title';
import { loadPageText } from 'shared/i18n/text';
import { fakeApi } from 'shared/test/fake-api';
import { BDE_NAMESPACE } from '../i18n/bde-text';
import { formFailure } from '../ui/form-failure';
import { dashboardAnswers, englishLeftIn, renderPortal } from './portal-test-kit';

test('a Telugu page: the portal’s bar, menu and title in Telugu, the menu’s links staying under /te/', async () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/nowhere', undefined, { text: await loadPageText('te') });
  expect(screen.getByRole('heading', { level: 1, name: 'BDE ప్రొఫైల్' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(pageTitle('BDE ప్రొఫైల్')));
  const bar = screen.getByRole('banner');
  expect(within(bar).getByRole('button', { name: 'పోర్టల్ మెనూ' })).toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'సైన్ అవుట్' })).toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'నోటిఫికేషన్లు' })).toBeInTheDocument();
  expect(within(bar).getByRole('link', { name: 'సందేశాలు' })).toHaveAttribute(
    'href',
    '/te/bdedetails/messages',
  );
  expect(within(bar).getByRole('link', { name: 'ప్రొఫైల్ అప్‌డేట్ చేయండి' })).toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'BDE పోర్టల్' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'ప్రొఫైల్',
    'డాష్‌బోర్డ్',
    'లీడ్‌లు & క్లయింట్లు',
    'ప్రపోజల్స్',
    'ప్రాజెక్టుల పైప్‌లైన్',
    'పనులు & ఫాలో-అప్‌లు',
    'రిపోర్టులు & విశ్లేషణ',
    'బృందం/సహకారం',
    'మీ కింది బృందం',
    'సంపాదన',
    'సందేశాలు',
    'మీ లింక్',
    'సెట్టింగ్‌లు',
  ]);
  expect(within(menu).getByRole('link', { name: 'సంపాదన' })).toHaveAttribute(
    'href',
    '/te/bdedetails/earnings',
  );
  expect(screen.getByRole('heading', { name: 'పోర్టల్‌లో ఈ భాగం లేదు' })).toBeInTheDocument();
  expect(englishLeftIn(document.body.textContent)).toEqual([]);
});

test('a Hindi page: a dead section’s notice in Hindi, its link to the dashboard', async () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/nowhere', undefined, { text: await loadPageText('hi') });
  const notice = screen.getByRole('region', { name: 'पोर्टल का यह हिस्सा मौजूद नहीं है' });
  expect(within(notice).getByText(/मेन्यू से कोई स्क्रीन चुनें/)).toHaveTextContent(
    'मेन्यू से कोई स्क्रीन चुनें, या अपने डैशबोर्ड पर जाएँ।',
  );
  expect(within(notice).getByRole('link', { name: 'डैशबोर्ड' })).toHaveAttribute(
    'href',
    '/hi/bdedetails/dashboard',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'BDE प्रोफ़ाइल' })).toBeInTheDocument();
});

test('a refused form’s line is in the language it is given, English without one', async () => {
  const t = (await loadPageText('ml')).translate(BDE_NAMESPACE);
  const setErrors = jest.fn();
  const refused = { status: 400, data: { title: 'x', status: 400, errors: { text: ['Too long.'] } } };
  expect(formFailure(refused, ['text'], { setErrors }, t)).toBe('താഴെ അടയാളപ്പെടുത്തിയ ഫീൽഡുകൾ പരിശോധിക്കുക.');
  expect(formFailure(refused, ['text'], { setErrors })).toBe('Check the fields marked below.');
  expect(formFailure({ status: 503 }, ['text'], { setErrors }, t)).toBe(
    'ഇപ്പോൾ ഇത് സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കുക.',
  );
});
