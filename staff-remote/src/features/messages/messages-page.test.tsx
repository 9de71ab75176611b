import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageListItem } from 'shared/contract/staff-inbox-responses';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { MessagesPage } from './messages-page';

const MESSAGES: MessageListItem[] = [
  {
    id: 41,
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    contactNumber: '9876543210',
    excerpt: 'We need a website for our clinic…',
    status: 'new',
    assignee: null,
    createdAt: '2026-03-10T05:00:00.000Z',
  },
  {
    id: 40,
    name: 'Meena Iyer',
    email: 'meena@example.com',
    contactNumber: '+91 40 2345 6789',
    excerpt: 'Please call back.',
    status: 'in progress',
    assignee: { id: 7, name: 'Lakshmi Rao' },
    createdAt: '2026-03-09T05:00:00.000Z',
  },
];
const ASSIGNEES = {
  items: [
    { id: 1, name: 'Arjun Mehta' },
    { id: 7, name: 'Lakshmi Rao' },
  ],
};

const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
const listCalls = (paths: string[]) => paths.filter((path) => path.startsWith('/api/staff/messages'));

test('the messages, newest first, each row a link to the message with its status and assignee', async () => {
  const fake = fakeApi({
    'GET /api/staff/messages': { body: { items: MESSAGES, next: null } },
    'GET /api/staff/assignees': { body: ASSIGNEES },
  });
  renderStaff(<MessagesPage />, { at: '/staff/messages' });
  expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Contact messages' });
  expect(within(table).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
    'href',
    '/staff/messages/41',
  );
  const meena = within(table).getByRole('rowheader', { name: 'Meena Iyer' }).closest('tr')!;
  expect(meena).toHaveTextContent('In progress');
  expect(meena).toHaveTextContent('Lakshmi Rao');
  expect(meena).toHaveTextContent('09 Mar 2026');
  expect(within(table).getByRole('rowheader', { name: 'Ravi Kumar' }).closest('tr')).toHaveTextContent(
    'Nobody',
  );
  expect(within(table).getByRole('columnheader', { name: /Received/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(query(listCalls(fake.paths())[0]!)).toEqual({ sort: 'createdAt', dir: 'desc', limit: '25' });
});

test('filters by status and by assignee (the staff from the API, or nobody), and searches', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({
    'GET /api/staff/messages': { body: { items: MESSAGES, next: null } },
    'GET /api/staff/assignees': { body: ASSIGNEES },
  });
  renderStaff(<MessagesPage />, { at: '/staff/messages' });
  await screen.findByRole('table', { name: 'Contact messages' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
  await waitFor(() => expect(query(listCalls(fake.paths()).at(-1)!)).toMatchObject({ status: 'closed' }));

  const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
  await waitFor(() =>
    expect(within(assignee).getByRole('option', { name: 'Lakshmi Rao' })).toBeInTheDocument(),
  );
  await user.selectOptions(assignee, 'Nobody yet');
  await waitFor(() =>
    expect(query(listCalls(fake.paths()).at(-1)!)).toMatchObject({ status: 'closed', assigneeId: 'none' }),
  );
  await user.selectOptions(assignee, 'Lakshmi Rao');
  await waitFor(() => expect(query(listCalls(fake.paths()).at(-1)!)).toMatchObject({ assigneeId: '7' }));

  await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'clinic{Enter}');
  await waitFor(() => expect(query(listCalls(fake.paths()).at(-1)!)).toMatchObject({ q: 'clinic' }));
});

test('a filtered list with nothing in it says nothing matches', async () => {
  fakeApi({
    'GET /api/staff/messages': { body: { items: [], next: null } },
    'GET /api/staff/assignees': { body: ASSIGNEES },
  });
  renderStaff(<MessagesPage />, { at: '/staff/messages?status=new' });
  expect(await screen.findByText('No messages match.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
});
