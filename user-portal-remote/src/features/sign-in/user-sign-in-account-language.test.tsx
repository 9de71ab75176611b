import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPageText } from 'shared/i18n/text';
import { openDocument } from 'shared/i18n/open-document';
import { fakeApi } from 'shared/test/fake-api';
import { renderAt } from '../../test/render-at';
import { UserSignIn } from './user-sign-in';

// The language saved with the account follows the user to any device (issue 42).
jest.mock('shared/i18n/open-document', () => ({ openDocument: jest.fn() }));

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  jest.mocked(openDocument).mockClear();
  localStorage.clear();
});

const location = () => screen.getByTestId('location');
const answer = (language: string) => ({
  'POST /api/User/login': { body: { name: 'Asha Rao', email: 'asha@example.com', userId: 12, language } },
});

async function signIn(email: RegExp, password: RegExp, button: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(email), 'asha@example.com');
  await user.type(screen.getByLabelText(password), 'a long passphrase');
  await user.click(screen.getByRole('button', { name: button }));
}

test('on an English page, a Kannada account opens the page wanted in Kannada; the menu remembers it', async () => {
  api = fakeApi(answer('kn'));
  const { store } = renderAt(<UserSignIn />, {
    path: '/login',
    state: { from: '/userDashboard/userupdate' },
  });
  await signIn(/Email address/, /^Password/, 'Sign in');
  await waitFor(() =>
    expect(openDocument).toHaveBeenCalledWith('/kn/userDashboard/userupdate', { replace: true }),
  );
  expect(localStorage.getItem('site-language')).toBe('kn');
  expect(store.getState().auth.authUser).toMatchObject({ role: 'user', userId: 12 });
  expect(location()).toHaveTextContent('/login');
});

test('on a Hindi page, an English account opens the English dashboard', async () => {
  api = fakeApi(answer('en'));
  renderAt(<UserSignIn />, { path: '/login', text: await loadPageText('hi') });
  await signIn(/^ईमेल/, /^पासवर्ड \*/, 'साइन इन करें');
  await waitFor(() => expect(openDocument).toHaveBeenCalledWith('/userDashboard', { replace: true }));
  expect(localStorage.getItem('site-language')).toBe('en');
});

test('an account in the page’s language moves on in this document', async () => {
  api = fakeApi(answer('hi'));
  renderAt(<UserSignIn />, { path: '/login', text: await loadPageText('hi') });
  await signIn(/^ईमेल/, /^पासवर्ड \*/, 'साइन इन करें');
  await waitFor(() => expect(location()).toHaveTextContent('/userDashboard'));
  expect(openDocument).not.toHaveBeenCalled();
  expect(localStorage.getItem('site-language')).toBe('hi');
});
