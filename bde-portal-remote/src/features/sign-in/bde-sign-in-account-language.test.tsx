import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { api } from 'shared/api/base-api';
import { loadPageText, type PageText } from 'shared/i18n/text';
import { openDocument } from 'shared/i18n/open-document';
import type { AppStore } from 'shared/store/create-store';
import { fakeApi, json } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { BdeSignInPage } from './bde-sign-in-page';
import { fetchPortalCode } from './portal-code';

// The language saved with the account follows the BDE to any device (issue 42).
jest.mock('./portal-code', () => ({ fetchPortalCode: jest.fn(() => Promise.resolve()) }));
jest.mock('shared/i18n/open-document', () => ({ openDocument: jest.fn() }));

let server: ReturnType<typeof fakeApi> | undefined;
let store: AppStore | undefined;
afterEach(() => {
  server?.restore();
  store?.dispatch(api.util.resetApiState());
  jest.mocked(openDocument).mockClear();
  jest.mocked(fetchPortalCode).mockClear();
  localStorage.clear();
});

function renderSignIn(text?: PageText) {
  const result = renderWithProviders(
    <Routes>
      <Route path="/bdelogin" element={<BdeSignInPage />} />
      <Route path="/bdedetails/dashboard" element={<h1>Portal</h1>} />
    </Routes>,
    { route: '/bdelogin', text },
  );
  store = result.store;
  return result;
}

async function signIn(button: string) {
  const user = userEvent.setup();
  const [userName, password] = screen.getAllByLabelText(/./, { selector: 'input:not([type=checkbox])' });
  await user.type(userName!, 'asha');
  await user.type(password!, 'correct horse battery');
  await user.click(screen.getByRole('button', { name: button }));
}

const CODE = 'BDE123456';
const answer = (language: string) => () =>
  json(200, { bdeCode: CODE, userName: 'asha', fullName: 'Asha Rao', language });

test('on an English page, a Telugu account opens the Telugu dashboard and the menu remembers Telugu', async () => {
  // Only the sign-in: the dashboard's calls are the Telugu document's to make.
  server = fakeApi({ 'POST /api/Executive/login': answer('te') });
  const { store } = renderSignIn();
  await signIn('Sign in');
  await waitFor(() =>
    expect(openDocument).toHaveBeenCalledWith('/te/bdedetails/dashboard', { replace: true }),
  );
  expect(localStorage.getItem('site-language')).toBe('te');
  expect(store.getState().auth).toMatchObject({ authUser: { role: 'bde' }, bdeCode: CODE });
  expect(server.paths()).toEqual(['/api/Executive/login']);
  expect(screen.queryByRole('heading', { name: 'Portal' })).toBeNull();
});

test('on a Telugu page, an English account opens the English dashboard', async () => {
  server = fakeApi({ 'POST /api/Executive/login': answer('en') });
  renderSignIn(await loadPageText('te'));
  await signIn('సైన్ ఇన్');
  await waitFor(() => expect(openDocument).toHaveBeenCalledWith('/bdedetails/dashboard', { replace: true }));
  expect(localStorage.getItem('site-language')).toBe('en');
});

test('an account in the page’s language stays in this document, and the menu remembers it', async () => {
  server = fakeApi({
    'POST /api/Executive/login': answer('te'),
    // What the dashboard asks for first, which this document now fetches.
    ...Object.fromEntries(
      [
        `/api/Executive/get-by-code/${CODE}`,
        `/api/Proposal/summary/${CODE}`,
        `/api/BDEBusiness/TotalRevenue?bdeCode=${CODE}`,
        `/api/BDEBusiness/ActiveProject?bdeCode=${CODE}`,
        `/api/BDEBusiness/CompletedProjects?bdeCode=${CODE}`,
        `/api/BDEPortal/Overview?bdeCode=${CODE}`,
      ].map((path) => [path, { body: {} }]),
    ),
    '/api/BDEBusiness/On%20Hold': { body: { onHoldProjectByExecutive: [] } },
  });
  renderSignIn(await loadPageText('te'));
  await signIn('సైన్ ఇన్');
  expect(await screen.findByRole('heading', { name: 'Portal' })).toBeInTheDocument();
  expect(openDocument).not.toHaveBeenCalled();
  expect(localStorage.getItem('site-language')).toBe('te');
});
