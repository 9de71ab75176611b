import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { MESSAGE_STATUSES } from 'shared/contract/staff';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { fakeApi, json } from 'shared/test/fake-api';
import { staffApi } from '../../app/staff-api';
import { renderStaff } from '../../test/render-staff';
import { KeysetListView } from './keyset-list-view';
import type { ListColumn } from './list-table';
import { StatusBadge } from './status-badge';
import { listUrl, useKeysetList, type ListArgs } from './use-keyset-list';

// A list screen as the real ones are written: its endpoint, columns and the kit's three parts.
interface Row {
  id: number;
  name: string;
  status: string;
}

const PATH = '/api/staff/test-rows';
const testApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    testRows: build.query<ListPage<Row>, ListArgs>({ query: (args) => listUrl(PATH, args) }),
  }),
});

const COLUMNS: Array<ListColumn<Row>> = [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    rowHeader: true,
    cell: (row) => <a href={`/r/${row.id}`}>{row.name}</a>,
  },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'received', header: 'Received', sortKey: 'receivedAt', firstDir: 'desc', cell: () => 'today' },
];

function TestList() {
  const list = useKeysetList({
    sorts: ['name', 'receivedAt'],
    defaultSort: 'receivedAt',
    defaultDir: 'desc',
    filters: ['status'],
    pageSize: 2,
  });
  const result = testApi.useTestRowsQuery(list.args);
  const navigate = useNavigate();
  return (
    <>
      <KeysetListView
        list={list}
        result={result}
        searchLabel="Search rows"
        filters={[
          {
            name: 'status',
            label: 'Status',
            options: MESSAGE_STATUSES.map((status) => ({ value: status, label: status })),
          },
        ]}
        caption="Rows"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        empty={{ filtered: 'No rows match.', none: 'No rows match.' }}
        pagerLabel="Rows pages"
      />
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

const row = (id: number, name: string): Row => ({ id, name, status: 'in progress' });

/** Three pages of two rows, by cursor. */
function threePages(request: Request) {
  const after = new URL(request.url).searchParams.get('after');
  if (!after) return json(200, { items: [row(1, 'Asha'), row(2, 'Bala')], next: 'c2' });
  if (after === 'c2') return json(200, { items: [row(3, 'Chitra'), row(4, 'Dev')], next: 'c3' });
  return json(200, { items: [row(5, 'Esha')], next: null });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Rows' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

test('Next and Previous walk the cursors, the address keeps them, and Back goes to the page before', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({ [`GET ${PATH}`]: threePages });
  renderStaff(<TestList />, { at: '/staff/rows' });

  await waitFor(() => expect(rowNames()).toEqual(['Asha', 'Bala']));
  expect(screen.getByText('Page 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(query(fake.paths()[0]!)).toEqual({ sort: 'receivedAt', dir: 'desc', limit: '2' });

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(rowNames()).toEqual(['Chitra', 'Dev']));
  expect(screen.getByText('Page 2')).toHaveAttribute('aria-live', 'polite');
  expect(query(fake.paths()[1]!)).toMatchObject({ after: 'c2' });
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/rows?cursor=c2');

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(rowNames()).toEqual(['Esha']));
  expect(screen.getByText('Page 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByTestId('location')).toHaveTextContent('cursor=c2&cursor=c3');

  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await waitFor(() => expect(rowNames()).toEqual(['Chitra', 'Dev']));
  expect(screen.getByText('Page 2')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await waitFor(() => expect(rowNames()).toEqual(['Esha']));
  expect(screen.getByText('Page 3')).toBeInTheDocument();
});

test('a header sorts by its column, again turns the direction round, and starts at the first page', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({ [`GET ${PATH}`]: threePages });
  renderStaff(<TestList />, { at: '/staff/rows?cursor=c2' });
  await waitFor(() => expect(rowNames()).toEqual(['Chitra', 'Dev']));

  const received = screen.getByRole('columnheader', { name: /Received/ });
  expect(received).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');

  await user.click(screen.getByRole('button', { name: 'Name' }));
  await waitFor(() => expect(screen.getByText('Page 1')).toBeInTheDocument());
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(received).not.toHaveAttribute('aria-sort');
  expect(query(fake.paths().at(-1)!)).toEqual({ sort: 'name', dir: 'asc', limit: '2' });

  await user.click(screen.getByRole('button', { name: 'Name' }));
  await waitFor(() =>
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending'),
  );
  expect(query(fake.paths().at(-1)!)).toEqual({ sort: 'name', dir: 'desc', limit: '2' });
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/rows?sort=name&dir=desc');
});

test('the search is sent once typing pauses, and a filter is a labelled select; both start at page 1', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({ [`GET ${PATH}`]: threePages });
  renderStaff(<TestList />, { at: '/staff/rows?cursor=c2' });
  await waitFor(() => expect(rowNames()).toEqual(['Chitra', 'Dev']));

  await user.type(screen.getByRole('searchbox', { name: 'Search rows' }), 'ravi k');
  // Nothing is sent for each key: one call after the pause.
  await waitFor(() => expect(query(fake.paths().at(-1)!)).toMatchObject({ q: 'ravi k' }));
  expect(fake.paths().filter((path) => path.includes('q='))).toHaveLength(1);
  expect(screen.getByText('Page 1')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in progress');
  await waitFor(() =>
    expect(query(fake.paths().at(-1)!)).toEqual({
      q: 'ravi k',
      sort: 'receivedAt',
      dir: 'desc',
      status: 'in progress',
      limit: '2',
    }),
  );
  expect(screen.getByRole('searchbox', { name: 'Search rows' })).toHaveValue('ravi k');
});

test('Enter sends the search at once, without waiting for the pause', async () => {
  const user = userEvent.setup();
  fakeApi({ [`GET ${PATH}`]: threePages });
  renderStaff(<TestList />, { at: '/staff/rows' });
  await user.type(screen.getByRole('searchbox', { name: 'Search rows' }), 'asha{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/rows?q=asha');
  await waitFor(() => expect(screen.getByRole('table', { name: 'Rows' })).toBeInTheDocument());
});

test('an empty page says so; a failed one says so in an alert with a Retry that works', async () => {
  const user = userEvent.setup();
  fakeApi({
    [`GET ${PATH}`]: [
      { status: 500, body: { title: 'Server error.', status: 500 } },
      { body: { items: [], next: null } },
    ],
  });
  renderStaff(<TestList />, { at: '/staff/rows' });
  expect(screen.getByText('Loading rows…')).toHaveAttribute('role', 'status');

  const message = await screen.findByText(/^Could not load rows\./);
  const alert = message.closest<HTMLElement>('[role="alert"]')!;
  expect(alert).not.toBeNull();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('No rows match.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('the table scrolls inside a labelled region that takes the keyboard, and its cells hold links', async () => {
  fakeApi({ [`GET ${PATH}`]: threePages });
  renderStaff(<TestList />, { at: '/staff/rows' });
  const region = await screen.findByRole('region', { name: 'Rows' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(await within(region).findByRole('link', { name: 'Asha' })).toHaveAttribute('href', '/r/1');
  expect(within(region).getAllByText('in progress')[0]).toHaveClass('staff-badge--in-progress');
});
