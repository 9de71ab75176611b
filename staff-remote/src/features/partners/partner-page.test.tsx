import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, type FakeAnswer } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { PARTNER_EARNINGS } from './partner-earnings-fixture';
import { partnerFixture } from './partner-fixtures';
import { PartnerPage } from './partner-page';

const PARTNER = 'GET /api/staff/partners/BDE1001';
const week = (weekStart: string, visits: number, leads: number) => ({
  weekStart,
  visits,
  leads,
  registrations: 0,
  messages: 0,
  signUps: 0,
});
const LINK_WEEKS = { weeks: [week('2026-11-23', 3, 0), week('2026-11-30', 5, 2)] };
const SIGN_UPS = 'GET /api/staff/partners/BDE1001/referral-link/sign-ups';
const LINK_SIGN_UPS = {
  signUps: [
    { name: 'Meena Iyer', email: 'meena@example.in', signedUpAt: '2026-11-30T05:00:00.000Z' },
    { name: 'Ravi Kumar', email: 'ravi@example.in', signedUpAt: '2026-11-24T12:15:00.000Z' },
  ],
  total: 2,
};
// Each partner's earnings section asks for their figures, and the link section for its weeks and sign-ups.
const EARNINGS = {
  'GET /api/staff/partners/BDE1001/earnings': { body: PARTNER_EARNINGS },
  'GET /api/staff/partners/BDE1002/earnings': { body: PARTNER_EARNINGS },
  'GET /api/staff/partners/BDE1001/referral-link': { body: LINK_WEEKS },
  'GET /api/staff/partners/BDE1002/referral-link': { body: LINK_WEEKS },
  [SIGN_UPS]: { body: LINK_SIGN_UPS },
  'GET /api/staff/partners/BDE1002/referral-link/sign-ups': { body: { signUps: [], total: 0 } },
};
const MESSAGES = 'GET /api/staff/partners/BDE1001/messages';
/** The messages panel's answer: no conversation yet. */
const NO_MESSAGES = { [MESSAGES]: { body: { items: [], unread: 0 } } };
const open = () =>
  renderStaff(<PartnerPage />, { at: '/staff/partners/BDE1001', route: '/staff/partners/:bdeCode' });
const section = (name: string) => screen.findByRole('region', { name });

test('shows the profile, the masked numbers only, the referrer and the downline', async () => {
  fakeApi({ ...EARNINGS, [PARTNER]: { body: partnerFixture() }, ...NO_MESSAGES });
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Asha Devi Rao' })).toBeInTheDocument();
  const profile = await section('Profile');
  expect(within(profile).getByRole('link', { name: 'asha.rao@example.in' })).toHaveAttribute(
    'href',
    'mailto:asha.rao@example.in',
  );
  expect(within(profile).getByRole('link', { name: '9848012301' })).toHaveAttribute('href', 'tel:9848012301');
  expect(within(profile).getByText('12 Apr 1990')).toBeInTheDocument();
  // The language the BDE's emails are in: English words, its own name marked as its language.
  const language = within(profile).getByText('Language').nextElementSibling;
  expect(language).toHaveTextContent('Telugu (తెలుగు)');
  expect(within(language as HTMLElement).getByText('తెలుగు')).toHaveAttribute('lang', 'te');
  const identity = await section('Identity');
  expect(within(identity).getByText('XXXX XXXX 0101')).toBeInTheDocument();
  expect(within(identity).getByText('XXXXXX101A')).toBeInTheDocument();
  const network = await section('Referrer and downline');
  expect(within(network).getByRole('link', { name: 'Imran Khan (BDE1000)' })).toHaveAttribute(
    'href',
    '/staff/partners/BDE1000',
  );
  expect(within(network).getByRole('link', { name: 'Bala Krishna (BDE1002)' })).toBeInTheDocument();
  expect(within(network).getByText('Referred 1 directly; 3 below in all.')).toBeInTheDocument();
  // Headings in order: the page's h1, then a section's h2, then a form's h3.
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Profile',
    'Identity',
    'Referrer and downline',
    'Documents',
    'Review',
    'PAN for TDS',
    'Business',
    'Earnings',
    'Personal link',
    'Messages',
  ]);
});

test('each document opens in a new tab through its audited route, never a lasting address', async () => {
  fakeApi({ ...EARNINGS, [PARTNER]: { body: partnerFixture() }, ...NO_MESSAGES });
  open();
  const documents = await section('Documents');
  const aadhaar = within(documents).getByRole('link', { name: 'Open the Aadhaar copy (opens in a new tab)' });
  expect(aadhaar).toHaveAttribute('href', '/api/staff/partners/BDE1001/documents/11');
  expect(aadhaar).toHaveAttribute('target', '_blank');
  expect(aadhaar).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(documents).getByText(/recorded in the audit log/)).toBeInTheDocument();
  expect(within(documents).getByText('PNG, 900 bytes, sent 06 Mar 2024')).toBeInTheDocument();
});

test('rejecting needs a reason (the same rule as the API); a rejection with one is sent and confirmed', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({
    ...EARNINGS,
    ...NO_MESSAGES,
    [PARTNER]: { body: partnerFixture() },
    'POST /api/staff/partners/BDE1001/review': {
      body: {
        status: 'rejected',
        reason: 'The PAN copy is unreadable.',
        reviewedAt: '2025-01-01T00:00:00.000Z',
        reviewedBy: { id: 7, name: 'Lakshmi Rao' },
      },
    },
  });
  open();
  const review = await section('Review');
  await user.selectOptions(within(review).getByRole('combobox', { name: /Decision/ }), 'rejected');
  await user.click(within(review).getByRole('button', { name: 'Save the review' }));
  const reason = within(review).getByRole('textbox', { name: /Reason/ });
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(reason).toHaveAccessibleDescription(
    expect.stringContaining('Say why the registration is not accepted'),
  );
  expect(reason).toHaveFocus();
  expect(fake.requestsTo('/api/staff/partners/BDE1001/review')).toHaveLength(0);

  await user.type(reason, 'The PAN copy is unreadable.');
  await user.click(within(review).getByRole('button', { name: 'Save the review' }));
  await waitFor(() =>
    expect(fake.jsonOf('/api/staff/partners/BDE1001/review')).toEqual({
      decision: 'rejected',
      reason: 'The PAN copy is unreadable.',
    }),
  );
  expect(await screen.findByText('Asha Devi Rao: rejected.')).toBeInTheDocument();
});

test('the PAN status is recorded apart from the review: it alone sets the higher TDS rate', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({
    ...EARNINGS,
    ...NO_MESSAGES,
    [PARTNER]: { body: partnerFixture() },
    'POST /api/staff/partners/BDE1001/pan': {
      body: {
        status: 'inoperative',
        checkedAt: '2025-01-01T00:00:00.000Z',
        checkedBy: { id: 7, name: 'Lakshmi Rao' },
      },
    },
  });
  open();
  const pan = await section('PAN for TDS');
  expect(within(pan).getByText('Not checked yet (ordinary rate)', { selector: 'p' })).toBeInTheDocument();
  await user.selectOptions(within(pan).getByRole('combobox', { name: /PAN status/ }), 'inoperative');
  await user.click(within(pan).getByRole('button', { name: 'Save the PAN status' }));
  await waitFor(() =>
    expect(fake.jsonOf('/api/staff/partners/BDE1001/pan')).toEqual({ status: 'inoperative' }),
  );
  expect(await screen.findByText('Asha Devi Rao: PAN inoperative.')).toBeInTheDocument();
});

test('a review already made shows who made it, when, and the reason', async () => {
  fakeApi({
    ...EARNINGS,
    ...NO_MESSAGES,
    [PARTNER]: {
      body: partnerFixture({
        review: {
          status: 'rejected',
          reason: 'Blurred copy.',
          reviewedAt: '2025-01-06T10:00:00.000Z',
          reviewedBy: { id: 7, name: 'Lakshmi Rao' },
        },
      }),
    },
  });
  open();
  const review = await section('Review');
  expect(within(review).getByText('Rejected').parentElement).toHaveTextContent(
    'Rejected by Lakshmi Rao on 06 Jan 2025, 3:30 pm IST',
  );
  expect(within(review).getByText('Blurred copy.')).toBeInTheDocument();
});

test('a project with a bad amount is refused beside the field; a good one is recorded', async () => {
  const user = userEvent.setup();
  const fake = fakeApi({
    ...EARNINGS,
    ...NO_MESSAGES,
    [PARTNER]: { body: partnerFixture() },
    'POST /api/staff/partners/BDE1001/projects': {
      status: 201,
      body: {
        id: 8,
        companyName: 'Deccan Spices',
        amount: 250000.5,
        status: 'On Hold',
        createdAt: '2025-01-06T06:30:00.000Z',
      },
    },
  });
  open();
  const form = await screen.findByRole('form', { name: 'Add a project' });
  await user.type(within(form).getByRole('textbox', { name: /Company/ }), 'Deccan Spices');
  await user.type(within(form).getByRole('textbox', { name: /Amount in rupees/ }), '12.345');
  await user.click(within(form).getByRole('button', { name: 'Add the project' }));
  const amount = within(form).getByRole('textbox', { name: /Amount in rupees/ });
  expect(amount).toHaveAccessibleDescription(
    expect.stringContaining('Must be rupees with at most two decimals'),
  );
  expect(fake.requestsTo('/api/staff/partners/BDE1001/projects')).toHaveLength(0);

  await user.clear(amount);
  await user.type(amount, '2,50,000.50');
  await user.selectOptions(within(form).getByRole('combobox', { name: /Status/ }), 'On Hold');
  await user.click(within(form).getByRole('button', { name: 'Add the project' }));
  await waitFor(() =>
    expect(fake.jsonOf('/api/staff/partners/BDE1001/projects')).toEqual({
      companyName: 'Deccan Spices',
      amount: '2,50,000.50',
      status: 'On Hold',
      date: '',
    }),
  );
  expect(
    await screen.findByText('Project Deccan Spices (₹2,50,000.50) recorded for Asha Devi Rao.'),
  ).toBeInTheDocument();
});

test('a field the API refuses is marked with its message', async () => {
  const user = userEvent.setup();
  fakeApi({
    ...EARNINGS,
    ...NO_MESSAGES,
    [PARTNER]: { body: partnerFixture() },
    'POST /api/staff/partners/BDE1001/proposals': () =>
      json(400, {
        title: 'Some fields are not valid.',
        status: 400,
        errors: { companyName: ['Remove control or text-direction characters.'] },
      }),
  });
  open();
  const form = await screen.findByRole('form', { name: 'Add a proposal' });
  await user.type(within(form).getByRole('textbox', { name: /Company/ }), 'Acme');
  await user.click(within(form).getByRole('button', { name: 'Add the proposal' }));
  expect(await within(form).findByText('Remove control or text-direction characters.')).toBeInTheDocument();
  expect(await screen.findByText('Some fields are not valid.')).toBeInTheDocument();
});

test("a project's status is changed in its row", async () => {
  const user = userEvent.setup();
  const fake = fakeApi({
    ...EARNINGS,
    ...NO_MESSAGES,
    [PARTNER]: { body: partnerFixture() },
    'POST /api/staff/projects/7': {
      body: {
        id: 7,
        companyName: 'Charminar Foods',
        amount: 250000.5,
        status: 'Completed',
        createdAt: '2025-01-06T06:30:00.000Z',
      },
    },
  });
  open();
  const table = await screen.findByRole('table', { name: 'Projects' });
  await user.selectOptions(
    within(table).getByRole('combobox', { name: 'Status of Charminar Foods' }),
    'Completed',
  );
  await user.click(within(table).getByRole('button', { name: 'Save the status of Charminar Foods' }));
  await waitFor(() => expect(fake.jsonOf('/api/staff/projects/7')).toEqual({ status: 'Completed' }));
  expect(await screen.findByText('Charminar Foods is now Completed.')).toBeInTheDocument();
  expect(within(table).getByText('₹2,50,000.50')).toBeInTheDocument();
});

test('an unknown code says so', async () => {
  fakeApi({ [PARTNER]: { status: 404, body: { title: 'No BDE has this code.', status: 404 } } });
  open();
  expect(
    await screen.findByText('No BDE has the code BDE1001. It may have been typed wrong.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All partners' })).toHaveAttribute('href', '/staff/partners');
});

test('a downline link opens that BDE’s page, never showing the one before while it loads', async () => {
  const user = userEvent.setup();
  fakeApi({
    ...EARNINGS,
    ...NO_MESSAGES,
    [PARTNER]: { body: partnerFixture() },
    'GET /api/staff/partners/BDE1002': {
      body: partnerFixture({ bdeCode: 'BDE1002', fullName: 'Bala Krishna', referrer: null }),
    },
    'GET /api/staff/partners/BDE1002/messages': { body: { items: [], unread: 0 } },
  });
  open();
  const network = await section('Referrer and downline');
  await user.click(within(network).getByRole('link', { name: 'Bala Krishna (BDE1002)' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Bala Krishna' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: 'Asha Devi Rao' })).not.toBeInTheDocument();
});

test('the earnings section: this month and this financial year, and the way to the partner’s lines', async () => {
  fakeApi({ ...EARNINGS, [PARTNER]: { body: partnerFixture() }, ...NO_MESSAGES });
  open();
  const earnings = await section('Earnings');
  const figures = (period: string) =>
    Object.fromEntries(
      [...within(earnings).getByRole('heading', { name: period }).parentElement!.querySelectorAll('dt')].map(
        (term) => [term.textContent, term.nextElementSibling?.textContent],
      ),
    );
  await within(earnings).findByRole('heading', { name: 'November 2026' });
  expect(figures('November 2026')).toEqual({
    Pending: '₹1,250.05',
    Approved: '₹0',
    Held: '₹0',
    Declined: '₹0',
    'Paid (gross)': '₹25,000',
    'TDS deducted': '₹500',
    'Net paid': '₹24,500',
  });
  expect(figures('Financial year 2026-27')).toMatchObject({
    Held: '₹400',
    Declined: '₹100',
    'TDS deducted': '₹800',
    'Net paid': '₹39,200',
  });
  expect(within(earnings).getByRole('link', { name: 'Their commission lines' })).toHaveAttribute(
    'href',
    '/staff/commissions?bdeCode=BDE1001',
  );
});

test('each project opens its payments', async () => {
  fakeApi({ ...EARNINGS, [PARTNER]: { body: partnerFixture() }, ...NO_MESSAGES });
  open();
  const table = await screen.findByRole('table', { name: 'Projects' });
  expect(within(table).getByRole('link', { name: 'Payments of Charminar Foods' })).toHaveAttribute(
    'href',
    '/staff/projects/7/payments',
  );
});

test("the partner's personal link: the weeks the BDE sees, newest first, with totals", async () => {
  fakeApi({ ...EARNINGS, [PARTNER]: { body: partnerFixture() }, ...NO_MESSAGES });
  open();
  const link = await section('Personal link');
  expect(
    await within(link).findByText(
      'Last 2 weeks: 8 visits, 2 leads, 0 registrations, 0 contact messages, 0 sign-ups.',
    ),
  ).toBeInTheDocument();
  const rows = within(within(link).getByRole('table', { name: 'Personal link by week' })).getAllByRole('row');
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['5', '2', '0', '0', '0']);
});

test('the users who signed up through the link, newest first, each with their address', async () => {
  fakeApi({ ...EARNINGS, [PARTNER]: { body: partnerFixture() }, ...NO_MESSAGES });
  open();
  const link = await section('Personal link');
  const table = await within(link).findByRole('table', { name: 'Sign-ups through the link (2)' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Meena Iyer', 'meena@example.in', '30 Nov 2026, 10:30 am IST'],
    ['Ravi Kumar', 'ravi@example.in', '24 Nov 2026, 5:45 pm IST'],
  ]);
  expect(within(table).getByRole('link', { name: 'meena@example.in' })).toHaveAttribute(
    'href',
    'mailto:meena@example.in',
  );
});

const withSignUps = (answer: FakeAnswer | FakeAnswer[]) =>
  fakeApi({ ...EARNINGS, [PARTNER]: { body: partnerFixture() }, ...NO_MESSAGES, [SIGN_UPS]: answer });

test('more sign-ups through the link than are shown: the caption says how many in all', async () => {
  withSignUps({ body: { ...LINK_SIGN_UPS, total: 73 } });
  open();
  const link = await section('Personal link');
  expect(
    await within(link).findByRole('table', { name: 'Sign-ups through the link: the latest 2 of 73' }),
  ).toBeInTheDocument();
});

test('no sign-ups through the link yet says so, with no table', async () => {
  withSignUps({ body: { signUps: [], total: 0 } });
  open();
  const link = await section('Personal link');
  expect(await within(link).findByText('No one has signed up through this link yet.')).toBeInTheDocument();
  expect(within(link).queryByRole('table', { name: /Sign-ups through the link/ })).not.toBeInTheDocument();
});

test('sign-ups through the link that fail to load say so, and Retry loads them', async () => {
  const user = userEvent.setup();
  withSignUps([{ status: 500, body: { title: 'Down.', status: 500 } }, { body: LINK_SIGN_UPS }]);
  open();
  const link = await section('Personal link');
  const alert = (await within(link).findByText(/Could not load the link's sign-ups\./)).closest(
    '[role="alert"]',
  ) as HTMLElement;
  expect(alert).not.toBeNull();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(
    await within(link).findByRole('table', { name: 'Sign-ups through the link (2)' }),
  ).toBeInTheDocument();
});
