// An opening's page in Telugu (issue 42): its texts in Telugu when staff wrote them; otherwise its
// English texts, marked lang="en", inside the page's own Telugu words.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { CAREERS_DATA_ID } from 'shared/contract/careers-view';
import { loadPageText } from 'shared/i18n/text';
import { fakeApi } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import te from '../../i18n/te.json';
import { embedData, publicOpening } from './careers-test-kit';
import { CareersPage } from './careers-page';

const TEXTS = te as Record<string, string>;

afterEach(() => {
  document.getElementById(CAREERS_DATA_ID)?.remove();
  document.head.innerHTML = '';
});

async function openingInTelugu(opening: ReturnType<typeof publicOpening>) {
  fakeApi({});
  const path = `/careers/${opening.slug}`;
  embedData({ path, kind: 'opening', opening, closed: false });
  renderWithProviders(
    <Routes>
      <Route path="/careers/:slug" element={<CareersPage />} />
    </Routes>,
    { route: path, text: await loadPageText('te') },
  );
}

test('an opening without Telugu texts: its English ones marked lang="en", the page’s own words in Telugu', async () => {
  const opening = publicOpening({ englishFields: ['title', 'city', 'description', 'requirements'] });
  await openingInTelugu(opening);
  expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(opening.title);
  expect(screen.getByText('Hyderabad')).toHaveAttribute('lang', 'en');
  const about = document.querySelector('.prose')!;
  expect(
    within(about as HTMLElement).getByText('Lead the frontend of client portals and dashboards.'),
  ).toHaveAttribute('lang', 'en');
  expect(
    within(about as HTMLElement)
      .getByText('Strong TypeScript')
      .closest('ul'),
  ).toHaveAttribute('lang', 'en');

  const apply = screen.getByRole('region', { name: new RegExp(`^${TEXTS['Apply for this role']}`) });
  const button = within(apply).getByRole('button', { name: new RegExp(`^${TEXTS['Apply now']}`) });
  const hiddenTitle = within(button).getByText(opening.title);
  expect(hiddenTitle).toHaveAttribute('lang', 'en');
  expect(button.textContent).toContain(`(${opening.title} `);
});

test('an opening with Telugu texts: drawn in them, nothing marked English', async () => {
  const opening = publicOpening({
    title: 'సీనియర్ ఫ్రంటెండ్ డెవలపర్',
    city: 'హైదరాబాద్',
    description: 'క్లయింట్ పోర్టల్‌ల ఫ్రంటెండ్‌ను నడిపించండి.',
    requirements: '- బలమైన TypeScript',
    englishFields: [],
  });
  await openingInTelugu(opening);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('సీనియర్ ఫ్రంటెండ్ డెవలపర్');
  expect(screen.getByText('క్లయింట్ పోర్టల్‌ల ఫ్రంటెండ్‌ను నడిపించండి.')).toBeInTheDocument();
  expect(document.body.querySelector('[lang="en"]')).toBeNull();
});
