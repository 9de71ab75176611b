import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_ADMIN, TEST_RECRUITER, TEST_STAFF } from '../../test/render-staff';
import { StaffFrame } from './staff-frame';
import { StaffPlainFrame } from './staff-plain-frame';

// The frame with a screen of its own in the outlet, mounted as the back office mounts it.
const backOffice = (
  <Routes>
    <Route element={<StaffFrame />}>
      <Route index element={<h1>Overview screen</h1>} />
      <Route path="messages" element={<h1>Messages screen</h1>} />
    </Route>
    <Route element={<StaffPlainFrame />}>
      <Route path="login" element={<h1>Sign-in screen</h1>} />
    </Route>
  </Routes>
);
const renderFrame = (at: string, member = undefined as typeof TEST_ADMIN | undefined) =>
  renderStaff(backOffice, { at, route: '/staff/*', member });

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

test('a staff member gets the eight office screens and Releases; the current one is marked; the screen is in the main landmark', () => {
  renderFrame('/staff/messages');
  expect(navLinks()).toEqual([
    'Overview',
    'Messages',
    'Leads',
    'Partners',
    'Commissions',
    'Payouts',
    'Erasure requests',
    'Subscribers',
    'Releases',
  ]);
  expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'main');
  expect(within(main).getByRole('heading', { name: 'Messages screen' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  expect(screen.getByRole('banner')).toHaveTextContent('Deccan Stack Back office');
  expect(screen.getByRole('banner')).toHaveTextContent('Lakshmi Rao');
});

test('an admin also gets the openings, the applications, the audit log, the staff list, the outbox and the commission plan', () => {
  renderFrame('/staff', TEST_ADMIN);
  expect(navLinks()).toEqual([
    'Overview',
    'Messages',
    'Leads',
    'Partners',
    'Commissions',
    'Payouts',
    'Erasure requests',
    'Subscribers',
    'Openings',
    'Applications',
    'Audit log',
    'Staff',
    'Outbox',
    'Commission plan',
    'Releases',
  ]);
  expect(screen.getByRole('link', { name: 'Openings' })).toHaveAttribute('href', '/staff/openings');
  expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/staff/applications');
  expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/staff/audit');
  expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff/members');
  expect(screen.getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', '/staff/outbox');
  expect(screen.getByRole('link', { name: 'Commission plan' })).toHaveAttribute(
    'href',
    '/staff/commission-plan',
  );
});

test('a recruiter gets the overview, the openings, the applications and Releases only', () => {
  renderFrame('/staff', TEST_RECRUITER);
  expect(navLinks()).toEqual(['Overview', 'Openings', 'Applications', 'Releases']);
  expect(screen.getByRole('banner')).toHaveTextContent(TEST_RECRUITER.name);
});

test('Sign out ends the staff session, leads to staff sign-in and forgets the member', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({ 'POST /api/staff/logout': { status: 204 } });
  const { store } = renderFrame('/staff/messages');
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/login$/);
  expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  expect(fake.requestsTo('/api/staff/logout', 'POST')).toHaveLength(1);
  // The member and every list they opened are gone from the store.
  expect(JSON.stringify(store.getState().api?.queries ?? {})).not.toContain(TEST_STAFF.name);
});

test('a session that had already ended is signed out all the same', async () => {
  const user = userEvent.setup();
  fakeApi({ 'POST /api/staff/logout': { status: 401, body: { title: 'Please sign in.', status: 401 } } });
  renderFrame('/staff');
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/login$/));
});

test('a sign-out the server did not take says so and stays signed in', async () => {
  const user = userEvent.setup();
  fakeApi({ 'POST /api/staff/logout': { status: 503, body: { title: 'Unavailable.', status: 503 } } });
  renderFrame('/staff');
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByText(/Could not sign out/)).toHaveAttribute('role', 'alert');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/);
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
});
