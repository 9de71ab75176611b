import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared/contract/messages';
import { PASSWORD_TOO_COMMON } from 'shared/contract/password-rule';
import { fakeApi } from 'shared/test/fake-api';
import { renderAt } from '../../test/render-at';
import { UserSignUp } from './user-sign-up';
import { UserSignUpPage } from './user-sign-up-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const location = () => screen.getByTestId('location');

async function fillAndSubmit(fields: { name?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (fields.name) await user.type(screen.getByLabelText(/Full name/), fields.name);
  if (fields.email) await user.type(screen.getByLabelText(/Email address/), fields.email);
  if (fields.password) await user.type(screen.getByLabelText(/^Password/), fields.password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const valid = { name: 'Asha Rao', email: 'asha@example.com', password: 'a long passphrase' };

test.each([
  ['all three empty', {}],
  ['no name', { email: valid.email, password: valid.password }],
  ['no email', { name: valid.name, password: valid.password }],
  ['no password', { name: valid.name, email: valid.email }],
])('%s: "Please fill in all required fields." and no call', async (_label, fields) => {
  api = fakeApi({});
  renderAt(<UserSignUp />, { path: '/login' });
  await fillAndSubmit(fields);
  expect(await screen.findByText(MESSAGES.signUpRequired)).toBeInTheDocument();
  expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThan(0);
  expect(api.calls).toHaveLength(0);
});

test('a short password or a malformed email: the reason beside the field, focus there, no call', async () => {
  api = fakeApi({});
  renderAt(<UserSignUp />, { path: '/login' });
  await fillAndSubmit({ name: 'Asha', email: 'asha@example', password: 'short' });
  expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  expect(screen.getByLabelText(/Email address/)).toHaveFocus();
  expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription(MESSAGES.invalidEmail);
  expect(screen.queryByText(MESSAGES.signUpRequired)).toBeNull();
  expect(api.calls).toHaveLength(0);
});

test('a common password is named at the field as soon as it is left, and nothing is sent', async () => {
  api = fakeApi({});
  renderAt(<UserSignUp />, { path: '/login' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Full name/), valid.name);
  await user.type(screen.getByLabelText(/Email address/), valid.email);
  await user.type(screen.getByLabelText(/^Password/), 'Password@123');
  await user.tab();
  await waitFor(() =>
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORD_TOO_COMMON),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
  expect(api.calls).toHaveLength(0);
});

test('a password built on the person’s own name is refused the same way', async () => {
  api = fakeApi({});
  renderAt(<UserSignUp />, { path: '/login' });
  await fillAndSubmit({ ...valid, password: 'AshaRao@123' });
  expect(await screen.findByText(PASSWORD_TOO_COMMON)).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('success: form data sent, "Registration successful!", then /login with the address handed over', async () => {
  api = fakeApi({ 'POST /api/User/register': { status: 201, body: { userId: 5 } } });
  renderAt(<UserSignUp />, { path: '/userSignup' });
  await fillAndSubmit(valid);
  expect(await screen.findByText(MESSAGES.signUpSuccess)).toBeInTheDocument();
  await waitFor(() => expect(location()).toHaveTextContent('/login'));
  expect(JSON.parse(location().dataset.state!)).toEqual({ email: 'asha@example.com' });
  expect(api.formOf('/api/User/register')).toEqual({
    Name: 'Asha Rao',
    EmailAddress: 'asha@example.com',
    Password: 'a long passphrase',
  });
});

test.each([
  [
    '400 saying "already"',
    400,
    { title: 'This email is already registered. Please use another one.' },
    MESSAGES.signUpEmailTaken,
  ],
  ['400 saying "exists"', 400, { title: 'User exists' }, MESSAGES.signUpEmailTaken],
  ['another 400', 400, { title: 'Some fields are not valid.' }, MESSAGES.signUpBadInput],
  ['a 500', 500, { title: 'Something went wrong on our side.' }, MESSAGES.genericError],
  ['a 429', 429, { title: MESSAGES.tooManyAttempts }, MESSAGES.tooManyAttempts],
])(
  'failure with %s: "Registration error" and then the right reason',
  async (_label, status, body, reason) => {
    api = fakeApi({ 'POST /api/User/register': { status, body } });
    renderAt(<UserSignUp />, { path: '/login' });
    await fillAndSubmit(valid);
    const alerts = screen.getByRole('alert', { name: 'Errors' });
    await waitFor(() => expect(alerts).toHaveTextContent(MESSAGES.signUpError));
    expect(alerts).toHaveTextContent(reason);
    expect(location()).toHaveTextContent('/login');
  },
);

test('a network failure: "Registration error" and "Something went wrong"', async () => {
  api = fakeApi({ 'POST /api/User/register': () => Promise.reject(new TypeError('Failed to fetch')) });
  renderAt(<UserSignUp />, { path: '/login' });
  await fillAndSubmit(valid);
  expect(await screen.findByText(MESSAGES.signUpError)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.genericError)).toBeInTheDocument();
});

test('the server’s field messages appear beside the fields', async () => {
  api = fakeApi({
    'POST /api/User/register': {
      status: 400,
      body: {
        title: MESSAGES.signUpEmailTaken,
        status: 400,
        errors: { EmailAddress: [MESSAGES.signUpEmailTaken] },
      },
    },
  });
  renderAt(<UserSignUp />, { path: '/login' });
  await fillAndSubmit(valid);
  await waitFor(() =>
    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription(MESSAGES.signUpEmailTaken),
  );
});

test('the stand-alone page has one h1 and a link to sign in', () => {
  api = fakeApi({});
  renderAt(<UserSignUpPage />, { path: '/userSignup' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/userlogin');
});
