import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { LoginPage } from './login-page';

// The remotes themselves are tested in their own workspaces; here each is a labelled stand-in.
jest.mock('../../federation/remote-page', () => ({
  RemotePage: ({ remote, module }: { remote: string; module: string }) => (
    <label>
      {`${remote}/${module}`}
      <input name={module} />
    </label>
  ),
}));

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (name: string) => screen.getByRole('tabpanel', { name });

test('one h1; user sign-in, user sign-up and BDE sign-in are all composed from their remotes', () => {
  renderWithProviders(<LoginPage />, { route: '/login' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByLabelText('userPortal/UserSignIn')).toBeInTheDocument();
  expect(screen.getByLabelText('userPortal/UserSignUp')).toBeInTheDocument();
  expect(screen.getByLabelText('bdePortal/BdeSignIn')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Register as a BDE' })).toHaveAttribute('href', '/bdeRegister');
});

test('starts on sign-in; the sign-up face is inert and hidden from assistive technology', () => {
  renderWithProviders(<LoginPage />, { route: '/login' });
  expect(tab('Sign in')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Sign up')).toHaveAttribute('aria-selected', 'false');
  expect(panel('Sign in')).not.toHaveAttribute('inert');
  const back = document.getElementById('login-panel-signup')!;
  expect(back).toHaveAttribute('inert');
  expect(back).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('tabpanel', { name: 'Sign up' })).toBeNull();
  expect(tab('Sign in')).toHaveAttribute('tabindex', '0');
  expect(tab('Sign up')).toHaveAttribute('tabindex', '-1');
});

test('clicking a tab flips the card', async () => {
  renderWithProviders(<LoginPage />, { route: '/login' });
  await userEvent.click(tab('Sign up'));
  expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
  expect(panel('Sign up')).not.toHaveAttribute('inert');
  expect(document.getElementById('login-panel-signin')).toHaveAttribute('inert');
  expect(document.querySelector('.flip-card__inner')).toHaveClass('flip-card__inner--flipped');
});

test('arrow keys, Home and End move between the tabs and flip the card (tabs pattern)', async () => {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { route: '/login' });
  tab('Sign in').focus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Sign up')).toHaveFocus();
  expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}');
  expect(tab('Sign in')).toHaveFocus();
  await user.keyboard('{End}');
  expect(tab('Sign up')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(tab('Sign in')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
});

test('"Create an account" flips to sign-up and puts focus on its first field; "Sign in instead" flips back', async () => {
  renderWithProviders(<LoginPage />, { route: '/login' });
  await userEvent.click(within(panel('Sign in')).getByRole('button', { name: 'Create an account' }));
  expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
  expect(within(panel('Sign up')).getByRole('textbox')).toHaveFocus();
  await userEvent.click(within(panel('Sign up')).getByRole('button', { name: 'Sign in instead' }));
  expect(tab('Sign in')).toHaveAttribute('aria-selected', 'true');
  expect(within(panel('Sign in')).getByRole('textbox')).toHaveFocus();
});

test('/login#signup opens on the sign-up face', () => {
  renderWithProviders(<LoginPage />, { route: '/login#signup' });
  expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
});

test('a new visit to /login (as after registering) turns the card back to sign-in', async () => {
  let go: ReturnType<typeof useNavigate> = () => undefined;
  function Navigator() {
    go = useNavigate();
    return null;
  }
  renderWithProviders(
    <>
      <Navigator />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </>,
    { route: '/login' },
  );
  await userEvent.click(tab('Sign up'));
  expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
  act(() => {
    void go('/login', { state: { email: 'new@example.com' } });
  });
  expect(tab('Sign in')).toHaveAttribute('aria-selected', 'true');
});
