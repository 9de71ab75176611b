import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_ADMIN, TEST_RECRUITER, TEST_STAFF } from '../../test/render-staff';
import { ADMIN_ONLY_MESSAGE, NOT_FOR_YOUR_ROLE_MESSAGE, RequireAccess, RequireStaff } from './require-staff';

const gated = (
  <RequireStaff>
    <h1>The leads</h1>
  </RequireStaff>
);

test.each([401, 403])(
  'a %i from the session (signed out, or signed in as a user or a BDE) leads to staff sign-in, coming back here after',
  async (status) => {
    fakeApi({
      'GET /api/staff/session': { status, body: { title: 'This is only for the company staff.', status } },
    });
    renderStaff(gated, { at: '/staff/leads?status=new', route: '/staff/leads', member: null });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/staff/login?next=${encodeURIComponent('/staff/leads?status=new')}`,
      ),
    );
    expect(screen.queryByRole('heading', { name: 'The leads' })).not.toBeInTheDocument();
  },
);

test('while the session is asked for, a quiet status; then the screen for a staff member', async () => {
  fakeApi({ 'GET /api/staff/session': { body: TEST_STAFF } });
  renderStaff(gated, { at: '/staff/leads', member: null });
  expect(screen.getByText('Checking your session…')).toHaveAttribute('role', 'status');
  expect(await screen.findByRole('heading', { name: 'The leads' })).toBeInTheDocument();
});

test('a session that cannot be checked (server down) says so, and Retry asks again', async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET /api/staff/session': [
      { status: 503, body: { title: 'Unavailable.', status: 503 } },
      { body: TEST_STAFF },
    ],
  });
  renderStaff(gated, { at: '/staff/leads', member: null });
  const message = await screen.findByText('The back office could not check your session.');
  const alert = message.closest<HTMLElement>('[role="alert"]')!;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'The leads' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/leads');
});

test('an admin-only screen tells staff and recruiters it is for admins, and shows itself to an admin', () => {
  const audit = (
    <RequireAccess access="admin">
      <h1>Audit log</h1>
    </RequireAccess>
  );
  for (const member of [TEST_STAFF, TEST_RECRUITER]) {
    const view = renderStaff(audit, { at: '/staff/audit', member });
    expect(screen.getByText(ADMIN_ONLY_MESSAGE)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Not available' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
    view.unmount();
  }
  expect(ADMIN_ONLY_MESSAGE).toBe('Only admins can open this page.');

  renderStaff(audit, { at: '/staff/audit', member: TEST_ADMIN });
  expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
  expect(screen.queryByText(ADMIN_ONLY_MESSAGE)).not.toBeInTheDocument();
});

test.each([
  ['office', TEST_STAFF, TEST_RECRUITER],
  ['hiring', TEST_RECRUITER, TEST_STAFF],
] as const)(
  'a screen of the %s part shows to its roles and tells the others it is not for them',
  (access, allowed, refused) => {
    const screenOf = (
      <RequireAccess access={access}>
        <h1>The screen</h1>
      </RequireAccess>
    );
    const view = renderStaff(screenOf, { at: '/staff/x', member: refused });
    expect(screen.getByText(NOT_FOR_YOUR_ROLE_MESSAGE)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('heading', { name: 'The screen' })).not.toBeInTheDocument();
    view.unmount();
    for (const member of [allowed, TEST_ADMIN]) {
      const shown = renderStaff(screenOf, { at: '/staff/x', member });
      expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
      shown.unmount();
    }
  },
);
