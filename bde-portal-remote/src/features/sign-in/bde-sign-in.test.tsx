import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { MESSAGES } from 'shared/contract/messages';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { BdeSignIn } from './bde-sign-in';
import { BdeSignInPage } from './bde-sign-in-page';
import { fakeApi, json } from 'shared/test/fake-api';

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

function renderSignIn(state?: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path="/bdelogin" element={<BdeSignInPage />} />
      <Route path="/login" element={<BdeSignIn />} />
      <Route path="/bdedetails" element={<h1>Portal</h1>} />
    </Routes>,
    { route: state ? ({ pathname: '/login', state } as unknown as string) : '/bdelogin' },
  );
}

async function fillAndSubmit(userName: string, password: string) {
  const user = userEvent.setup();
  if (userName) await user.type(screen.getByLabelText(/user name/i), userName);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

test('the page has one h1 and a link to registration', () => {
  renderSignIn();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'BDE sign in' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Register as a BDE' })).toHaveAttribute('href', '/bdeRegister');
});

test.each([
  ['both empty', '', ''],
  ['no password', 'asha', ''],
  ['no user name', '', 'secret words'],
])(
  'an invalid submit (%s) silently does nothing: no call, no message',
  async (_label, userName, password) => {
    server = fakeApi({});
    renderSignIn();
    await fillAndSubmit(userName, password);
    await waitFor(() => expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThan(0));
    expect(server.calls).toHaveLength(0);
    expect(screen.getByRole('alert', { name: 'Errors' })).toBeEmptyDOMElement();
    expect(screen.getByRole('status', { name: 'Messages' })).toBeEmptyDOMElement();
  },
);

test('success: form data sent, "logined sucess", authUser and bdeCode stored, on to /bdedetails', async () => {
  server = fakeApi({
    'POST /api/Executive/login': () =>
      json(200, { bdeCode: 'BDE123456', userName: 'asha', fullName: 'Asha Lakshmi Reddy' }),
  });
  const { store } = renderSignIn();
  await fillAndSubmit('asha', 'correct horse battery');

  expect(await screen.findByRole('heading', { name: 'Portal' })).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.bdeLoginSuccess)).toBeInTheDocument();
  expect(store.getState().auth).toMatchObject({
    authUser: { name: 'Asha Lakshmi Reddy', role: 'bde' },
    bdeCode: 'BDE123456',
  });
  const [request] = server.requestsTo('/api/Executive/login', 'POST');
  expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
    userName: 'asha',
    password: 'correct horse battery',
  });
});

test.each([
  [401, MESSAGES.bdeInvalidCredentials],
  [404, MESSAGES.bdeEndpointNotFound],
  [500, MESSAGES.bdeLoginOther],
  [503, MESSAGES.bdeLoginOther],
])('failure %i: "login failed", then %p; the password is cleared', async (status, message) => {
  server = fakeApi({ 'POST /api/Executive/login': () => json(status, { title: 'x', status }) });
  const { store } = renderSignIn();
  await fillAndSubmit('asha', 'wrong password');

  const alerts = screen.getByRole('alert', { name: 'Errors' });
  await waitFor(() => expect(alerts).toHaveTextContent(MESSAGES.bdeLoginFailed));
  expect(alerts).toHaveTextContent(message);
  expect(store.getState().auth.authUser).toBeNull();
  expect(screen.getByLabelText(/^password/i)).toHaveValue('');
  expect(screen.getByLabelText(/user name/i)).toHaveValue('asha');
});

test('a network failure says something went wrong', async () => {
  server = fakeApi({
    'POST /api/Executive/login': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  renderSignIn();
  await fillAndSubmit('asha', 'whatever');
  const alerts = screen.getByRole('alert', { name: 'Errors' });
  await waitFor(() => expect(alerts).toHaveTextContent(MESSAGES.bdeLoginOther));
});

test('after registering, the form shows the new BDE code and has the user name filled in', () => {
  renderSignIn({ registeredBdeCode: 'BDE654321', userName: 'new.bde' });
  expect(screen.getByText('BDE654321')).toBeInTheDocument();
  expect(screen.getByLabelText(/user name/i)).toHaveValue('new.bde');
  expect(screen.getByRole('heading', { level: 2, name: 'BDE sign in' })).toBeInTheDocument();
  // In the shell's /login card the shell offers registration itself.
  expect(screen.queryByRole('link', { name: 'Register as a BDE' })).toBeNull();
});
