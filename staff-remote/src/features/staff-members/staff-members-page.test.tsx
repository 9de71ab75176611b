import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffMemberItem } from 'shared/contract/staff-account-responses';
import { STAFF_EMAIL_TAKEN } from 'shared/contract/staff-account-schema';
import { fakeApi, json } from 'shared/test/fake-api';
import { TEST_ADMIN, renderStaff } from '../../test/render-staff';
import { StaffMembersPage } from './staff-members-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const member = (id: number, name: string, overrides: Partial<StaffMemberItem> = {}): StaffMemberItem => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@deccanstack.in`,
  role: 'staff',
  state: 'active',
  resetRequest: null,
  createdAt: '2026-11-02T06:30:00.000Z',
  ...overrides,
});

const ME = member(TEST_ADMIN.id, TEST_ADMIN.name, { role: 'admin', email: TEST_ADMIN.email });
const BINA = member(2, 'Bina Staff');
const CHANDRA = member(3, 'Chandra Rao', { state: 'disabled' });
const PAGE = { items: [ME, BINA, CHANDRA], next: null };

function open() {
  return renderStaff(<StaffMembersPage />, { at: '/staff/members', member: TEST_ADMIN });
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

test('lists the staff with role and state; the admin’s own row has no actions', async () => {
  api = fakeApi({ [`GET ${STAFF_PATHS.members}`]: { body: PAGE } });
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Staff members' });
  expect(within(table).getAllByRole('row')).toHaveLength(4);
  expect(within(row('Bina Staff')).getByText('Active')).toBeInTheDocument();
  expect(within(row('Bina Staff')).getByRole('link', { name: 'bina@deccanstack.in' })).toHaveAttribute(
    'href',
    'mailto:bina@deccanstack.in',
  );
  expect(within(row('Chandra Rao')).getByText('Disabled')).toBeInTheDocument();
  expect(within(row(TEST_ADMIN.name)).getByText('This is you')).toBeInTheDocument();
  expect(within(row(TEST_ADMIN.name)).queryByRole('button')).toBeNull();
  expect(within(row('Bina Staff')).getByRole('button', { name: 'Disable Bina Staff' })).toBeInTheDocument();
  expect(within(row('Chandra Rao')).getByRole('button', { name: 'Enable Chandra Rao' })).toBeInTheDocument();
  expect(api.paths()[0]).toBe(`${STAFF_PATHS.members}?sort=name&dir=asc&limit=25`);
});

test('the role and state filters and the search are sent to the server', async () => {
  api = fakeApi({ [`GET ${STAFF_PATHS.members}`]: { body: PAGE } });
  open();
  const user = userEvent.setup();
  await screen.findByRole('table', { name: 'Staff members' });
  await user.selectOptions(screen.getByLabelText('Filter by state'), 'set-up pending');
  await user.selectOptions(screen.getByLabelText('Filter by role'), 'admin');
  await waitFor(() => expect(api.paths().at(-1)).toContain('state=set-up+pending'));
  expect(api.paths().at(-1)).toContain('role=admin');
  await user.type(screen.getByLabelText('Search staff'), 'bina{Enter}');
  await waitFor(() => expect(api.paths().at(-1)).toContain('q=bina'));
});

test('adding a member says their set-up link was emailed to them; the admin never sees it', async () => {
  api = fakeApi({
    [`GET ${STAFF_PATHS.members}`]: { body: PAGE },
    [`POST ${STAFF_PATHS.members}`]: { status: 201, body: { id: 9, emailedTo: 'devi@deccanstack.in' } },
  });
  open();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), '  Devi Prasad ');
  await user.type(screen.getByLabelText(/^Email/), 'devi@deccanstack.in');
  await user.selectOptions(screen.getByLabelText(/^Role/), 'admin');
  await user.click(screen.getByRole('button', { name: 'Add and email their set-up link' }));

  const heading = await screen.findByRole('heading', { level: 2, name: 'Devi Prasad was added' });
  expect(heading).toHaveFocus();
  expect(api.jsonOf(STAFF_PATHS.members, 1)).toEqual({
    name: 'Devi Prasad',
    email: 'devi@deccanstack.in',
    role: 'admin',
  });
  expect(heading.closest('section')).toHaveTextContent(
    /We emailed a one-time set-up link to devi@deccanstack\.in\. It works once, for 24 hours/,
  );
  expect(screen.queryByRole('textbox', { name: /link/i })).not.toBeInTheDocument();
  // The form is ready for the next person, and the list is read again.
  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  await waitFor(() => expect(api.requestsTo(STAFF_PATHS.members, 'GET')).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('heading', { name: 'Devi Prasad was added' })).not.toBeInTheDocument();
});

test('a taken email is marked at the email field; an empty form is checked before sending', async () => {
  api = fakeApi({
    [`GET ${STAFF_PATHS.members}`]: { body: PAGE },
    [`POST ${STAFF_PATHS.members}`]: {
      status: 400,
      body: { status: 400, title: STAFF_EMAIL_TAKEN, errors: { email: [STAFF_EMAIL_TAKEN] } },
    },
  });
  open();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add and email their set-up link' }));
  expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  expect(api.requestsTo(STAFF_PATHS.members, 'POST')).toHaveLength(0);

  await user.type(screen.getByLabelText(/^Name/), 'Bina Again');
  await user.type(screen.getByLabelText(/^Email/), 'bina@deccanstack.in');
  await user.click(screen.getByRole('button', { name: 'Add and email their set-up link' }));
  await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(STAFF_EMAIL_TAKEN));
});

test('disabling asks first; Cancel changes nothing and gives focus back; confirming disables and says so', async () => {
  api = fakeApi({
    [`GET ${STAFF_PATHS.members}`]: [
      { body: PAGE },
      { body: { items: [ME, { ...BINA, state: 'disabled' }, CHANDRA], next: null } },
    ],
    [`POST ${STAFF_PATHS.member({ staffId: BINA.id })}`]: { body: { ...BINA, state: 'disabled' } },
  });
  open();
  const user = userEvent.setup();
  const disable = await screen.findByRole('button', { name: 'Disable Bina Staff' });
  await user.click(disable);
  const dialog = screen.getByRole('dialog', { name: 'Disable Bina Staff?' });
  expect(dialog).toHaveAccessibleDescription(/signed out at once/);
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(disable).toHaveFocus();
  expect(api.requestsTo(STAFF_PATHS.member({ staffId: BINA.id }))).toHaveLength(0);

  await user.click(disable);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('Bina Staff is disabled and was signed out.')).toBeInTheDocument();
  expect(api.jsonOf(STAFF_PATHS.member({ staffId: BINA.id }))).toEqual({ disabled: true });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Enable Bina Staff' })).toBeInTheDocument();
});

test('a refused action stays in the dialog with the reason', async () => {
  api = fakeApi({
    [`GET ${STAFF_PATHS.members}`]: { body: PAGE },
    [`POST ${STAFF_PATHS.member({ staffId: CHANDRA.id })}`]: () =>
      json(404, { status: 404, title: 'There is no such staff member.' }),
  });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Enable Chandra Rao' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable' }));
  expect(
    await within(screen.getByRole('dialog')).findByText('There is no such staff member.'),
  ).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('resetting a sign-in asks first, then says the new link was emailed to them', async () => {
  api = fakeApi({
    [`GET ${STAFF_PATHS.members}`]: { body: PAGE },
    [`POST ${STAFF_PATHS.memberReset({ staffId: BINA.id })}`]: {
      body: { id: BINA.id, outcome: 'reset', emailedTo: BINA.email },
    },
  });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reset sign-in of Bina Staff' }));
  const dialog = screen.getByRole('dialog', { name: "Reset Bina Staff's sign-in?" });
  await user.click(within(dialog).getByRole('button', { name: 'Reset sign-in' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: "Bina Staff's sign-in was reset" }),
  ).toHaveFocus();
  expect(screen.getByText(/which also tells them their sign-in was reset/)).toBeInTheDocument();
});

test("an admin's reset is asked for first; another admin's request is confirmed from the row", async () => {
  const DEEPA = member(4, 'Deepa Iyer', { role: 'admin' });
  const ESHA = member(5, 'Esha Nair', {
    role: 'admin',
    resetRequest: { byId: DEEPA.id, byName: DEEPA.name, at: '2026-11-25T04:30:00.000Z' },
  });
  api = fakeApi({
    [`GET ${STAFF_PATHS.members}`]: { body: { items: [ME, DEEPA, ESHA], next: null } },
    [`POST ${STAFF_PATHS.memberReset({ staffId: DEEPA.id })}`]: {
      body: { id: DEEPA.id, outcome: 'awaiting confirmation', emailedTo: null },
    },
    [`POST ${STAFF_PATHS.memberReset({ staffId: ESHA.id })}`]: {
      body: { id: ESHA.id, outcome: 'reset', emailedTo: ESHA.email },
    },
  });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reset sign-in of Deepa Iyer' }));
  const ask = screen.getByRole('dialog', { name: "Ask to reset Deepa Iyer's sign-in?" });
  expect(ask).toHaveAccessibleDescription(/a second admin must confirm within 24 hours/);
  await user.click(within(ask).getByRole('button', { name: 'Ask to reset' }));
  expect(await screen.findByText(/a second admin must confirm it/)).toBeInTheDocument();

  expect(within(row('Esha Nair')).getByText(/Reset asked by Deepa Iyer on 25 Nov 2026/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm reset of Esha Nair' }));
  const confirm = screen.getByRole('dialog', { name: "Confirm the reset of Esha Nair's sign-in?" });
  await user.click(within(confirm).getByRole('button', { name: 'Confirm reset' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: "Esha Nair's sign-in was reset" }),
  ).toHaveFocus();
});

test('an admin adds a recruiter, whose role the form explains', async () => {
  api = fakeApi({
    [`GET ${STAFF_PATHS.members}`]: { body: PAGE },
    [`POST ${STAFF_PATHS.members}`]: { status: 201, body: { id: 10, emailedTo: 'rekha@deccanstack.in' } },
  });
  open();
  const user = userEvent.setup();
  const role = screen.getByLabelText(/^Role/);
  expect(role).toHaveAccessibleDescription(/recruiters only openings and applications/);
  await user.type(screen.getByLabelText(/^Name/), 'Rekha Nair');
  await user.type(screen.getByLabelText(/^Email/), 'rekha@deccanstack.in');
  await user.selectOptions(role, 'Recruiter');
  await user.click(screen.getByRole('button', { name: 'Add and email their set-up link' }));
  await screen.findByRole('heading', { level: 2, name: 'Rekha Nair was added' });
  expect(api.jsonOf(STAFF_PATHS.members, 1)).toEqual({
    name: 'Rekha Nair',
    email: 'rekha@deccanstack.in',
    role: 'recruiter',
  });
});
