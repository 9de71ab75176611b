import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_PATHS } from 'shared/contract/staff';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_RECRUITER } from '../../test/render-staff';
import { CLOSED, DRAFT, PUBLISHED } from './opening-fixtures';
import { OpeningsPage } from './openings-page';

const EXPIRED = { ...PUBLISHED, id: 15, title: 'Data Engineer', open: false, closesOn: '2026-03-01' };
const PAGE = { items: [PUBLISHED, DRAFT, CLOSED, EXPIRED], next: null };
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
const row = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;

test('every opening with its state, type, place, applications and last day; each title a link', async () => {
  const api = fakeApi({ [`GET ${STAFF_PATHS.openings}`]: { body: PAGE } });
  renderStaff(<OpeningsPage />, { at: '/staff/openings', member: TEST_RECRUITER });
  expect(screen.getByRole('heading', { level: 1, name: 'Openings' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New opening' })).toHaveAttribute('href', '/staff/openings/new');
  const table = await screen.findByRole('table', { name: 'Openings' });
  expect(within(table).getAllByRole('row')).toHaveLength(5);
  expect(within(row(PUBLISHED.title)).getByRole('link', { name: PUBLISHED.title })).toHaveAttribute(
    'href',
    '/staff/openings/12',
  );
  const cells = (title: string) => [...row(title).querySelectorAll('td')].map((cell) => cell.textContent);
  expect(cells(PUBLISHED.title)).toEqual([
    'Published',
    'Full time',
    'Hyderabad (hybrid)',
    '7',
    '30 Apr 2026',
    '05 Mar 2026',
  ]);
  expect(cells(DRAFT.title)).toEqual([
    'Draft',
    'Internship',
    'Hyderabad (on site)',
    '0',
    'None',
    '05 Mar 2026',
  ]);
  expect(
    within(row(PUBLISHED.title)).getByRole('link', { name: `7 applications to ${PUBLISHED.title}` }),
  ).toHaveAttribute('href', '/staff/applications?openingId=12');
  expect(cells(CLOSED.title)[0]).toBe('Closed');
  expect(cells(EXPIRED.title)[0]).toBe('Closing date passed');
  // On a phone each row is a card: every cell carries its column's name.
  expect(row(DRAFT.title).querySelector('td')).toHaveAttribute('data-label', 'Status');
  expect(query(api.paths()[0]!)).toEqual({ sort: 'updatedAt', dir: 'desc', limit: '25' });
});

test('the status filter and the title search go to the server; an empty answer says so', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${STAFF_PATHS.openings}`]: [{ body: PAGE }, { body: { items: [], next: null } }],
  });
  renderStaff(<OpeningsPage />, { at: '/staff/openings', member: TEST_RECRUITER });
  await screen.findByRole('table', { name: 'Openings' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
  await user.type(screen.getByRole('searchbox', { name: 'Search openings' }), 'intern{Enter}');
  await waitFor(() => expect(query(api.paths().at(-1)!)).toMatchObject({ status: 'draft', q: 'intern' }));
  expect(await screen.findByText('No openings match.')).toBeInTheDocument();
});
