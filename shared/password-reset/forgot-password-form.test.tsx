import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '../contract/messages';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_PATHS } from '../contract/password-reset';
import { fakeApi } from '../test/fake-api';
import { renderWithProviders } from '../test/render-with-providers';
import { ASK_FAILED, ForgotPasswordForm } from './forgot-password-form';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

function Harness({ kind = 'user', initialValue }: { kind?: 'user' | 'bde'; initialValue?: string }) {
  const [open, setOpen] = useState(false);
  return <ForgotPasswordForm kind={kind} open={open} onToggle={setOpen} initialValue={initialValue} />;
}

const toggle = () => screen.getByRole('button', { name: 'Forgot your password?' });
const panel = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;
const emailField = () => screen.getByLabelText(/Your account’s email address/);
const answer = () => within(panel()).getByRole('status');
const SENT = { status: 202, body: { message: PASSWORD_RESET_MESSAGES.sent } };

async function ask(email: string) {
  const user = userEvent.setup();
  await user.click(toggle());
  await user.type(emailField(), email);
  await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
}

test('a disclosure: the button says whether the form is shown, reveals it, focus moves into it, and hides it again', async () => {
  api = fakeApi({});
  renderWithProviders(<Harness />, { route: '/login' });
  const user = userEvent.setup();
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(panel()).not.toBeVisible();
  expect(screen.queryByLabelText(/Your account’s email address/)).toBeNull();

  await user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(panel()).toBeVisible();
  expect(emailField()).toHaveFocus();
  expect(emailField()).toBeRequired();
  expect(emailField()).toHaveAttribute('type', 'email');

  await user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(panel()).not.toBeVisible();
});

test('keyboard only: Enter on the button opens it, then type and Enter sends', async () => {
  api = fakeApi({ [`POST ${PASSWORD_RESET_PATHS.user}`]: SENT });
  renderWithProviders(<Harness />, { route: '/login' });
  const user = userEvent.setup();
  await user.tab();
  expect(toggle()).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(emailField()).toHaveFocus();
  await user.keyboard('asha@example.com{Enter}');
  expect(await within(panel()).findByText(PASSWORD_RESET_MESSAGES.sent)).toBeInTheDocument();
});

test.each([['asha@example.com'], ['nobody-here@example.com']])(
  'the same answer whatever the address (%s), in a live region, and { email } sent with the anti-forgery header',
  async (email) => {
    document.cookie = 'XSRF-TOKEN=nonce.signature';
    api = fakeApi({ [`POST ${PASSWORD_RESET_PATHS.user}`]: SENT });
    renderWithProviders(<Harness />, { route: '/login' });
    await ask(email);
    await waitFor(() => expect(answer()).toHaveTextContent(PASSWORD_RESET_MESSAGES.sent));
    expect(api.jsonOf(PASSWORD_RESET_PATHS.user)).toEqual({ email });
    expect(api.calls[0].headers.get('X-XSRF-TOKEN')).toBe('nonce.signature');
  },
);

test('the address typed into the sign-in form is where it starts', async () => {
  api = fakeApi({});
  renderWithProviders(<Harness initialValue="asha@example.com" />, { route: '/login' });
  await userEvent.click(toggle());
  expect(emailField()).toHaveValue('asha@example.com');
});

test('an empty or malformed address is said at the field, which keeps focus, and nothing is sent', async () => {
  api = fakeApi({});
  renderWithProviders(<Harness />, { route: '/login' });
  await ask('not-an-address');
  expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(emailField()).toHaveAccessibleDescription(MESSAGES.invalidEmail);
  expect(emailField()).toHaveFocus();
  expect(api.calls).toHaveLength(0);
});

test('a 400 on the address is said at the field', async () => {
  api = fakeApi({
    [`POST ${PASSWORD_RESET_PATHS.user}`]: {
      status: 400,
      body: {
        title: 'Some fields are not valid.',
        status: 400,
        errors: { email: ['Give a valid email address.'] },
      },
    },
  });
  renderWithProviders(<Harness />, { route: '/login' });
  await ask('asha@example.com');
  expect(await screen.findByText('Give a valid email address.')).toBeInTheDocument();
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(emailField()).toHaveFocus();
  expect(answer()).toBeEmptyDOMElement();
});

test('too many requests: asked to wait', async () => {
  api = fakeApi({
    [`POST ${PASSWORD_RESET_PATHS.user}`]: { status: 429, body: { title: MESSAGES.tooManyAttempts } },
  });
  renderWithProviders(<Harness />, { route: '/login' });
  await ask('asha@example.com');
  await waitFor(() => expect(answer()).toHaveTextContent(MESSAGES.tooManyAttempts));
  expect(answer()).not.toHaveTextContent(PASSWORD_RESET_MESSAGES.sent);
});

test('a server or network failure says to try again, not that a link was sent', async () => {
  api = fakeApi({ [`POST ${PASSWORD_RESET_PATHS.user}`]: [{ status: 500, body: { title: 'Oops' } }, SENT] });
  renderWithProviders(<Harness />, { route: '/login' });
  await ask('asha@example.com');
  await waitFor(() => expect(answer()).toHaveTextContent(ASK_FAILED));
  await userEvent.click(screen.getByRole('button', { name: 'Email me a reset link' }));
  await waitFor(() => expect(answer()).toHaveTextContent(PASSWORD_RESET_MESSAGES.sent));
  expect(answer()).not.toHaveTextContent(ASK_FAILED);
});

test('for a BDE: the user name or email address, sent as { login } to the BDE path', async () => {
  api = fakeApi({ [`POST ${PASSWORD_RESET_PATHS.bde}`]: SENT });
  renderWithProviders(<Harness kind="bde" />, { route: '/bdelogin' });
  const user = userEvent.setup();
  await user.click(toggle());
  const login = screen.getByLabelText(/User name or email address/);
  expect(login).toHaveFocus();
  expect(login).toHaveAttribute('autocomplete', 'username');
  await user.type(login, 'asha.rao');
  await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
  await waitFor(() => expect(answer()).toHaveTextContent(PASSWORD_RESET_MESSAGES.sent));
  expect(api.jsonOf(PASSWORD_RESET_PATHS.bde)).toEqual({ login: 'asha.rao' });
});
