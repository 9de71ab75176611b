import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FollowUpItem, FollowUpsResponse } from 'shared/contract/bde-portal-responses';
import { FOLLOW_UP_MESSAGES } from 'shared/contract/bde-follow-up-schema';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, liveAnswers, renderPortal } from '../../app/portal-test-kit';

const item = (
  leadId: number,
  companyName: string,
  dueDate: string,
  lastNote: string | null = null,
): FollowUpItem => ({
  leadId,
  companyName,
  contactPerson: `Contact ${leadId}`,
  mobile: '9848000001',
  status: 'contacted',
  dueDate,
  lastNote,
});

const FOLLOW_UPS: FollowUpsResponse = {
  today: '2026-03-10',
  overdue: [item(1, 'Overdue Co', '2026-03-09', 'Asked to call back.')],
  dueToday: [item(2, 'Today Co', '2026-03-10')],
  upcoming: [],
};
const AFTER: FollowUpsResponse = { ...FOLLOW_UPS, overdue: [] };

test('follow-ups fall in overdue, today and upcoming, each a table saying when it is empty', async () => {
  fakeApi({ ...dashboardAnswers(), ...liveAnswers({ followUps: FOLLOW_UPS }) });
  renderPortal('/bdedetails/tasks');
  const overdue = await screen.findByRole('table', { name: 'Overdue follow-ups' });
  expect(within(overdue).getByText('Asked to call back.')).toBeInTheDocument();
  expect(within(overdue).getByText('09 Mar 2026')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Today (1)' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: 'Upcoming follow-ups' })).getByText('Nothing planned yet.'),
  ).toBeInTheDocument();
});

test('marking a follow-up done needs a note, sends it, and the list is read again', async () => {
  const api = fakeApi({
    ...dashboardAnswers(),
    ...liveAnswers(),
    'GET /api/BDEPortal/FollowUps?bdeCode=BDE240101': [{ body: FOLLOW_UPS }, { body: AFTER }],
    'POST /api/BDEPortal/FollowUps?bdeCode=BDE240101': { body: { leadId: 1, nextFollowUp: null } },
  });
  renderPortal('/bdedetails/tasks');
  await userEvent.click(await screen.findByRole('button', { name: 'Record a follow-up with Overdue Co' }));
  const form = screen.getByRole('region', { name: 'Follow up with Overdue Co' });
  expect(within(form).getByRole('heading', { name: 'Follow up with Overdue Co' })).toHaveFocus();
  await userEvent.click(within(form).getByRole('button', { name: 'Save follow-up' }));
  expect(await within(form).findByText(FOLLOW_UP_MESSAGES.noteRequired)).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: 'Note' })).toHaveAttribute('aria-invalid', 'true');
  expect(api.requestsTo('/api/BDEPortal/FollowUps', 'POST')).toHaveLength(0);

  await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), 'Sent the quote.');
  await userEvent.click(within(form).getByRole('button', { name: 'Save follow-up' }));
  expect(await screen.findByText('Nothing overdue.')).toBeInTheDocument();
  expect(api.sent().find((call) => call.method === 'POST')?.body).toEqual({
    leadId: 1,
    action: 'done',
    note: 'Sent the quote.',
    nextDate: '',
  });
  expect(screen.queryByRole('region', { name: 'Follow up with Overdue Co' })).toBeNull();
  expect(screen.getByRole('heading', { name: /^Overdue/ })).toHaveFocus();
});

test('moving to a date the server refuses shows its message on the date field', async () => {
  fakeApi({
    ...dashboardAnswers(),
    ...liveAnswers({ followUps: FOLLOW_UPS }),
    'POST /api/BDEPortal/FollowUps?bdeCode=BDE240101': {
      status: 400,
      body: {
        title: 'Some fields are not valid.',
        errors: { nextDate: [FOLLOW_UP_MESSAGES.nextDateNotPast] },
      },
    },
  });
  renderPortal('/bdedetails/tasks');
  await userEvent.click(await screen.findByRole('button', { name: 'Record a follow-up with Today Co' }));
  const form = screen.getByRole('region', { name: 'Follow up with Today Co' });
  await userEvent.click(within(form).getByRole('radio', { name: 'Move to a new date' }));
  const date = within(form).getByLabelText(/New date/);
  await userEvent.type(date, '2026-03-11');
  await userEvent.click(within(form).getByRole('button', { name: 'Save follow-up' }));
  expect(await within(form).findByText(FOLLOW_UP_MESSAGES.nextDateNotPast)).toBeInTheDocument();
  expect(date).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByRole('alert')).toHaveTextContent('Check the fields marked below.');
});
