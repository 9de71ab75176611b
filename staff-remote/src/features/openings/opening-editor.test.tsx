import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPENING_MESSAGES } from 'shared/contract/opening-schema';
import { STAFF_PATHS } from 'shared/contract/staff';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_RECRUITER } from '../../test/render-staff';
import { DRAFT, PUBLISHED } from './opening-fixtures';
import { NewOpeningPage } from './new-opening-page';
import { OpeningPage } from './opening-page';

const field = (name: string | RegExp) => screen.getByLabelText(name);
/** The JSON bodies POSTed to a path, in order. */
const posted = (api: ReturnType<typeof fakeApi>, path: string) =>
  api
    .sent()
    .filter((call) => call.method === 'POST' && call.path === path)
    .map((call) => call.body);
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;

function openNew() {
  return renderStaff(<NewOpeningPage />, { at: '/staff/openings/new', member: TEST_RECRUITER });
}

async function fillFullTime(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Title/), 'Backend Developer');
  await user.selectOptions(field(/^Employment type/), 'Full time');
  await user.selectOptions(field(/^Work mode/), 'Remote');
  await user.type(field(/^City/), 'Hyderabad');
  await user.type(field(/^At least/), '2');
  await user.type(field(/^At most/), '4');
  await user.selectOptions(field(/^Salary shown/), 'A range per month');
  await user.type(field(/^From/), '80000');
  await user.type(field(/^To/), '120000');
  await user.type(field(/^Description/), 'Own our APIs.{Enter}{Enter}- Node.js');
  await user.type(field(/^Requirements/), '- 2 years of Node.js');
}

test('an empty form: each problem under its field, tied to it, the first one focused, nothing sent', async () => {
  const user = userEvent.setup();
  const api = fakeApi({});
  openNew();
  expect(screen.getByRole('heading', { level: 1, name: 'New opening' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save the draft' }));
  await waitFor(() => expect(field(/^Title/)).toHaveFocus());
  for (const name of [/^Title/, /^Employment type/, /^Work mode/, /^City/, /^At least/, /^Description/]) {
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(field(name))).toBe('This field is required.');
  }
  expect(screen.getByText('Nothing was saved. Check the fields marked below.')).toHaveAttribute(
    'role',
    'alert',
  );
  expect(api.calls).toHaveLength(0);
});

test('an internship shows its length and "unpaid"; other types hide both; a range needs its period', async () => {
  const user = userEvent.setup();
  fakeApi({});
  openNew();
  expect(screen.queryByLabelText(/^Length in months/)).toBeNull();
  expect(within(field(/^Salary shown/)).queryByRole('option', { name: 'Unpaid internship' })).toBeNull();
  await user.selectOptions(field(/^Employment type/), 'Internship');
  await user.type(field(/^Length in months/), '3');
  await user.selectOptions(field(/^Salary shown/), 'Unpaid internship');
  expect(screen.queryByLabelText(/^From/)).toBeNull();
  // Another type: the length and "unpaid" go, and are not sent.
  await user.selectOptions(field(/^Employment type/), 'Contract');
  expect(screen.queryByLabelText(/^Length in months/)).toBeNull();
  expect(field(/^Salary shown/)).toHaveValue('');

  await user.type(field(/^At least/), '5');
  await user.type(field(/^At most/), '3');
  await user.selectOptions(field(/^Salary shown/), 'A range per year');
  await user.type(field(/^From/), '900000');
  await user.click(screen.getByRole('button', { name: 'Save the draft' }));
  await waitFor(() => expect(errorOf(field(/^At most/))).toBe(OPENING_MESSAGES.experienceOrder));
  expect(errorOf(field(/^To/))).toBe(OPENING_MESSAGES.salaryNeeded);
});

test('a filled form is sent as the API takes it (numbers as numbers, blanks as null); then its page opens', async () => {
  const user = userEvent.setup();
  const created = { ...PUBLISHED, id: 40, status: 'draft' as const };
  const api = fakeApi({ [`POST ${STAFF_PATHS.openings}`]: { status: 201, body: created } });
  openNew();
  await fillFullTime(user);
  await user.click(screen.getByRole('button', { name: 'Save the draft' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/openings/40'));
  expect(posted(api, STAFF_PATHS.openings)).toEqual([
    {
      title: 'Backend Developer',
      employmentType: 'full-time',
      city: 'Hyderabad',
      workMode: 'remote',
      experienceMinYears: 2,
      experienceMaxYears: 4,
      salaryMin: 80000,
      salaryMax: 120000,
      salaryPeriod: 'month',
      durationMonths: null,
      description: 'Own our APIs.\n\n- Node.js',
      requirements: '- 2 years of Node.js',
      closesOn: null,
    },
  ]);
  expect(await screen.findByText(/Draft saved/)).toBeInTheDocument();
});

test("the API's refusal goes on the field it names", async () => {
  const user = userEvent.setup();
  fakeApi({
    [`POST ${STAFF_PATHS.openings}`]: {
      status: 400,
      body: {
        title: 'Some fields are not valid.',
        status: 400,
        errors: { closesOn: [OPENING_MESSAGES.closesOnPast] },
      },
    },
  });
  openNew();
  await fillFullTime(user);
  await user.type(field(/^Last day to apply/), '2026-03-01');
  await user.click(screen.getByRole('button', { name: 'Save the draft' }));
  await waitFor(() => expect(errorOf(field(/^Last day to apply/))).toBe(OPENING_MESSAGES.closesOnPast));
  expect(field(/^Last day to apply/)).toHaveAttribute('aria-invalid', 'true');
});

test("an opening's page holds its saved fields; saving sends every field to its address", async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${STAFF_PATHS.opening({ openingId: 13 })}`]: { body: DRAFT },
    [`POST ${STAFF_PATHS.opening({ openingId: 13 })}`]: { body: { ...DRAFT, city: 'Pune' } },
  });
  renderStaff(<OpeningPage />, {
    at: '/staff/openings/13',
    route: '/staff/openings/:openingId',
    member: TEST_RECRUITER,
  });
  expect(await screen.findByRole('heading', { level: 1, name: DRAFT.title })).toBeInTheDocument();
  expect(field(/^Length in months/)).toHaveValue(3);
  expect(field(/^Salary shown/)).toHaveValue('unpaid');
  expect(field(/^Description/)).toHaveValue(DRAFT.description);
  await user.clear(field(/^City/));
  await user.type(field(/^City/), 'Pune');
  // Unsaved changes: Publish waits for them.
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  expect(screen.getByText(/Save your changes first/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save the draft' }));
  await waitFor(() => expect(posted(api, STAFF_PATHS.opening({ openingId: 13 }))).toHaveLength(1));
  expect(posted(api, STAFF_PATHS.opening({ openingId: 13 }))[0]).toMatchObject({
    city: 'Pune',
    employmentType: 'internship',
    durationMonths: 3,
    salaryPeriod: 'unpaid',
    salaryMin: null,
  });
});
