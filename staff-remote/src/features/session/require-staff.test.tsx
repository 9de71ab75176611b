import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_ADMIN, TEST_STAFF } from '../../test/render-staff';
import {
  ADMIN_ONLY_MESSAGE,
  NO_ACCESS_MESSAGE,
  RequireAccess,
  RequireAdmin,
  RequireStaff,
} from './require-staff';

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

test('an admin-only screen tells a staff member it is for admins, and shows itself to an admin', () => {
  const audit = (
    <RequireAdmin>
      <h1>Audit log</h1>
    </RequireAdmin>
  );
  const staff = renderStaff(audit, { at: '/staff/audit' });
  expect(screen.getByText(ADMIN_ONLY_MESSAGE)).toHaveAttribute('role', 'alert');
  expect(ADMIN_ONLY_MESSAGE).toBe('Only admins can open this page.');
  expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
  staff.unmount();

  renderStaff(audit, { at: '/staff/audit', member: TEST_ADMIN });
  expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
  expect(screen.queryByText(ADMIN_ONLY_MESSAGE)).not.toBeInTheDocument();
});

test('a hiring screen is for admins and recruiters: other staff are told their role does not reach it', () => {
  const applications = (
    <RequireAccess access="hiring">
      <h1>Applications</h1>
    </RequireAccess>
  );
  const staff = renderStaff(applications, { at: '/staff/applications' });
  expect(screen.getByText(NO_ACCESS_MESSAGE)).toHaveAttribute('role', 'alert');
  expect(screen.queryByRole('heading', { name: 'Applications' })).not.toBeInTheDocument();
  staff.unmount();

  for (const member of [TEST_ADMIN, { ...TEST_ADMIN, role: 'recruiter' as const }]) {
    const shown = renderStaff(applications, { at: '/staff/applications', member });
    expect(screen.getByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    shown.unmount();
  }
});
