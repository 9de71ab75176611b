import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared/contract/messages';
import { fakeApi } from 'shared/test/fake-api';
import { renderAt } from '../../test/render-at';
import { UserSignIn } from './user-sign-in';
import { UserSignInPage } from './user-sign-in-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const location = () => screen.getByTestId('location');
const errors = () => screen.getByRole('alert', { name: 'Errors' });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email address/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('both fields are required: the all-fields message, inline errors, focus on the first, and no call', async () => {
  api = fakeApi({});
  renderAt(<UserSignIn />, { path: '/login' });
  await fillAndSubmit('', '');
  expect(await screen.findByText(MESSAGES.userLoginRequired)).toBeInTheDocument();
  expect(errors()).toHaveTextContent(MESSAGES.userLoginRequired);
  expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/Email address/)).toHaveFocus();
  expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
  expect(api.calls).toHaveLength(0);
});

test('only the password missing: still the message, focus on the password', async () => {
  api = fakeApi({});
  renderAt(<UserSignIn />, { path: '/login' });
  await fillAndSubmit('asha@example.com', '');
  expect(await screen.findByText(MESSAGES.userLoginRequired)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  expect(api.calls).toHaveLength(0);
});

test('success: sends form data, stores name, role user and userId, and goes to /userDashboard', async () => {
  api = fakeApi({
    'POST /api/User/login': {
      status: 200,
      body: { name: 'Asha Rao', email: 'asha@example.com', userId: 12 },
    },
  });
  const { store } = renderAt(<UserSignIn />, { path: '/login' });
  await fillAndSubmit('asha@example.com', 'a long passphrase');
  await waitFor(() => expect(location()).toHaveTextContent('/userDashboard'));
  expect(api.formOf('/api/User/login')).toEqual({
    EmailAddress: 'asha@example.com',
    Password: 'a long passphrase',
  });
  expect(store.getState().auth.authUser).toEqual({
    name: 'Asha Rao',
    role: 'user',
    userId: 12,
    email: 'asha@example.com',
  });
});

test('a response with only an email still signs in, showing the email as the name', async () => {
  api = fakeApi({ 'POST /api/User/login': { status: 200, body: { email: 'asha@example.com', userId: 12 } } });
  const { store } = renderAt(<UserSignIn />, { path: '/login' });
  await fillAndSubmit('asha@example.com', 'a long passphrase');
  await waitFor(() => expect(store.getState().auth.authUser?.name).toBe('asha@example.com'));
});

test('a response with neither name nor email: the "did not return a valid username" alert, nobody stored', async () => {
  api = fakeApi({ 'POST /api/User/login': { status: 200, body: { userId: 12 } } });
  const { store } = renderAt(<UserSignIn />, { path: '/login' });
  await fillAndSubmit('asha@example.com', 'a long passphrase');
  expect(await screen.findByText(MESSAGES.userLoginNoUsername)).toBeInTheDocument();
  expect(MESSAGES.userLoginNoUsername).toMatch(/did not return a valid username/);
  expect(store.getState().auth.authUser).toBeNull();
  expect(location()).toHaveTextContent('/login');
});

test('the page the person wanted is where they land', async () => {
  api = fakeApi({
    'POST /api/User/login': { status: 200, body: { name: 'Asha', email: 'a@example.com', userId: 1 } },
  });
  renderAt(<UserSignIn />, { path: '/login', state: { from: '/userDashboard/userupdate' } });
  await fillAndSubmit('a@example.com', 'a long passphrase');
  await waitFor(() => expect(location()).toHaveTextContent('/userDashboard/userupdate'));
});

test.each([['/bdedetails/profile'], ['//evil.example/userDashboard'], ['https://evil.example']])(
  'a remembered page outside the user portal (%s) is ignored',
  async (from) => {
    api = fakeApi({
      'POST /api/User/login': { status: 200, body: { name: 'Asha', email: 'a@example.com', userId: 1 } },
    });
    renderAt(<UserSignIn />, { path: '/login', state: { from } });
    await fillAndSubmit('a@example.com', 'a long passphrase');
    await waitFor(() => expect(location().textContent).toBe('/userDashboard'));
  },
);

test('failure on /login: "login failed", the password is cleared, and the person stays', async () => {
  api = fakeApi({ 'POST /api/User/login': { status: 401, body: { title: 'Invalid email or password.' } } });
  const { store } = renderAt(<UserSignIn />, { path: '/login' });
  await fillAndSubmit('asha@example.com', 'wrong password');
  expect(await screen.findByText(MESSAGES.userLoginFailed)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  expect(screen.getByLabelText(/Email address/)).toHaveValue('asha@example.com');
  expect(location()).toHaveTextContent('/login');
  expect(store.getState().auth.authUser).toBeNull();
});

test('failure on /userlogin: "login failed" and back to /login, with the address kept', async () => {
  api = fakeApi({ 'POST /api/User/login': { status: 401, body: { title: 'Invalid email or password.' } } });
  renderAt(<UserSignInPage />, { path: '/userlogin' });
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  await fillAndSubmit('asha@example.com', 'wrong password');
  expect(await screen.findByText(MESSAGES.userLoginFailed)).toBeInTheDocument();
  await waitFor(() => expect(location()).toHaveTextContent('/login'));
  expect(JSON.parse(location().dataset.state!)).toMatchObject({ email: 'asha@example.com' });
});

test('too many attempts: "login failed" and the reason', async () => {
  api = fakeApi({ 'POST /api/User/login': { status: 429, body: { title: MESSAGES.tooManyAttempts } } });
  renderAt(<UserSignIn />, { path: '/login' });
  await fillAndSubmit('asha@example.com', 'wrong password');
  expect(await screen.findByText(MESSAGES.userLoginFailed)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.tooManyAttempts)).toBeInTheDocument();
});

test('a network failure is also "login failed"', async () => {
  api = fakeApi({ 'POST /api/User/login': () => Promise.reject(new TypeError('Failed to fetch')) });
  renderAt(<UserSignIn />, { path: '/login' });
  await fillAndSubmit('asha@example.com', 'a long passphrase');
  expect(await screen.findByText(MESSAGES.userLoginFailed)).toBeInTheDocument();
});

test('an address handed over (after registering) is filled in', () => {
  api = fakeApi({});
  renderAt(<UserSignIn />, { path: '/login', state: { email: 'new@example.com' } });
  expect(screen.getByLabelText(/Email address/)).toHaveValue('new@example.com');
});

test('the password can be shown and hidden again', async () => {
  api = fakeApi({});
  renderAt(<UserSignIn />, { path: '/login' });
  const password = screen.getByLabelText(/^Password/);
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByLabelText('Show password'));
  expect(password).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByLabelText('Show password'));
  expect(password).toHaveAttribute('type', 'password');
});

test('the stand-alone page links to sign-up; the card inside /login does not', () => {
  api = fakeApi({});
  const { unmount } = renderAt(<UserSignInPage />, { path: '/userlogin' });
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/userSignup');
  unmount();
  renderAt(<UserSignIn />, { path: '/login' });
  expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'User sign in' })).toBeInTheDocument();
});
