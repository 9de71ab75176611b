import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared/contract/messages';
import { PASSWORD_TOO_COMMON } from 'shared/contract/password-rule';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import { fakeApi } from 'shared/test/fake-api';
import { renderAt } from '../../test/render-at';
import { UserSignIn } from './user-sign-in';
import { UserSignInPage } from './user-sign-in-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  window.history.replaceState(null, '', '/');
});

const TOKEN = 'Tq3_x-9ZkLm0';
const RESET = `POST ${PASSWORD_RESET_PATHS.reset}`;
const card = () => screen.getByRole('region', { name: /Set a new password|User sign in|Sign in/ });
const notice = () => within(card()).getAllByRole('status')[0];
const newPassword = () => screen.getByLabelText(/^New password/);

/** Opens the page as the emailed link does: /login#reset=<token>. */
function openLink(path = '/login', token = TOKEN) {
  window.history.replaceState({ idx: 0, key: 'default' }, '', `${path}#reset=${token}`);
}

async function setPassword(password: string) {
  const user = userEvent.setup();
  if (password) await user.type(newPassword(), password);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

test('with #reset=… the card asks for a new password instead, and the token leaves the address bar', async () => {
  api = fakeApi({});
  openLink();
  renderAt(<UserSignIn />, { path: '/login' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Set a new password' })).toBeInTheDocument();
  expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
  expect(newPassword()).toBeRequired();
  expect(screen.queryByLabelText(/Email address/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  expect(window.location.href).toBe('http://localhost/login');
  expect(window.history.state).toEqual({ idx: 0, key: 'default' });
});

test('the new password can be shown, as on sign-up', async () => {
  api = fakeApi({});
  openLink();
  renderAt(<UserSignIn />, { path: '/login' });
  await screen.findByRole('heading', { name: 'Set a new password' });
  expect(newPassword()).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByLabelText('Show password'));
  expect(newPassword()).toHaveAttribute('type', 'text');
});

test('without the fragment: the sign-in form, and another fragment (#signup) stays', () => {
  api = fakeApi({});
  window.history.replaceState(null, '', '/login#signup');
  renderAt(<UserSignIn />, { path: '/login' });
  expect(screen.getByRole('heading', { name: 'User sign in' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Forgot your password?' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(window.location.hash).toBe('#signup');
});

test('sign-up’s rules: a short password is said at the field, which keeps focus, and nothing is sent', async () => {
  api = fakeApi({});
  openLink();
  renderAt(<UserSignIn />, { path: '/login' });
  await screen.findByRole('heading', { name: 'Set a new password' });
  await setPassword('short');
  expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
  expect(newPassword()).toHaveFocus();
  expect(api.calls).toHaveLength(0);
});

test('a common new password is said at the field, and nothing is sent', async () => {
  api = fakeApi({});
  openLink();
  renderAt(<UserSignIn />, { path: '/login' });
  await screen.findByRole('heading', { name: 'Set a new password' });
  await setPassword('password123');
  expect(await screen.findByText(PASSWORD_TOO_COMMON)).toBeInTheDocument();
  expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toHaveLength(0);
});

test('success for a user: { token, password } sent, the message, then the sign-in form with focus on the address', async () => {
  api = fakeApi({ [RESET]: { body: { kind: 'user', message: PASSWORD_RESET_MESSAGES.done } } });
  openLink();
  renderAt(<UserSignIn />, { path: '/login' });
  await screen.findByRole('heading', { name: 'Set a new password' });
  await setPassword('a long new passphrase');
  expect(await screen.findByRole('heading', { name: 'User sign in' })).toBeInTheDocument();
  expect(api.jsonOf(PASSWORD_RESET_PATHS.reset)).toEqual({ token: TOKEN, password: 'a long new passphrase' });
  expect(notice()).toHaveTextContent(PASSWORD_RESET_MESSAGES.done);
  await waitFor(() => expect(screen.getByLabelText(/Email address/)).toHaveFocus());
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});

test('success for a BDE on /login: told to sign in beside this card, the link to /bdelogin taking focus', async () => {
  api = fakeApi({ [RESET]: { body: { kind: 'bde', message: PASSWORD_RESET_MESSAGES.done } } });
  openLink();
  renderAt(<UserSignIn />, { path: '/login' });
  await screen.findByRole('heading', { name: 'Set a new password' });
  await setPassword('a long new passphrase');
  await waitFor(() => expect(notice()).toHaveTextContent('Sign in as a BDE beside this card'));
  const link = within(notice()).getByRole('link', { name: 'BDE sign-in page' });
  expect(link).toHaveAttribute('href', '/bdelogin');
  await waitFor(() => expect(link).toHaveFocus());
});

test('success for a BDE on /userlogin: no "beside this card", only the link', async () => {
  api = fakeApi({ [RESET]: { body: { kind: 'bde', message: PASSWORD_RESET_MESSAGES.done } } });
  openLink('/userlogin');
  renderAt(<UserSignInPage />, { path: '/userlogin' });
  await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
  await setPassword('a long new passphrase');
  await waitFor(() => expect(notice()).toHaveTextContent('Sign in as a BDE on the BDE sign-in page.'));
  expect(notice()).not.toHaveTextContent('beside');
});

test('a spent or expired link: the message, the sign-in form, and the forgotten-password form open with focus', async () => {
  api = fakeApi({
    [RESET]: {
      status: 400,
      body: {
        title: 'Some fields are not valid.',
        status: 400,
        errors: { token: [PASSWORD_RESET_MESSAGES.badLink] },
      },
    },
    [`POST ${PASSWORD_RESET_PATHS.user}`]: { status: 202, body: { message: PASSWORD_RESET_MESSAGES.sent } },
  });
  openLink();
  renderAt(<UserSignIn />, { path: '/login' });
  await screen.findByRole('heading', { name: 'Set a new password' });
  await setPassword('a long new passphrase');
  await waitFor(() => expect(notice()).toHaveTextContent(PASSWORD_RESET_MESSAGES.badLink));
  expect(screen.getByRole('button', { name: 'Forgot your password?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const email = screen.getByLabelText(/Your account’s email address/);
  await waitFor(() => expect(email).toHaveFocus());
  // And asking for a new link works from there.
  await userEvent.type(email, 'asha@example.com{Enter}');
  expect(await screen.findByText(PASSWORD_RESET_MESSAGES.sent)).toBeInTheDocument();
});

test('a token too long to be one is a bad link at once, without a call', async () => {
  api = fakeApi({});
  openLink('/login', 'x'.repeat(201));
  renderAt(<UserSignIn />, { path: '/login' });
  await screen.findByRole('heading', { name: 'Set a new password' });
  await setPassword('a long new passphrase');
  await waitFor(() => expect(notice()).toHaveTextContent(PASSWORD_RESET_MESSAGES.badLink));
  expect(api.calls).toHaveLength(0);
});

test('the server refuses the password: said at the field, which takes focus, and the form stays', async () => {
  api = fakeApi({
    [RESET]: {
      status: 400,
      body: {
        title: 'Some fields are not valid.',
        status: 400,
        errors: { password: [MESSAGES.passwordTooShort] },
      },
    },
  });
  openLink();
  renderAt(<UserSignIn />, { path: '/login' });
  await screen.findByRole('heading', { name: 'Set a new password' });
  await setPassword('a long new passphrase');
  expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
  expect(newPassword()).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
});

test('too many tries: asked to wait, the form stays', async () => {
  api = fakeApi({ [RESET]: { status: 429, body: { title: MESSAGES.tooManyAttempts } } });
  openLink();
  renderAt(<UserSignIn />, { path: '/login' });
  await screen.findByRole('heading', { name: 'Set a new password' });
  await setPassword('a long new passphrase');
  expect(await screen.findByText(MESSAGES.tooManyAttempts)).toBeInTheDocument();
  expect(newPassword()).toBeInTheDocument();
});
