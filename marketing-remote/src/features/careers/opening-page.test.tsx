import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { COMPANY } from 'shared/content/company';
import { CAREERS_PATHS } from 'shared/contract/careers';
import { CAREERS_DATA_ID, type CareersPageData } from 'shared/contract/careers-view';
import { createAppStore } from 'shared/store/create-store';
import { fakeApi } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { careersSlots } from 'shared/careers/careers-slots';
import { embedData, internship, publicOpening } from './careers-test-kit';
import { CareersPage } from './careers-page';

const SENIOR = publicOpening({
  salaryMin: 150_000,
  salaryMax: 220_000,
  salaryPeriod: 'month',
  closesOn: '2030-01-31',
});
const PATH = `/careers/${SENIOR.slug}`;
const API = `GET ${CAREERS_PATHS.opening({ slug: SENIOR.slug })}`;

afterEach(() => {
  document.getElementById(CAREERS_DATA_ID)?.remove();
  document.head.innerHTML = '';
  document.title = '';
});

const page = (route = PATH) =>
  renderWithProviders(
    <Routes>
      <Route path="/careers/:slug" element={<CareersPage />} />
    </Routes>,
    { route },
  );

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

test('an open opening: its title, facts, description and requirements, the application place and the email', () => {
  const api = fakeApi({});
  embedData({ path: PATH, kind: 'opening', opening: SENIOR, closed: false });
  page();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SENIOR.title);
  const facts = document.querySelector('.opening__facts')!;
  expect(facts).toHaveTextContent('TypeFull time');
  expect(facts).toHaveTextContent('LocationHyderabad (hybrid)');
  expect(facts).toHaveTextContent('Experience3 to 5 years');
  expect(facts).toHaveTextContent('Salary₹1,50,000 to ₹2,20,000 a month');
  expect(facts).toHaveTextContent('Apply by31 January 2030');
  const about = screen.getByRole('region', { name: 'About the role' });
  expect(within(about).getByText('Lead the frontend of client portals and dashboards.')).toBeInTheDocument();
  expect(within(about).getByText('Design component structure').tagName).toBe('LI');
  expect(within(about).getByRole('heading', { name: 'What we look for' })).toBeInTheDocument();
  expect(within(about).getByText('Strong TypeScript').tagName).toBe('LI');
  expect(screen.getByRole('region', { name: /^Apply for this role/ })).toBeInTheDocument();
  const email = screen.getByRole('region', { name: 'Prefer email?' });
  expect(within(email).getByRole('link', { name: COMPANY.emails.careers })).toHaveAttribute(
    'href',
    `mailto:${COMPANY.emails.careers}?subject=${encodeURIComponent(`Application: ${SENIOR.title}`)}`,
  );
  expect(api.calls).toEqual([]);
});

test('an internship: unpaid, its duration, and "up to" a year of experience', () => {
  fakeApi({});
  const intern = internship();
  embedData({ path: `/careers/${intern.slug}`, kind: 'opening', opening: intern, closed: false });
  page(`/careers/${intern.slug}`);
  const facts = document.querySelector('.opening__facts')!;
  expect(facts).toHaveTextContent('TypeInternship');
  expect(facts).toHaveTextContent('SalaryUnpaid');
  expect(facts).toHaveTextContent('Duration3 months');
  expect(facts).toHaveTextContent('ExperienceUp to 1 year');
});

test('reached by a link within the site: asks the API and writes its own head', async () => {
  const api = fakeApi({ [API]: { body: { opening: SENIOR, closed: false } } });
  page();
  expect(await screen.findByRole('heading', { level: 1, name: SENIOR.title })).toBeInTheDocument();
  expect(api.paths()).toEqual([CAREERS_PATHS.opening({ slug: SENIOR.slug })]);
  expect(document.title).toBe(`${SENIOR.title} | ${COMPANY.shortName}`);
  expect(canonical()).toBe(`${window.location.origin}${PATH}`);
  expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', canonical());
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
    /^Full time, Hyderabad \(hybrid\)\. Lead the frontend/,
  );
  expect(robots()).toBe('index, follow');
  expect(screen.getByRole('region', { name: /^Apply for this role/ })).toBeInTheDocument();
});

test('a closed opening (410): says so, links to the open roles, noindex, no application and no email', async () => {
  fakeApi({ [API]: { status: 410, body: { opening: SENIOR, closed: true } } });
  page();
  expect(await screen.findByRole('heading', { name: 'This role is closed' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the roles open now' })).toHaveAttribute('href', '/careers');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SENIOR.title);
  expect(screen.queryByRole('region', { name: /^Apply for this role/ })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Prefer email?' })).toBeNull();
  expect(robots()).toBe('noindex');
});

test('an address no opening has (404): the not-found page, noindex', async () => {
  fakeApi({
    [`GET ${CAREERS_PATHS.opening({ slug: 'gone' })}`]: { status: 404, body: { title: 'x', status: 404 } },
  });
  page('/careers/gone');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'We could not find that page' }),
  ).toBeInTheDocument();
  expect(robots()).toBe('noindex');
  expect(canonical()).toBeUndefined();
});

test('the page the server filled is taken over as it stands; the application place comes after', async () => {
  fakeApi({});
  const data: CareersPageData = { path: PATH, kind: 'opening', opening: SENIOR, closed: false };
  const tree = (
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[PATH]}>
        <Routes>
          <Route path="/careers/:slug" element={<CareersPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  let html = renderToString(tree);
  // As api/src/hiring/openings/careers-pages.ts fills them.
  for (const [name, element] of Object.entries(careersSlots(data))) {
    const markup = renderToString(element);
    const slot = `<div class="careers-slot" data-careers-slot="${name}"></div>`;
    expect(html).toContain(slot);
    html = html.replace(slot, slot.replace('</div>', `${markup}</div>`));
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  expect(container.querySelector('.apply-section h2')).toBeNull();
  embedData(data);
  const heading = container.querySelector('h1');
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
  expect(container.querySelector('h1')).toBe(heading);
  expect(container.querySelector('.apply-section h2')).toHaveTextContent('Apply for this role');
  // The form the browser adds stands in the opening's column, beside the server's text, not after its band.
  const column = container.querySelector('.page-band > .container > .opening-page');
  expect(column?.querySelector('[data-careers-slot="opening"] #opening-about')).not.toBeNull();
  expect(column?.querySelector('.apply-section')).not.toBeNull();
  container.remove();
});
