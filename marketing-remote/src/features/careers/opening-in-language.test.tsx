// An opening's page in Telugu (issue 42): its texts in Telugu when staff wrote them; otherwise its
// English texts, marked lang="en", inside the page's own Telugu words (the careers views' among them).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { careersSlots } from 'shared/careers/careers-slots';
import CAREERS_EN from 'shared/careers/i18n/en.json';
import CAREERS_TE from 'shared/careers/i18n/te.json';
import { inLanguage } from 'shared/careers/server-text';
import { CAREERS_DATA_ID, type CareersPageData } from 'shared/contract/careers-view';
import { TextProvider, interpolate, loadPageText } from 'shared/i18n/text';
import { createAppStore } from 'shared/store/create-store';
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

const say = (key: keyof typeof CAREERS_EN, values: Record<string, string | number> = {}) =>
  interpolate((CAREERS_TE as Record<string, string>)[key]!, values);

/** The English words of the careers views (each stretch between placeholders) left in `text`. */
const englishChrome = (text: string) =>
  Object.keys(CAREERS_EN)
    .flatMap((key) => key.split(/\{\{\w+\}\}/))
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part))
    .filter((part) =>
      new RegExp(`(?<!\\p{L})${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(text),
    );

/** What the careers slots say in the page's language: their text, an opening's English texts left out. */
function slotWords(): string {
  return [...document.querySelectorAll('[data-careers-slot]')]
    .map((slot) => {
      const copy = slot.cloneNode(true) as Element;
      for (const english of copy.querySelectorAll('[lang="en"]')) english.remove();
      const labels = [...copy.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
      return [copy.textContent, ...labels].join('\n');
    })
    .join('\n');
}

test('the views’ own words in Telugu: headings, facts, breadcrumb, the email way, and the head', async () => {
  const opening = publicOpening({
    englishFields: ['title', 'city', 'description', 'requirements'],
    salaryMin: 30_000,
    salaryMax: 45_000,
    salaryPeriod: 'month',
    closesOn: '2030-01-31',
  });
  await openingInTelugu(opening);
  expect(screen.getByRole('heading', { level: 2, name: say('About the role') })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: say('What we look for') })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: say('Prefer email?') })).toBeInTheDocument();
  const facts = document.querySelector('.opening__facts')!;
  expect([...facts.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(
    ['Type', 'Location', 'Experience', 'Salary', 'Apply by'].map((label) => say(label as never)),
  );
  expect(facts).toHaveTextContent(say('{{min}} to {{max}} a month', { min: '₹30,000', max: '₹45,000' }));
  expect(facts).toHaveTextContent(
    say('{{day}} {{month}} {{year}}', { day: 31, month: say('January'), year: 2030 }),
  );
  expect(document.querySelector('.page-intro__eyebrow')).toHaveTextContent(say('Full time'));
  const breadcrumb = screen.getByRole('navigation', { name: say('Breadcrumb') });
  expect(within(breadcrumb).getByRole('link', { name: say('Careers') })).toHaveAttribute(
    'href',
    '/te/careers',
  );
  expect(englishChrome(slotWords())).toEqual([]);

  // The head as the server writes it: the description in Telugu, the Telugu address.
  const lead = say('{{type}}, {{location}}.', {
    type: say('Full time'),
    location: say('{{city}} (hybrid)', { city: opening.city }),
  });
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    expect.stringMatching(new RegExp(`^${lead.replace(/[.()]/g, '\\$&')} Lead the frontend`)) as string,
  );
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${window.location.origin}/te/careers/${opening.slug}`,
  );
});

test('the server’s Telugu slots are taken over as they stand, and their links move within the Telugu site', async () => {
  fakeApi({});
  const opening = publicOpening({ englishFields: ['title', 'city', 'description', 'requirements'] });
  const path = `/careers/${opening.slug}`;
  const data: CareersPageData = { path, kind: 'opening', opening, closed: false };
  const text = await loadPageText('te');
  const tree = (
    <Provider store={createAppStore()}>
      <TextProvider text={text}>
        <MemoryRouter initialEntries={[`/te${path}`]} basename="/te">
          <Routes>
            <Route path="/careers/:slug" element={<CareersPage />} />
            <Route path="/careers" element={<p data-testid="list">list</p>} />
          </Routes>
        </MemoryRouter>
      </TextProvider>
    </Provider>
  );
  let html = renderToString(tree);
  // As api/src/hiring/openings/careers-pages.ts fills them, with the server's own copy of the texts.
  for (const [name, element] of Object.entries(careersSlots(data))) {
    const slot = `<div class="careers-slot" data-careers-slot="${name}"></div>`;
    html = html.replace(slot, slot.replace('</div>', `${renderToString(inLanguage('te', element))}</div>`));
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  expect(container.querySelector('#opening-about')).toHaveTextContent(say('About the role'));
  embedData(data);
  const heading = container.querySelector('#opening-about');
  const problems: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  try {
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => problems.push(error) });
    });
  } finally {
    consoleError.mockRestore();
  }
  expect(problems).toEqual([]);
  expect(container.querySelector('#opening-about')).toBe(heading);

  const careers = within(container).getByRole('link', { name: say('Careers') });
  expect(fireEvent.click(careers)).toBe(false);
  expect(within(container).getByTestId('list')).toBeInTheDocument();
  container.remove();
});
