import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadDetailResponse } from 'shared/contract/staff-inbox-responses';
import { fakeApi, json } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { LeadPage } from './lead-page';

const LEAD: LeadDetailResponse = {
  id: 9,
  companyName: 'Charminar Foods',
  industryType: 'Food processing',
  address: '12 Pathergatti, Hyderabad',
  email: 'imran@charminar.in',
  mobile: '98765 43210',
  website: 'https://charminar.in',
  contactPerson: 'Imran Khan',
  teamContact: 'Director',
  servicesRequired: ['Website Design & Development', 'Digital Marketing'],
  others: 'A WhatsApp catalogue',
  clientDate: '2026-03-10T05:00:00.000Z',
  nextAppointmentDate: '2026-03-20',
  reference: 'Trade fair',
  note: 'Wants it before Ugadi',
  cidServices: 'E-commerce Website, SEO',
  status: 'contacted',
  bde: { bdeCode: 'BDE123456', fullName: 'Asha K Rao' },
  viaLink: false,
  createdAt: '2026-03-10T05:00:00.000Z',
  notes: [],
};
const PATH = '/api/staff/leads/9';

const posted = (fake: ReturnType<typeof fakeApi>, path: string) =>
  fake
    .sent()
    .filter((call) => call.method === 'POST' && call.path === path)
    .map((call) => call.body);

function open(lead = LEAD, extra: Parameters<typeof fakeApi>[0] = {}) {
  const fake = fakeApi({ [`GET ${PATH}`]: { body: lead }, ...extra });
  renderStaff(<LeadPage />, { at: '/staff/leads/9', route: '/staff/leads/:leadId' });
  return fake;
}

test('every field of the lead, with mailto:, tel: and the BDE’s page one click away', async () => {
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Charminar Foods' })).toBeInTheDocument();
  const client = screen.getByRole('region', { name: 'Client' });
  for (const text of ['Food processing', '12 Pathergatti, Hyderabad', 'Imran Khan', 'Director']) {
    expect(within(client).getByText(text)).toBeInTheDocument();
  }
  expect(within(client).getByRole('link', { name: 'imran@charminar.in' })).toHaveAttribute(
    'href',
    'mailto:imran@charminar.in',
  );
  expect(within(client).getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
  const needs = screen.getByRole('region', { name: 'What they asked for' });
  for (const text of [
    'Digital Marketing',
    'A WhatsApp catalogue',
    'E-commerce Website, SEO',
    'Wants it before Ugadi',
    'Trade fair',
    '20 Mar 2026',
  ]) {
    expect(within(needs).getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'BDE123456' })).toHaveAttribute(
    'href',
    '/staff/partners/BDE123456',
  );
});

test('assigns to a BDE by code, typed in any case, and moves the lead along; only the changes are sent', async () => {
  const user = userEvent.setup();
  const fake = open(LEAD, { [`POST ${PATH}`]: { body: LEAD } });
  const form = await screen.findByRole('region', { name: 'Status and BDE' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Won');
  const code = within(form).getByRole('textbox', { name: 'BDE code' });
  await user.clear(code);
  await user.type(code, ' bde654321 ');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posted(fake, PATH)).toEqual([{ status: 'won', bdeCode: 'BDE654321' }]));
  expect(await screen.findByText('Lead saved.')).toBeInTheDocument();
});

test('a code with other characters is refused here; an unknown one by the API, under the field', async () => {
  const user = userEvent.setup();
  const fake = open(LEAD, {
    [`POST ${PATH}`]: () =>
      json(400, {
        title: 'Some fields are not valid.',
        status: 400,
        errors: { bdeCode: ['No BDE has this code.'] },
      }),
  });
  const form = await screen.findByRole('region', { name: 'Status and BDE' });
  const code = within(form).getByRole('textbox', { name: 'BDE code' });
  await user.clear(code);
  await user.type(code, 'BDE 12!');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription(/only letters and digits/));
  expect(code).toHaveFocus();
  expect(posted(fake, PATH)).toEqual([]);

  await user.clear(code);
  await user.type(code, 'BDE000001');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription(/No BDE has this code\./));
  expect(code).toHaveAttribute('aria-invalid', 'true');
});

test('recording a proposal asks first, then sends it for the lead’s BDE', async () => {
  const user = userEvent.setup();
  const fake = open(LEAD, {
    [`POST ${PATH}/proposal`]: {
      status: 201,
      body: { proposalId: 31, proposalStatus: 'accepted', lead: { ...LEAD, status: 'proposal sent' } },
    },
  });
  const section = await screen.findByRole('region', { name: 'Record a proposal' });
  await user.click(within(section).getByRole('radio', { name: 'Accepted by the client' }));
  const opener = within(section).getByRole('button', { name: 'Record a proposal' });

  await user.click(opener);
  let dialog = await screen.findByRole('dialog', { name: 'Record this proposal?' });
  expect(dialog).toHaveAccessibleDescription(
    /Charminar Foods, accepted by the client, .*Asha K Rao \(BDE123456\)/,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
  expect(posted(fake, `${PATH}/proposal`)).toEqual([]);

  await user.click(opener);
  dialog = await screen.findByRole('dialog', { name: 'Record this proposal?' });
  await user.click(within(dialog).getByRole('button', { name: 'Record proposal' }));
  await waitFor(() => expect(posted(fake, `${PATH}/proposal`)).toEqual([{ status: 'accepted' }]));
  expect(
    await screen.findByText('Proposal recorded for BDE123456: accepted by the client.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('without a BDE the proposal cannot be recorded, and the page says why', async () => {
  open({ ...LEAD, bde: null });
  const section = await screen.findByRole('region', { name: 'Record a proposal' });
  expect(within(section).getByRole('button', { name: 'Record a proposal' })).toBeDisabled();
  expect(within(section).getByRole('group', { name: 'The proposal was' })).toHaveAccessibleDescription(
    /Assign this lead to a BDE first\./,
  );
  expect(screen.getByText(/no BDE yet/)).toBeInTheDocument();
});

test('a note is added to the lead', async () => {
  const user = userEvent.setup();
  const fake = open(LEAD, {
    [`POST ${PATH}/notes`]: {
      status: 201,
      body: {
        id: 5,
        text: 'Demo on Friday.',
        author: { id: 7, name: 'Lakshmi Rao' },
        createdAt: '2026-03-10T07:00:00.000Z',
      },
    },
  });
  const notes = await screen.findByRole('region', { name: 'Notes' });
  expect(within(notes).getByText('No notes yet.')).toBeInTheDocument();
  await user.type(within(notes).getByRole('textbox', { name: /Add a note/ }), 'Demo on Friday.');
  await user.click(within(notes).getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(posted(fake, `${PATH}/notes`)).toEqual([{ text: 'Demo on Friday.' }]));
});

test("a lead that came through a BDE's personal link says so", async () => {
  open({ ...LEAD, viaLink: true });
  expect(await screen.findByText(/via Asha K Rao's link/)).toBeInTheDocument();
});

test('a lead the BDE sent themselves does not', async () => {
  open();
  await screen.findByRole('heading', { level: 1, name: 'Charminar Foods' });
  expect(screen.queryByText(/'s link/)).toBeNull();
});
