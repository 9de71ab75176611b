import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { COMPANY } from 'shared/content/company';
import { CAREERS_PATHS } from 'shared/contract/careers';
import { CAREERS_DATA_ID } from 'shared/contract/careers-view';
import { createAppStore } from 'shared/store/create-store';
import { fakeApi } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { OpeningList } from 'shared/careers/opening-list';
import { CareersPage } from './careers-page';
import { embedData, internship, publicOpening } from './careers-test-kit';

const OPENINGS = [internship(), publicOpening()];
const LIST = `GET ${CAREERS_PATHS.openings}`;

afterEach(() => document.getElementById(CAREERS_DATA_ID)?.remove());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

test('drawn from the rows the server left in the page: a card per opening with its facts, no API call', () => {
  const api = fakeApi({});
  embedData({ path: '/careers', kind: 'list', openings: OPENINGS });
  renderWithProviders(<CareersPage />, { route: '/careers' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const intern = screen.getByRole('article', { name: '.NET Full Stack Developer Intern' });
  expect(intern).toHaveTextContent('3 months');
  expect(intern).toHaveTextContent('Unpaid');
  expect(intern).toHaveTextContent(/permanent/i);
  expect(intern).toHaveTextContent('Hyderabad (on site)');
  const senior = screen.getByRole('article', { name: 'Senior Frontend Developer (React or Angular)' });
  expect(senior).toHaveTextContent('3 to 5 years');
  expect(senior).toHaveTextContent('Full time');
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(
    within(senior).getByRole('link', {
      name: 'See the role and apply for Senior Frontend Developer (React or Angular)',
    }),
  ).toHaveAttribute('href', '/careers/senior-frontend-developer-react-angular');
  // Taken once: a later visit asks the API.
  expect(document.getElementById(CAREERS_DATA_ID)).toBeNull();
  expect(api.calls).toEqual([]);
});

test('how to apply: on the page of the role, or by email to the careers address', () => {
  fakeApi({ [LIST]: { body: { openings: [] } } });
  renderWithProviders(<CareersPage />, { route: '/careers' });
  const apply = screen.getByRole('region', { name: 'How to apply' });
  expect(within(apply).getByRole('link', { name: COMPANY.emails.careers })).toHaveAttribute(
    'href',
    `mailto:${COMPANY.emails.careers}`,
  );
  expect(apply).toHaveTextContent(/résumé/);
});

test('reached by a link within the site: asks the API, then draws the same cards', async () => {
  const api = fakeApi({ [LIST]: { body: { openings: OPENINGS } } });
  renderWithProviders(<CareersPage />, { route: '/careers' });
  expect(screen.getByText('Loading the openings…')).toHaveAttribute('role', 'status');
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  expect(document.querySelector('[data-careers-slot="list"]')!.innerHTML).toBe(
    renderToStaticMarkup(<OpeningList openings={OPENINGS} />),
  );
  expect(api.paths()).toEqual([CAREERS_PATHS.openings]);
});

test('no opening open: says so, and the email stays as a way to send a résumé', async () => {
  fakeApi({ [LIST]: { body: { openings: [] } } });
  renderWithProviders(<CareersPage />, { route: '/careers' });
  expect(await screen.findByText(/No role is open right now/)).toBeInTheDocument();
  expect(screen.queryAllByRole('article')).toEqual([]);
  expect(screen.getByRole('link', { name: COMPANY.emails.careers })).toBeInTheDocument();
});

test('the openings cannot be loaded: an alert and a way to try again', async () => {
  fakeApi({
    [LIST]: [{ status: 503, body: { title: 'Unavailable', status: 503 } }, { body: { openings: OPENINGS } }],
  });
  renderWithProviders(<CareersPage />, { route: '/careers' });
  const alert = (await screen.findByText(/The openings could not be loaded/)).closest('[role="alert"]')!;
  fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByRole('article')).toHaveLength(2);
});

test("a card's link moves within the site, as the router's links do", () => {
  fakeApi({});
  embedData({ path: '/careers', kind: 'list', openings: OPENINGS });
  renderWithProviders(
    <Routes>
      <Route path="/careers" element={<CareersPage />} />
      <Route path="/careers/:slug" element={<Where />} />
    </Routes>,
    { route: '/careers' },
  );
  const link = screen.getByRole('link', { name: /See the role and apply for \.NET/ });
  expect(fireEvent.click(link)).toBe(false);
  expect(screen.getByTestId('where')).toHaveTextContent('/careers/dotnet-full-stack-developer-intern');
});

test("staff's text is shown as text, never as markup", () => {
  fakeApi({});
  const title = '<img src=x onerror="alert(1)"> Tester';
  embedData({
    path: '/careers',
    kind: 'list',
    openings: [publicOpening({ title, description: '<b>bold</b> words' })],
  });
  renderWithProviders(<CareersPage />, { route: '/careers' });
  expect(screen.getByRole('article', { name: title })).toHaveTextContent('<b>bold</b> words');
  expect(document.querySelector('img, b')).toBeNull();
});

test('the page the server filled is taken over as it stands: same nodes, no mismatch, no call', async () => {
  fakeApi({});
  const tree = (
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/careers']}>
        <CareersPage />
      </MemoryRouter>
    </Provider>
  );
  // As the remote's build pre-renders it (no opening yet), then as the server fills it for a request.
  const prerendered = renderToString(tree);
  const slot = '<div class="careers-slot" data-careers-slot="list"></div>';
  expect(prerendered).toContain(slot);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = prerendered.replace(
    slot,
    // As api/src/hiring/openings/careers-pages.ts fills it.
    slot.replace('</div>', `${renderToString(<OpeningList openings={OPENINGS} />)}</div>`),
  );
  embedData({ path: '/careers', kind: 'list', openings: OPENINGS });
  const card = container.querySelector('article');
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
  expect(container.querySelector('article')).toBe(card);
  expect(container.querySelectorAll('article')).toHaveLength(2);
  container.remove();
});
