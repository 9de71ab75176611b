import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared/contract/messages';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffSignInResponse } from 'shared/contract/staff-account-responses';
import { STAFF_CODE_FORMAT, STAFF_INVALID_SIGN_IN } from 'shared/contract/staff-account-schema';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { staffSessionApi } from '../../app/session/staff-session-api';
import { SIGN_IN_INVALID_FORM, StaffSignInPage } from './staff-sign-in-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const SIGNED_IN: StaffSignInResponse = {
  id: 3,
  name: 'Priya Sharma',
  email: 'priya@deccanstack.in',
  role: 'admin',
  usedRecoveryCode: false,
  recoveryCodesLeft: 10,
  previousSignIn: null,
  failedSince: 0,
};

const location = () => screen.getByTestId('location');
/** The form's own message, above its button (the page's notification stack is an alert region too). */
const problem = () =>
  screen.getAllByRole('alert').find((element) => element.classList.contains('staff-account__problem'))!;

function open(at = '/staff/login') {
  return renderStaff(<StaffSignInPage />, { at, route: '/staff/login', member: null });
}

async function signIn({
  email = 'priya@deccanstack.in',
  password = 'a long staff password',
  code = '123456',
} = {}) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  if (code) await user.type(screen.getByLabelText(/^Authenticator code/), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

test('a labelled form: email, password and the authenticator code, which says a recovery code works too', () => {
  api = fakeApi({});
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  const code = screen.getByLabelText(/^Authenticator code/);
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAccessibleDescription(/recovery codes instead/);
});

test('empty or malformed fields are marked where they are, focus goes to the first, and nothing is sent', async () => {
  api = fakeApi({});
  open();
  await signIn({ email: '', password: '', code: '12345' });
  expect(await screen.findByText(SIGN_IN_INVALID_FORM)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(MESSAGES.required);
  expect(screen.getByLabelText(/^Authenticator code/)).toHaveAccessibleDescription(
    expect.stringContaining(STAFF_CODE_FORMAT),
  );
  expect(api.calls).toHaveLength(0);
});

test('signed in: the session is known at once, and it goes on to the back-office page it came from', async () => {
  api = fakeApi({ [`POST ${STAFF_PATHS.login}`]: { body: SIGNED_IN } });
  const { store } = open(`/staff/login?${new URLSearchParams({ next: '/staff/messages?status=new' })}`);
  await signIn({ code: '123 456' });
  await waitFor(() => expect(location()).toHaveTextContent(/^\/staff\/messages\?status=new$/));
  expect(api.jsonOf(STAFF_PATHS.login)).toEqual({
    email: 'priya@deccanstack.in',
    password: 'a long staff password',
    code: '123 456',
  });
  expect(
    staffSessionApi.endpoints.staffSession.select()(
      store.getState() as Parameters<ReturnType<typeof staffSessionApi.endpoints.staffSession.select>>[0],
    ).data,
  ).toEqual({
    id: 3,
    name: 'Priya Sharma',
    email: 'priya@deccanstack.in',
    role: 'admin',
  });
});

test.each([['https://evil.example/staff'], ['//evil.example/staff'], ['/userDashboard']])(
  'a next of %s is not followed: the overview instead',
  async (next) => {
    api = fakeApi({ [`POST ${STAFF_PATHS.login}`]: { body: SIGNED_IN } });
    open(`/staff/login?${new URLSearchParams({ next })}`);
    await signIn();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/staff$/));
  },
);

test("a refusal shows the server's one message in the form and empties the code, which cannot be used again", async () => {
  api = fakeApi({
    [`POST ${STAFF_PATHS.login}`]: { status: 401, body: { status: 401, title: STAFF_INVALID_SIGN_IN } },
  });
  open();
  await signIn();
  expect(await screen.findByText(STAFF_INVALID_SIGN_IN)).toBeInTheDocument();
  expect(problem()).toHaveTextContent(STAFF_INVALID_SIGN_IN);
  expect(screen.getByLabelText(/^Authenticator code/)).toHaveValue('');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('priya@deccanstack.in');
  expect(location()).toHaveTextContent('/staff/login');
});

test('too many attempts: the wait is said plainly; a network failure says to check the connection', async () => {
  api = fakeApi({
    [`POST ${STAFF_PATHS.login}`]: [
      { status: 429, body: { status: 429, title: MESSAGES.tooManyAttempts } },
      () => Promise.reject(new TypeError('Failed to fetch')),
    ],
  });
  open();
  const user = await signIn();
  expect(await screen.findByText(MESSAGES.tooManyAttempts)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText(/Check your connection/)).toBeInTheDocument();
});

test('signed in with a recovery code: says how many are left', async () => {
  api = fakeApi({
    [`POST ${STAFF_PATHS.login}`]: { body: { ...SIGNED_IN, usedRecoveryCode: true, recoveryCodesLeft: 2 } },
  });
  open();
  await signIn({ code: 'abcd-efgh-jkmn' });
  expect(await screen.findByText(/You signed in with a recovery code; 2 left/)).toBeInTheDocument();
  await waitFor(() => expect(location()).toHaveTextContent(/^\/staff$/));
});

test('signed in: the last sign-in and the failures since are shown', async () => {
  api = fakeApi({
    [`POST ${STAFF_PATHS.login}`]: {
      body: {
        ...SIGNED_IN,
        previousSignIn: { at: '2026-11-25T04:30:00.000Z', ipAddress: '10.0.0.7' },
        failedSince: 2,
      },
    },
  });
  open();
  await signIn();
  expect(
    await screen.findByText(
      /Your last sign-in was on 25 Nov 2026, 10:00 am IST, from 10\.0\.0\.7\. Since then there were 2 failed sign-ins/,
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(location()).toHaveTextContent(/^\/staff$/));
});

test("the server's field errors are shown at their fields", async () => {
  api = fakeApi({
    [`POST ${STAFF_PATHS.login}`]: {
      status: 400,
      body: { status: 400, title: 'Some fields are not valid.', errors: { code: [STAFF_CODE_FORMAT] } },
    },
  });
  open();
  await signIn();
  await waitFor(() =>
    expect(screen.getByLabelText(/^Authenticator code/)).toHaveAccessibleDescription(
      expect.stringContaining(STAFF_CODE_FORMAT),
    ),
  );
  expect(problem()).toHaveTextContent(SIGN_IN_INVALID_FORM);
});
