import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELEASE_MESSAGES, STAFF_RELEASE_PATHS } from 'shared/contract/releases';
import type { RemoteReleaseState, StaffReleasesResponse } from 'shared/contract/staff-release-responses';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_ADMIN, TEST_STAFF } from '../../test/render-staff';
import { RemoteReleasesPage } from './remote-releases-page';

const STABLE = '78f11cfc4fc9ab99';
const CANARY = 'd5dd8cadd6bc2ea2';
const OLDER = '06a36dd9fc026bb3';

const marketing: RemoteReleaseState = {
  remote: 'marketing',
  source: 'database',
  configured: `/remotes/marketing/${OLDER}/remoteEntry.js`,
  stable: STABLE,
  canary: CANARY,
  percent: 30,
  previousStable: OLDER,
  version: 4,
  changedAt: '2026-11-30T04:45:00.000Z',
  changedBy: 'Arjun Mehta (staff #1)',
  pinned: null,
  releases: [
    {
      name: CANARY,
      builtAt: '2026-11-29T10:00:00.000Z',
      commit: '0123456789abcdef0123456789abcdef01234567',
      lastHour: { loads: 40, failures: 6 },
    },
    {
      name: STABLE,
      builtAt: '2026-11-20T10:00:00.000Z',
      commit: null,
      lastHour: { loads: 200, failures: 3 },
    },
    {
      name: OLDER,
      builtAt: '2026-11-10T10:00:00.000Z',
      commit: 'fedcba9876543210fedcba9876543210fedcba98',
      lastHour: { loads: 0, failures: 0 },
    },
  ],
};
const staffRemote: RemoteReleaseState = {
  ...marketing,
  remote: 'staff',
  source: 'configuration',
  configured: '/remotes/staff/4751d72105ebe6e0/remoteEntry.js',
  stable: '4751d72105ebe6e0',
  canary: null,
  percent: null,
  previousStable: null,
  version: 0,
  changedAt: null,
  changedBy: null,
  releases: [
    {
      name: '4751d72105ebe6e0',
      builtAt: '2026-11-01T10:00:00.000Z',
      commit: null,
      lastHour: { loads: 120, failures: 0 },
    },
  ],
};
const LIST: StaffReleasesResponse = { remotes: [marketing, staffRemote], pinExpiresAt: null };
const GET = `GET ${STAFF_RELEASE_PATHS.releases}`;

const open = (member = TEST_ADMIN) => renderStaff(<RemoteReleasesPage />, { at: '/staff/releases', member });
const posted = (api: ReturnType<typeof fakeApi>) =>
  api
    .sent()
    .filter((call) => call.method === 'POST')
    .map(({ path, body }) => ({ path, body }));
const section = (name: RegExp) => screen.findByRole('region', { name });

test('each remote: stable, canary and its share, version, who changed it when; its releases with build time and commit', async () => {
  fakeApi({ [GET]: { body: LIST } });
  open(TEST_STAFF);
  const card = await section(/^Public pages \(/);
  const facts = Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
  expect(facts).toMatchObject({
    Stable: STABLE,
    Canary: `${CANARY} for 30% of visitors`,
    Version: '4',
    'Last change': expect.stringMatching(/^30 Nov 2026, 10:15 am IST by Arjun Mehta \(staff #1\)$/),
    'Before the last promotion': OLDER,
    'This browser': 'Not pinned',
  });
  const table = within(card).getByRole('table', { name: /Published releases of the Public pages/ });
  const row = (name: string) =>
    [...within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td')]
      .slice(0, 3)
      .map((cell) => cell.textContent);
  expect(row(CANARY)).toEqual([expect.stringContaining('29 Nov 2026'), '0123456789ab', 'canary, 30%']);
  expect(row(STABLE)).toEqual([expect.stringContaining('20 Nov 2026'), 'Unknown', 'stable']);
  const back = await section(/^Back office \(/);
  expect(back).toHaveTextContent('Never changed here: served as the configuration says');
  // Staff who are not admins see no changes to make, only their own pins.
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByRole('button', { name: /Promote|Roll back/ })).toBeNull();
  expect(within(table).getAllByRole('button', { name: /^Pin/ })).toHaveLength(3);
});

test("how often each release failed in visitors' browsers in the last hour: the canary's rate beside stable's", async () => {
  fakeApi({ [GET]: { body: LIST } });
  open(TEST_STAFF);
  const card = await section(/^Public pages \(/);
  const failuresOf = (region: HTMLElement) => {
    const term = within(region)
      .getAllByRole('term')
      .find((each) => each.textContent === 'Failures (last hour)');
    return within(term!.nextElementSibling as HTMLElement)
      .queryAllByRole('listitem')
      .map((item) => item.textContent);
  };
  expect(failuresOf(card)).toEqual([
    'Stable: 3 of 200 pages (1.5%)',
    'Canary: 6 of 40 pages (15.0%), more often than stable',
  ]);
  expect(failuresOf(await section(/^Back office \(/))).toEqual(['Stable: None of 120 pages']);

  const table = within(card).getByRole('table', { name: /Published releases of the Public pages/ });
  expect(within(table).getByRole('columnheader', { name: 'Failures (last hour)' })).toBeInTheDocument();
  const failures = (name: string) =>
    within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell')[3]!
      .textContent;
  expect(failures(CANARY)).toBe('6 of 40 pages (15.0%)');
  expect(failures(STABLE)).toBe('3 of 200 pages (1.5%)');
  expect(failures(OLDER)).toBe('Not served');
});

test('an admin starts a canary naming the version the list showed; the share is checked first', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ [GET]: { body: LIST }, [`POST ${STAFF_RELEASE_PATHS.canary}`]: { body: LIST } });
  open();
  const card = await section(/^Back office \(/);
  const form = within(card).getByRole('form', { name: /Start a canary/ });
  await user.click(within(form).getByRole('button', { name: 'Start the canary' }));
  expect(within(form).getByRole('combobox', { name: /Release/ })).toHaveAttribute('aria-invalid', 'true');
  // Only releases other than the stable one can be chosen.
  expect(
    within(form)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a release']);

  const other = within(await section(/^Public pages \(/)).getByRole('form', { name: /Change the canary/ });
  const percent = within(other).getByRole('textbox', { name: /Share of visitors/ });
  expect(percent).toHaveValue('30');
  await user.selectOptions(within(other).getByRole('combobox', { name: /Release/ }), OLDER);
  await user.clear(percent);
  await user.type(percent, '100');
  await user.click(within(other).getByRole('button', { name: 'Change the canary' }));
  expect(percent).toHaveAccessibleDescription(expect.stringContaining(RELEASE_MESSAGES.percent));
  expect(posted(api)).toEqual([]);

  await user.clear(percent);
  await user.type(percent, '10');
  await user.click(within(other).getByRole('button', { name: 'Change the canary' }));
  await waitFor(() =>
    expect(posted(api)).toEqual([
      {
        path: STAFF_RELEASE_PATHS.canary,
        body: { remote: 'marketing', release: OLDER, percent: 10, expect: 4 },
      },
    ]),
  );
  expect(await screen.findByText(`${OLDER} is the canary for 10% of visitors.`)).toBeInTheDocument();
});

test('a change another admin overtook is refused with the reason, and the list is read again', async () => {
  const user = userEvent.setup();
  const reason =
    'marketing is at version 5, not 4: stable 78f11cfc4fc9ab99, no canary. Another change came first; look at the state again and name its version.';
  const api = fakeApi({
    [GET]: { body: LIST },
    [`POST ${STAFF_RELEASE_PATHS.promote}`]: {
      status: 409,
      body: { title: reason, status: 409, errors: { expect: [reason] } },
    },
  });
  open();
  const card = await section(/^Public pages \(/);
  await user.click(within(card).getByRole('button', { name: 'Promote the canary' }));
  const dialog = await screen.findByRole('dialog', {
    name: `Promote ${CANARY} for every visitor of the Public pages?`,
  });
  await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
  expect(await within(dialog).findByText(reason)).toBeInTheDocument();
  expect(posted(api)).toEqual([
    { path: STAFF_RELEASE_PATHS.promote, body: { remote: 'marketing', expect: 4 } },
  ]);
  await waitFor(() =>
    expect(api.paths().filter((path) => path === STAFF_RELEASE_PATHS.releases)).toHaveLength(2),
  );
});

test('rolling back asks first, and sends the version the list showed', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ [GET]: { body: LIST }, [`POST ${STAFF_RELEASE_PATHS.rollback}`]: { body: LIST } });
  open();
  const card = await section(/^Public pages \(/);
  await user.click(within(card).getByRole('button', { name: 'Roll back' }));
  const dialog = await screen.findByRole('dialog', { name: 'End the canary of the Public pages?' });
  expect(dialog).toHaveTextContent(`Every visitor gets the stable release ${STABLE} again.`);
  await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
  await waitFor(() =>
    expect(posted(api)).toEqual([
      { path: STAFF_RELEASE_PATHS.rollback, body: { remote: 'marketing', expect: 4 } },
    ]),
  );
  expect(await screen.findByText(`The canary ended: everyone gets ${STABLE}.`)).toBeInTheDocument();
});

test('any staff member pins their browser to a release, and unpins it', async () => {
  const user = userEvent.setup();
  const pinned: StaffReleasesResponse = {
    remotes: [{ ...marketing, pinned: OLDER }, staffRemote],
    pinExpiresAt: '2026-11-30T12:45:00.000Z',
  };
  const api = fakeApi({
    [GET]: [{ body: LIST }, { body: pinned }],
    [`POST ${STAFF_RELEASE_PATHS.pin}`]: { body: pinned },
    [`POST ${STAFF_RELEASE_PATHS.unpin}`]: { body: LIST },
  });
  open(TEST_STAFF);
  const card = await section(/^Public pages \(/);
  await user.click(within(card).getByRole('button', { name: `Pin ${OLDER}` }));
  expect(await within(card).findByRole('button', { name: `Unpin ${OLDER}` })).toBeInTheDocument();
  expect(await screen.findByText(/This browser is pinned \(see below\) until/)).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: `Unpin ${OLDER}` }));
  await waitFor(() =>
    expect(posted(api)).toEqual([
      { path: STAFF_RELEASE_PATHS.pin, body: { remote: 'marketing', release: OLDER } },
      { path: STAFF_RELEASE_PATHS.unpin, body: { remote: 'marketing' } },
    ]),
  );
});
