import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageDetailResponse } from 'shared/contract/staff-inbox-responses';
import { fakeApi, json } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { MessagePage } from './message-page';

const MESSAGE: MessageDetailResponse = {
  id: 41,
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  contactNumber: '+91 98765 43210',
  message: 'We need a website for our clinic.\nPlease call after 5 pm.',
  websiteUrl: 'https://ravi-clinic.in',
  status: 'new',
  assignee: null,
  referredBy: null,
  createdAt: '2026-03-10T05:00:00.000Z',
  notes: [
    {
      id: 3,
      text: 'Called; no answer.',
      author: { id: 1, name: 'Arjun Mehta' },
      createdAt: '2026-03-10T06:00:00.000Z',
    },
  ],
};
const ASSIGNEES = {
  items: [
    { id: 1, name: 'Arjun Mehta' },
    { id: 7, name: 'Lakshmi Rao' },
  ],
};
const PATH = '/api/staff/messages/41';

/** The JSON bodies POSTed to a path, in order. */
const posted = (fake: ReturnType<typeof fakeApi>, path: string) =>
  fake
    .sent()
    .filter((call) => call.method === 'POST' && call.path === path)
    .map((call) => call.body);

function open(message = MESSAGE, extra: Parameters<typeof fakeApi>[0] = {}) {
  const fake = fakeApi({
    [`GET ${PATH}`]: { body: message },
    'GET /api/staff/assignees': { body: ASSIGNEES },
    ...extra,
  });
  renderStaff(<MessagePage />, { at: '/staff/messages/41', route: '/staff/messages/:messageId' });
  return fake;
}

test('the message, its sender with mailto: and tel: links, and its notes', async () => {
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Message from Ravi Kumar' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/We need a website for our clinic\./)).toHaveTextContent('Please call after 5 pm.');
  const sender = screen.getByRole('region', { name: 'Sender' });
  expect(within(sender).getByRole('link', { name: 'ravi@example.com' })).toHaveAttribute(
    'href',
    'mailto:ravi@example.com',
  );
  expect(within(sender).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  expect(within(sender).getByRole('link', { name: /ravi-clinic\.in/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  const notes = screen.getByRole('region', { name: 'Notes' });
  expect(within(notes).getByText('Called; no answer.')).toBeInTheDocument();
  expect(within(notes).getByText('Arjun Mehta')).toBeInTheDocument();
  expect(screen.getByText('Received', { exact: false })).toHaveTextContent('10 Mar 2026');
});

test('a website that is not an http address is shown as text, never as a link', async () => {
  open({ ...MESSAGE, websiteUrl: 'javascript:alert(1)' });
  const sender = await screen.findByRole('region', { name: 'Sender' });
  expect(within(sender).getByText('javascript:alert(1)')).toBeInTheDocument();
  expect(within(sender).queryByRole('link', { name: /javascript/ })).toBeNull();
});

test('Save sends only what changed: the status and the assignee as the API takes them', async () => {
  const user = userEvent.setup();
  const fake = open(MESSAGE, {
    [`POST ${PATH}`]: {
      body: { ...MESSAGE, status: 'in progress', assignee: { id: 7, name: 'Lakshmi Rao' } },
    },
  });
  const form = await screen.findByRole('region', { name: 'Status and assignee' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'In progress');
  await waitFor(() => expect(within(form).getByRole('option', { name: 'Lakshmi Rao' })).toBeInTheDocument());
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Assigned to' }), 'Lakshmi Rao');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posted(fake, PATH)).toEqual([{ status: 'in progress', assigneeId: 7 }]));
  expect(await screen.findByText('Message saved.')).toBeInTheDocument();
});

test('unassigning sends null; saving nothing changed sends nothing', async () => {
  const user = userEvent.setup();
  const assigned = { ...MESSAGE, assignee: { id: 7, name: 'Lakshmi Rao' } };
  const fake = open(assigned, { [`POST ${PATH}`]: { body: { ...assigned, assignee: null } } });
  const form = await screen.findByRole('region', { name: 'Status and assignee' });
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Nothing to save/)).toBeInTheDocument();
  expect(fake.requestsTo(PATH, 'POST')).toHaveLength(0);
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Assigned to' }), 'Nobody');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posted(fake, PATH)).toEqual([{ assigneeId: null }]));
});

test("the API's refusal of an assignee shows under that field", async () => {
  const user = userEvent.setup();
  open(MESSAGE, {
    [`POST ${PATH}`]: () =>
      json(400, {
        title: 'Some fields are not valid.',
        status: 400,
        errors: { assigneeId: ['Choose an active staff member.'] },
      }),
  });
  const form = await screen.findByRole('region', { name: 'Status and assignee' });
  await waitFor(() => expect(within(form).getByRole('option', { name: 'Arjun Mehta' })).toBeInTheDocument());
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Assigned to' }), 'Arjun Mehta');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  const select = within(form).getByRole('combobox', { name: 'Assigned to' });
  await waitFor(() => expect(select).toHaveAccessibleDescription('Choose an active staff member.'));
  expect(select).toHaveAttribute('aria-invalid', 'true');
});

test('Close message closes it at once', async () => {
  const user = userEvent.setup();
  const fake = open(MESSAGE, { [`POST ${PATH}`]: { body: { ...MESSAGE, status: 'closed' } } });
  await user.click(await screen.findByRole('button', { name: 'Close message' }));
  await waitFor(() => expect(posted(fake, PATH)).toEqual([{ status: 'closed' }]));
  expect(await screen.findByText('Message closed.')).toBeInTheDocument();
});

test('a note must have words; a note sent is added and the box emptied', async () => {
  const user = userEvent.setup();
  const fake = open(MESSAGE, {
    [`POST ${PATH}/notes`]: {
      status: 201,
      body: {
        id: 4,
        text: 'Sent a quote.',
        author: { id: 7, name: 'Lakshmi Rao' },
        createdAt: '2026-03-10T07:00:00.000Z',
      },
    },
  });
  const notes = await screen.findByRole('region', { name: 'Notes' });
  const box = within(notes).getByRole('textbox', { name: /Add a note/ });
  await user.click(within(notes).getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
  expect(box).toHaveFocus();
  expect(box).toHaveAccessibleDescription(/This field is required\./);
  expect(fake.requestsTo(`${PATH}/notes`)).toHaveLength(0);

  await user.type(box, '  Sent a quote.  ');
  await user.click(within(notes).getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(posted(fake, `${PATH}/notes`)).toEqual([{ text: 'Sent a quote.' }]));
  expect(await screen.findByText('Note added.')).toBeInTheDocument();
  await waitFor(() => expect(box).toHaveValue(''));
});

test('an unknown message says there is none, with the way back', async () => {
  fakeApi({
    [`GET ${PATH}`]: { status: 404, body: { title: 'There is no message with this number.', status: 404 } },
    'GET /api/staff/assignees': { body: ASSIGNEES },
  });
  renderStaff(<MessagePage />, { at: '/staff/messages/41', route: '/staff/messages/:messageId' });
  expect(await screen.findByText(/There is no message with this number/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the messages' })).toHaveAttribute(
    'href',
    '/staff/messages',
  );
});

test('an address that is no number makes no call', async () => {
  renderStaff(<MessagePage />, { at: '/staff/messages/abc', route: '/staff/messages/:messageId' });
  expect(await screen.findByText(/There is no message with this number/)).toBeInTheDocument();
});

test("a message sent after following a BDE's personal link names the BDE", async () => {
  open({ ...MESSAGE, referredBy: { bdeCode: 'BDE1001', fullName: 'Asha Devi Rao' } });
  expect(await screen.findByText(/came through Asha Devi Rao's link \(BDE1001\)/)).toBeInTheDocument();
});
