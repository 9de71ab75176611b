import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDetailResponse } from 'shared/contract/staff-application-responses';
import { APPLICATION_MESSAGES, daysAfter } from 'shared/contract/staff-application-schema';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import { formatDateIn } from 'shared/format/date';
import { fakeApi, json } from 'shared/test/fake-api';
import { TEST_ADMIN, renderStaff } from '../../test/render-staff';
import { APPLICATION } from './application-fixtures';
import { ApplicationPage } from './application-page';

const PATH = '/api/staff/applications/12';
const RECRUITER = { ...TEST_ADMIN, role: 'recruiter' as const };

const posted = (fake: ReturnType<typeof fakeApi>, path: string) =>
  fake
    .sent()
    .filter((call) => call.method === 'POST' && call.path === path)
    .map((call) => call.body);

function open(
  application: ApplicationDetailResponse = APPLICATION,
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  const fake = fakeApi({ [`GET ${PATH}`]: { body: application }, ...extra });
  renderStaff(<ApplicationPage />, {
    at: '/staff/applications/12',
    route: '/staff/applications/:applicationId',
    member: RECRUITER,
  });
  return fake;
}

test('the candidate’s fields, with mailto:, tel:, their link, the opening and the résumé download', async () => {
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Application from Anjali Rao' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Senior Frontend Developer' })).toHaveAttribute(
    'href',
    '/staff/applications?openingId=4',
  );
  const candidate = screen.getByRole('region', { name: 'Candidate' });
  for (const text of ['Vizag', '4 years', 'I can join in 30 days.', 'Yes, for future openings']) {
    expect(within(candidate).getByText(text)).toBeInTheDocument();
  }
  expect(within(candidate).getByRole('link', { name: 'anjali.rao@example.com' })).toHaveAttribute(
    'href',
    'mailto:anjali.rao@example.com',
  );
  expect(within(candidate).getByRole('link', { name: '+91 98480 12345' })).toHaveAttribute(
    'href',
    'tel:+919848012345',
  );
  expect(within(candidate).getByRole('link', { name: /linkedin\.com\/in\/anjali/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  const resume = screen.getByRole('region', { name: 'Résumé' });
  expect(within(resume).getByText('PDF, 234 KB')).toBeInTheDocument();
  const download = within(resume).getByRole('link', { name: 'Download the résumé (PDF)' });
  expect(download).toHaveAttribute('href', '/api/staff/applications/12/resume');
  expect(download).toHaveAttribute('download');
  expect(screen.getByRole('region', { name: 'Notes' })).toBeInTheDocument();
});

test('a note is added to the application', async () => {
  const user = userEvent.setup();
  const note = {
    id: 1,
    text: 'Strong portfolio.',
    author: { id: 1, name: 'Arjun Mehta' },
    createdAt: '2026-06-03T05:00:00.000Z',
  };
  const fake = open(APPLICATION, { [`POST ${PATH}/notes`]: { status: 201, body: note } });
  const notes = await screen.findByRole('region', { name: 'Notes' });
  await user.type(within(notes).getByRole('textbox', { name: /Add a note/ }), 'Strong portfolio.');
  await user.click(within(notes).getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(posted(fake, `${PATH}/notes`)).toEqual([{ text: 'Strong portfolio.' }]));
});

describe('the stage', () => {
  test('Not selected asks for the reason: refused here without one, sent with it', async () => {
    const user = userEvent.setup();
    const fake = open(APPLICATION, {
      [`POST ${PATH}/stage`]: { body: { ...APPLICATION, stage: 'not selected' } },
    });
    const section = await screen.findByRole('region', { name: 'Stage' });
    expect(within(section).queryByRole('textbox', { name: /Why not selected/ })).not.toBeInTheDocument();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Stage' }), 'Not selected');
    const reason = within(section).getByRole('textbox', { name: /Why not selected/ });
    expect(reason).toHaveAccessibleDescription(/never sent to the candidate/);
    await user.click(within(section).getByRole('button', { name: 'Save the stage' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(
        new RegExp(APPLICATION_MESSAGES.reasonRequired.slice(0, 30)),
      ),
    );
    expect(reason).toHaveFocus();
    expect(posted(fake, `${PATH}/stage`)).toEqual([]);

    await user.type(reason, 'No TypeScript yet.');
    await user.click(within(section).getByRole('button', { name: 'Save the stage' }));
    await waitFor(() =>
      expect(posted(fake, `${PATH}/stage`)).toEqual([
        { stage: 'not selected', reason: 'No TypeScript yet.' },
      ]),
    );
    expect(await screen.findByText('Moved to Not selected.')).toBeInTheDocument();
  });

  test('another stage is sent without a reason, even when one was kept', async () => {
    const user = userEvent.setup();
    const declined = { ...APPLICATION, stage: 'not selected' as const, notSelectedReason: 'Too junior.' };
    const fake = open(declined, { [`POST ${PATH}/stage`]: { body: { ...APPLICATION, stage: 'offer' } } });
    const section = await screen.findByRole('region', { name: 'Stage' });
    expect(within(section).getByRole('textbox', { name: /Why not selected/ })).toHaveValue('Too junior.');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Stage' }), 'Offer');
    await user.click(within(section).getByRole('button', { name: 'Save the stage' }));
    await waitFor(() => expect(posted(fake, `${PATH}/stage`)).toEqual([{ stage: 'offer' }]));
  });
});

describe('the interview invitation', () => {
  const soon = daysAfter(todayInIndia(), 3);

  test('checks the date, time and place here first, then sends them; the place or the link, as chosen', async () => {
    const user = userEvent.setup();
    const fake = open(APPLICATION, {
      [`POST ${PATH}/interview`]: {
        status: 202,
        body: { application: { ...APPLICATION, stage: 'interview' } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Interview invitation' });
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    const date = within(form).getByLabelText(/^Date/);
    await waitFor(() => expect(date).toHaveAccessibleDescription(/This field is required/));
    expect(date).toHaveFocus();
    expect(within(form).getByLabelText(/^Time/)).toHaveAccessibleDescription(/This field is required/);
    expect(within(form).getByRole('textbox', { name: /Place/ })).toHaveAccessibleDescription(
      new RegExp(APPLICATION_MESSAGES.placeOrLink),
    );

    await user.type(date, todayInIndia());
    await user.type(within(form).getByLabelText(/^Time/), '14:30');
    await user.click(within(form).getByRole('radio', { name: 'Online' }));
    const link = within(form).getByRole('textbox', { name: /Link to join/ });
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(new RegExp(APPLICATION_MESSAGES.dateNotFuture.slice(0, 20))),
    );
    expect(link).toHaveAccessibleDescription(new RegExp(APPLICATION_MESSAGES.linkShape.slice(0, 20)));
    expect(posted(fake, `${PATH}/interview`)).toEqual([]);

    await user.clear(date);
    await user.type(date, soon);
    await user.clear(link);
    await user.type(link, 'https://meet.example.com/abc');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(posted(fake, `${PATH}/interview`)).toEqual([
        { date: soon, time: '14:30', link: 'https://meet.example.com/abc' },
      ]),
    );
    expect(await within(form).findByRole('status')).toHaveTextContent(
      `The invitation for ${formatDateIn(`${soon}T12:00:00+05:30`)} at 14:30 IST is in the outbox, to anjali.rao@example.com.`,
    );
  });

  test('in person sends the place; a refusal of the API is shown under its field', async () => {
    const user = userEvent.setup();
    const fake = open(APPLICATION, {
      [`POST ${PATH}/interview`]: () =>
        json(400, {
          title: 'Some fields are not valid.',
          status: 400,
          errors: { date: [APPLICATION_MESSAGES.dateNotFuture] },
        }),
    });
    const form = await screen.findByRole('form', { name: 'Interview invitation' });
    await user.type(within(form).getByLabelText(/^Date/), soon);
    await user.type(within(form).getByLabelText(/^Time/), '10:00');
    await user.type(within(form).getByRole('textbox', { name: /Place/ }), 'Cyber Towers, 4th floor');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(posted(fake, `${PATH}/interview`)).toEqual([
        { date: soon, time: '10:00', place: 'Cyber Towers, 4th floor' },
      ]),
    );
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Date/)).toHaveAccessibleDescription(
        new RegExp(APPLICATION_MESSAGES.dateNotFuture.slice(0, 20)),
      ),
    );
  });
});

test('the interview invitations sent are listed with their day, time, place or link, and when they went', async () => {
  open({
    ...APPLICATION,
    stage: 'interview',
    interviews: [
      {
        date: '2026-06-15',
        time: '14:30',
        place: 'Cyber Towers, HITEC City',
        link: null,
        sentAt: '2026-06-10T10:00:00.000Z',
      },
      {
        date: '2026-06-18',
        time: '09:05',
        place: null,
        link: 'https://meet.example.com/abc',
        sentAt: '2026-06-12T04:30:00.000Z',
      },
    ],
  });
  const section = await screen.findByRole('region', { name: 'Invite to an interview' });
  const items = within(section).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '15 Jun 2026, 2:30 pm IST, Cyber Towers, HITEC City Sent 10 Jun 2026, 3:30 pm IST.',
    '18 Jun 2026, 9:05 am IST, online: https://meet.example.com/abc Sent 12 Jun 2026, 10:00 am IST.',
  ]);
  expect(within(items[1]).getByRole('link')).toHaveAttribute('href', 'https://meet.example.com/abc');
});

describe('the "not selected" message', () => {
  test('waits until the application is at Not selected', async () => {
    open();
    const section = await screen.findByRole('region', { name: 'Tell the candidate' });
    expect(within(section).getByRole('button', { name: 'Send the “not selected” message' })).toBeDisabled();
    expect(within(section).getByText(APPLICATION_MESSAGES.notSelectedFirst)).toBeInTheDocument();
  });

  test('asks first (Cancel sends nothing), then sends it', async () => {
    const user = userEvent.setup();
    const declined = { ...APPLICATION, stage: 'not selected' as const, notSelectedReason: 'Too junior.' };
    const told = { ...declined, notSelectedSentAt: '2026-06-03T09:00:00.000Z' };
    const fake = open(declined, {
      [`GET ${PATH}`]: [{ body: declined }, { body: told }],
      [`POST ${PATH}/not-selected`]: { status: 202, body: { application: told } },
    });
    const section = await screen.findByRole('region', { name: 'Tell the candidate' });
    expect(within(section).getByText(/never includes the reason/)).toBeInTheDocument();
    const button = within(section).getByRole('button', { name: 'Send the “not selected” message' });

    await user.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Send the “not selected” message?' });
    expect(dialog).toHaveAccessibleDescription(/anjali\.rao@example\.com .*Senior Frontend Developer/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(posted(fake, `${PATH}/not-selected`)).toEqual([]);

    await user.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Send the “not selected” message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the message' }));
    await waitFor(() => expect(posted(fake, `${PATH}/not-selected`)).toHaveLength(1));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Sent to anjali.rao@example.com on 03 Jun 2026, 2:30 pm IST',
    );
    expect(button).toBeDisabled();
  });

  test('once sent, the page says when, after any reload, and offers no second send', async () => {
    open({
      ...APPLICATION,
      stage: 'not selected',
      notSelectedReason: 'x',
      notSelectedSentAt: '2026-06-03T09:00:00.000Z',
    });
    const section = await screen.findByRole('region', { name: 'Tell the candidate' });
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Sent to anjali.rao@example.com on 03 Jun 2026, 2:30 pm IST. A candidate is sent it once only.',
    );
    expect(within(section).getByRole('button', { name: 'Send the “not selected” message' })).toBeDisabled();
    expect(within(section).queryByText(APPLICATION_MESSAGES.notSelectedFirst)).toBeNull();
  });

  test('a refusal is said inside the dialog, which stays open', async () => {
    const user = userEvent.setup();
    const declined = { ...APPLICATION, stage: 'not selected' as const, notSelectedReason: 'x' };
    open(declined, {
      [`POST ${PATH}/not-selected`]: () =>
        json(409, { title: APPLICATION_MESSAGES.notSelectedFirst, status: 409 }),
    });
    const section = await screen.findByRole('region', { name: 'Tell the candidate' });
    await user.click(within(section).getByRole('button', { name: 'Send the “not selected” message' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send the message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.notSelectedFirst);
  });
});

test('an unknown application says so, with the way back to the list', async () => {
  fakeApi({
    [`GET ${PATH}`]: { status: 404, body: { title: APPLICATION_MESSAGES.applicationNotFound, status: 404 } },
  });
  renderStaff(<ApplicationPage />, {
    at: '/staff/applications/12',
    route: '/staff/applications/:applicationId',
    member: RECRUITER,
  });
  expect(await screen.findByText(/There is no application with this number/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the applications' })).toHaveAttribute(
    'href',
    '/staff/applications',
  );
});
