import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared/contract/messages';
import { DELETE_PASSWORD_WRONG } from 'shared/contract/user-data-schema';
import { fakeApi } from 'shared/test/fake-api';
import { UserPortal } from '../portal/user-portal';
import { renderAt } from '../../test/render-at';
import { ACCOUNT_DELETED } from './account-deleted';
import { DELETE_FAILED } from './delete-account-form';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const PATTERN = '/userDashboard/*';
const stored = {
  authUser: { name: 'Meena Iyer', role: 'user' as const, userId: 7, email: 'meena@example.com' },
};
const profile = { status: 200, body: { username: 'Meena Iyer', emailAddress: 'meena@example.com' } };
const DELETE = 'POST /api/User/delete/7';
const location = () => screen.getByTestId('location');
const password = () => screen.getByLabelText(/^Your password/);
const open = (path = '/userDashboard/yourData') =>
  renderAt(<UserPortal />, { path, pattern: PATTERN, auth: stored });
const posts = () => api.calls.filter((call) => call.method === 'POST');

/** Types the password and presses "Delete my account…", which only opens the confirmation. */
async function askToDelete(user: ReturnType<typeof userEvent.setup>, typed = 'correct horse battery') {
  await user.type(password(), typed);
  await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
  return screen.findByRole('dialog', { name: 'Delete your account for good?' });
}

test('the sidebar leads to "Your data", whose download is a plain link to the export', async () => {
  api = fakeApi({ 'GET /api/User/username/7': profile });
  open('/userDashboard/userProfile');
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });
  await userEvent.click(within(nav).getByRole('link', { name: 'Your data' }));
  expect(location()).toHaveTextContent('/userDashboard/yourData');
  expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/api/User/export/7',
  );
  expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
});

test('no password: the message is tied to the field, focus goes there, nothing is asked or sent', async () => {
  api = fakeApi({ 'GET /api/User/username/7': profile });
  open();
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  await waitFor(() =>
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required)),
  );
  expect(password()).toHaveFocus();
  expect(password()).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(posts()).toHaveLength(0);
});

test('the confirmation opens on "Cancel"; cancelling sends nothing and gives focus back', async () => {
  api = fakeApi({ 'GET /api/User/username/7': profile });
  open();
  const user = userEvent.setup();
  const dialog = await askToDelete(user);
  expect(within(dialog).getByRole('button', { name: 'Cancel, keep my account' })).toHaveFocus();
  expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This cannot be undone'));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel, keep my account' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(posts()).toHaveLength(0);
});

test('yes: the password is sent as JSON, the person is signed out here and taken home with a message', async () => {
  api = fakeApi({ 'GET /api/User/username/7': profile, [DELETE]: { status: 204 } });
  const { store } = open();
  const user = userEvent.setup();
  const dialog = await askToDelete(user);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
  await waitFor(() => expect(location().textContent).toBe('/'));
  expect(api.jsonOf('/api/User/delete/7')).toEqual({ password: 'correct horse battery' });
  expect(store.getState().auth.authUser).toBeNull();
  expect(await screen.findByText(ACCOUNT_DELETED)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a wrong password: the dialog closes and the server’s message is on the field, with focus', async () => {
  api = fakeApi({
    'GET /api/User/username/7': profile,
    [DELETE]: {
      status: 400,
      body: { title: DELETE_PASSWORD_WRONG, status: 400, errors: { password: [DELETE_PASSWORD_WRONG] } },
    },
  });
  const { store } = open();
  const user = userEvent.setup();
  const dialog = await askToDelete(user, 'a wrong guess');
  await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
  await waitFor(() =>
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(DELETE_PASSWORD_WRONG)),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(password()).toHaveFocus();
  expect(password()).toHaveAttribute('aria-invalid', 'true');
  expect(location()).toHaveTextContent('/userDashboard/yourData');
  expect(store.getState().auth.authUser).toEqual(stored.authUser);
});

test('too many guesses: "wait a few minutes" on the field', async () => {
  api = fakeApi({
    'GET /api/User/username/7': profile,
    [DELETE]: { status: 429, body: { title: MESSAGES.tooManyAttempts, status: 429 } },
  });
  open();
  const user = userEvent.setup();
  await user.click(within(await askToDelete(user)).getByRole('button', { name: 'Yes, delete my account' }));
  await waitFor(() =>
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.tooManyAttempts)),
  );
});

test('a server failure is said inside the dialog, which stays open to try again', async () => {
  api = fakeApi({
    'GET /api/User/username/7': profile,
    [DELETE]: [
      { status: 500, body: { title: 'Something went wrong on our side.', status: 500 } },
      { status: 204 },
    ],
  });
  open();
  const user = userEvent.setup();
  const dialog = await askToDelete(user);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(DELETE_FAILED);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
  await waitFor(() => expect(location().textContent).toBe('/'));
});

test('no stored user id: "User ID not found!", no link and no form', () => {
  api = fakeApi({});
  renderAt(<UserPortal />, {
    path: '/userDashboard/yourData',
    pattern: PATTERN,
    auth: { authUser: { name: 'Kiran', role: 'user' } },
  });
  expect(screen.getByText(MESSAGES.userIdNotFound)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Download my data' })).toBeNull();
  expect(screen.queryByLabelText(/^Your password/)).toBeNull();
  expect(api.calls).toHaveLength(0);
});
