import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared/contract/messages';
import { fakeApi } from 'shared/test/fake-api';
import { renderAt } from '../../test/render-at';
import { UserPortal } from './user-portal';
import { CURRENT_PASSWORD_REQUIRED } from 'shared/contract/user-schema';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const PATTERN = '/userDashboard/*';
const stored = {
  authUser: { name: 'Stored Name', role: 'user' as const, userId: 7, email: 'stored@example.com' },
};
const profile = {
  status: 200,
  body: { username: 'Server Name', emailAddress: 'server@example.com', language: 'en' },
};
const location = () => screen.getByTestId('location');
const sidebar = () => screen.getByRole('complementary', { name: 'Your account' });

describe('profile', () => {
  test('/userDashboard opens userProfile, read from the server (the stored copy is display-only)', async () => {
    api = fakeApi({ 'GET /api/User/username/7': profile });
    renderAt(<UserPortal />, { path: '/userDashboard', pattern: PATTERN, auth: stored });
    await waitFor(() => expect(location()).toHaveTextContent('/userDashboard/userProfile'));
    expect(screen.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('server@example.com', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Server Name', { selector: 'dd' })).toBeInTheDocument();
    expect(within(sidebar()).getByText('Server Name')).toBeInTheDocument();
    expect(within(sidebar()).getByText('server@example.com')).toBeInTheDocument();
  });

  test('while loading, the sidebar shows the stored name and email', () => {
    api = fakeApi({ 'GET /api/User/username/7': () => new Promise<never>(() => undefined) });
    renderAt(<UserPortal />, { path: '/userDashboard/userProfile', pattern: PATTERN, auth: stored });
    expect(within(sidebar()).getByText('Stored Name')).toBeInTheDocument();
    expect(within(sidebar()).getByText('stored@example.com')).toBeInTheDocument();
    expect(screen.getByText('Loading your profile…')).toHaveAttribute('role', 'status');
  });

  test('no stored user id: "User ID not found!" and no call', () => {
    api = fakeApi({});
    renderAt(<UserPortal />, {
      path: '/userDashboard/userProfile',
      pattern: PATTERN,
      auth: { authUser: { name: 'Kiran', role: 'bde' } },
    });
    expect(screen.getByText(MESSAGES.userIdNotFound)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('a failed load says so and offers to try again', async () => {
    api = fakeApi({
      'GET /api/User/username/7': [{ status: 500, body: { title: 'x' } }, profile],
    });
    renderAt(<UserPortal />, { path: '/userDashboard/userProfile', pattern: PATTERN, auth: stored });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Server Name', { selector: 'dd' })).toBeInTheDocument();
  });

  test('an unknown child path goes to the profile', async () => {
    api = fakeApi({ 'GET /api/User/username/7': profile });
    renderAt(<UserPortal />, { path: '/userDashboard/nothing-here', pattern: PATTERN, auth: stored });
    await waitFor(() => expect(location()).toHaveTextContent('/userDashboard/userProfile'));
  });
});

describe('update', () => {
  const open = () =>
    renderAt(<UserPortal />, { path: '/userDashboard/userupdate', pattern: PATTERN, auth: stored });

  test('is filled in from the server; the password starts empty', async () => {
    api = fakeApi({ 'GET /api/User/username/7': profile });
    open();
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Server Name');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('server@example.com');
    expect(screen.getByLabelText(/New password/)).toHaveValue('');
  });

  test('Name and a valid EmailAddress are required; nothing is sent otherwise', async () => {
    api = fakeApi({ 'GET /api/User/username/7': profile });
    open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/Full name/));
    await user.clear(screen.getByLabelText(/Email address/));
    await user.type(screen.getByLabelText(/Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  test('a new password shorter than 8 is refused beside the field', async () => {
    api = fakeApi({ 'GET /api/User/username/7': profile });
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  });

  test('success: form data sent, "Profile updated successfully!", and the stored name follows', async () => {
    api = fakeApi({
      'GET /api/User/username/7': [
        profile,
        { status: 200, body: { username: 'New Name', emailAddress: 'server@example.com' } },
      ],
      'POST /api/User/update/7': { status: 200, body: { name: 'New Name', email: 'server@example.com' } },
    });
    const { store } = open();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, 'New Name');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.userUpdateSuccess)).toBeInTheDocument();
    expect(api.formOf('/api/User/update/7')).toEqual({
      Name: 'New Name',
      EmailAddress: 'server@example.com',
      Password: '',
      CurrentPassword: '',
      Language: 'en',
    });
    expect(store.getState().auth.authUser).toMatchObject({ name: 'New Name', email: 'server@example.com' });
    await waitFor(() => expect(within(sidebar()).getByText('New Name')).toBeInTheDocument());
  });

  test('the language is chosen from the six, each in its own script, and saved with the account', async () => {
    api = fakeApi({
      'GET /api/User/username/7': profile,
      'POST /api/User/update/7': {
        status: 200,
        body: { name: 'Server Name', email: 'server@example.com', language: 'ml' },
      },
    });
    open();
    const user = userEvent.setup();
    const select = await screen.findByLabelText(/^Language/);
    await waitFor(() => expect(select).toHaveValue('en'));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'తెలుగు', 'हिन्दी', 'தமிழ்', 'ಕನ್ನಡ', 'മലയാളം']);
    await user.selectOptions(select, 'ml');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.userUpdateSuccess)).toBeInTheDocument();
    expect(api.formOf('/api/User/update/7')).toMatchObject({ Language: 'ml' });
  });

  test('failure: "Failed to update profile. Please try again later." and the server’s field messages', async () => {
    api = fakeApi({
      'GET /api/User/username/7': profile,
      'POST /api/User/update/7': {
        status: 400,
        body: {
          title: MESSAGES.signUpEmailTaken,
          status: 400,
          errors: { EmailAddress: [MESSAGES.signUpEmailTaken] },
        },
      },
    });
    const { store } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.userUpdateFailed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription(MESSAGES.signUpEmailTaken),
    );
    expect(store.getState().auth.authUser?.name).toBe('Stored Name');
  });

  test('a new email without the current password: the server’s message is tied to that field', async () => {
    api = fakeApi({
      'GET /api/User/username/7': profile,
      'POST /api/User/update/7': {
        status: 400,
        body: {
          title: CURRENT_PASSWORD_REQUIRED,
          status: 400,
          errors: { CurrentPassword: [CURRENT_PASSWORD_REQUIRED] },
        },
      },
    });
    open();
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/Email address/);
    await user.clear(email);
    await user.type(email, 'moved@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        expect.stringContaining(CURRENT_PASSWORD_REQUIRED),
      ),
    );
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('autocomplete', 'current-password');
  });

  test('a server error is also "Failed to update profile…"', async () => {
    api = fakeApi({
      'GET /api/User/username/7': profile,
      'POST /api/User/update/7': { status: 500, body: { title: 'Something went wrong on our side.' } },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.userUpdateFailed)).toBeInTheDocument();
  });

  test('no stored user id: submitting says "User ID not found!" and sends nothing', async () => {
    api = fakeApi({});
    renderAt(<UserPortal />, {
      path: '/userDashboard/userupdate',
      pattern: PATTERN,
      auth: { authUser: { name: 'Kiran', role: 'user' } },
    });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Email address/));
    await user.type(screen.getByLabelText(/Email address/), 'kiran@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert', { name: 'Errors' })).toHaveTextContent(MESSAGES.userIdNotFound);
    expect(api.calls).toHaveLength(0);
  });
});

describe('sidebar', () => {
  test('links to both screens and marks the current one', async () => {
    api = fakeApi({ 'GET /api/User/username/7': profile });
    renderAt(<UserPortal />, { path: '/userDashboard/userProfile', pattern: PATTERN, auth: stored });
    const nav = within(sidebar()).getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Update profile' }));
    expect(location()).toHaveTextContent('/userDashboard/userupdate');
  });

  test('Sign Out ends the server session, clears the stored user and goes home', async () => {
    api = fakeApi({ 'GET /api/User/username/7': profile, 'POST /api/User/logout': { status: 204 } });
    const { store } = renderAt(<UserPortal />, {
      path: '/userDashboard/userProfile',
      pattern: PATTERN,
      auth: stored,
    });
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location().textContent).toBe('/'));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/User/logout')).toBe(true);
    expect(store.getState().auth.authUser).toBeNull();
  });
});

describe('scroll to top', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    });

  test('appears only after 300 px, scrolls up and moves focus to the page heading', async () => {
    api = fakeApi({ 'GET /api/User/username/7': profile });
    const spy = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt(<UserPortal />, { path: '/userDashboard/userProfile', pattern: PATTERN, auth: stored });
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(301);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    spy.mockRestore();
  });
});
