import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAREERS_PATHS } from 'shared/contract/careers';
import { APPLICATION_MESSAGES } from 'shared/contract/job-application';
import { fakeApi, json, type FakeAnswer } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { ApplicationPage, LOOKUP_FAILED, NO_KEY } from './application-page';

const KEY = 'k'.repeat(43);
const STATUS = {
  opening: { title: '.NET Full Stack Developer Intern', slug: 'dotnet-full-stack-developer-intern' },
  stage: {
    label: 'Received',
    explanation: 'We have your application. We look at every application within a week.',
  },
  appliedAt: '2026-11-20T06:30:00.000Z',
  updatedAt: '2026-11-22T06:30:00.000Z',
  linkExpiresAt: '2027-05-21T06:30:00.000Z',
};

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

function openPage(hash: string, answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  window.history.replaceState(null, '', `/careers/application${hash}`);
  api = fakeApi(answers);
  return {
    user: userEvent.setup(),
    ...renderWithProviders(<ApplicationPage />, { route: '/careers/application' }),
  };
}

const statusCalls = () => api.calls.filter((call) => call.path === CAREERS_PATHS.applicationStatus);

test('the private link shows the opening, the stage and the dates; the secret leaves the address bar and travels in a POST body', async () => {
  openPage(`#key=${KEY}`, { [`POST ${CAREERS_PATHS.applicationStatus}`]: { body: STATUS } });
  expect(window.location.hash).toBe('');
  const title = await screen.findByRole('heading', { level: 2, name: '.NET Full Stack Developer Intern' });
  expect(title).toHaveFocus();
  expect(screen.getByRole('heading', { level: 1, name: 'Your application' })).toBeInTheDocument();
  expect(screen.getByText('Received')).toBeInTheDocument();
  expect(screen.getByText(STATUS.stage.explanation)).toBeInTheDocument();
  expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
  expect(screen.getByText('22 Nov 2026')).toBeInTheDocument();
  expect(screen.getByText('This link works until').nextSibling).toHaveTextContent('21 May 2027');
  expect(statusCalls()).toHaveLength(1);
  expect(JSON.parse(statusCalls()[0].body)).toEqual({ key: KEY });
  expect(statusCalls()[0].path).not.toContain(KEY);
});

test('withdrawing asks first (Cancel is the easy answer), then deletes and says so', async () => {
  const { user } = openPage(`#key=${KEY}`, {
    [`POST ${CAREERS_PATHS.applicationStatus}`]: { body: STATUS },
    [`POST ${CAREERS_PATHS.applicationWithdraw}`]: { body: { message: APPLICATION_MESSAGES.withdrawn } },
  });
  const opener = await screen.findByRole('button', { name: 'Withdraw my application…' });
  await user.click(opener);
  let dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel, keep my application' })).toHaveFocus();
  expect(dialog).toHaveAccessibleDescription(expect.stringContaining('cannot be undone'));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel, keep my application' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
  expect(api.calls.filter((call) => call.path === CAREERS_PATHS.applicationWithdraw)).toHaveLength(0);

  await user.click(opener);
  dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw and delete it' }));
  const done = await screen.findByRole('heading', { name: 'Application withdrawn' });
  await waitFor(() => expect(done).toHaveFocus());
  expect(screen.getByText(APPLICATION_MESSAGES.withdrawn)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  const [call] = api.calls.filter((sent) => sent.path === CAREERS_PATHS.applicationWithdraw);
  expect(JSON.parse(call.body)).toEqual({ key: KEY });
});

test('an unknown key says the link leads to no application', async () => {
  openPage(`#key=${KEY}`, {
    [`POST ${CAREERS_PATHS.applicationStatus}`]: () =>
      json(404, { title: APPLICATION_MESSAGES.unknownKey, status: 404 }),
  });
  expect(await screen.findByText(APPLICATION_MESSAGES.unknownKey)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See our current openings' })).toHaveAttribute('href', '/careers');
});

test('an expired or lost link can be sent again: the address goes in a POST body, the page says only what the server said', async () => {
  const { user } = openPage(`#key=${KEY}`, {
    [`POST ${CAREERS_PATHS.applicationStatus}`]: () =>
      json(404, { title: APPLICATION_MESSAGES.unknownKey, status: 404 }),
    [`POST ${CAREERS_PATHS.applicationLinkResend}`]: () =>
      json(202, { message: APPLICATION_MESSAGES.linkSent }),
  });
  const form = await screen.findByRole('form', { name: 'Send me my link again' });
  await user.click(within(form).getByRole('button', { name: 'Send my link' }));
  expect(within(form).getByLabelText(/Email/)).toHaveFocus();
  expect(api.calls.filter((call) => call.path === CAREERS_PATHS.applicationLinkResend)).toHaveLength(0);
  await user.type(within(form).getByLabelText(/Email/), 'Asha@Example.in');
  await user.click(within(form).getByRole('button', { name: 'Send my link' }));
  const status = await screen.findByText(APPLICATION_MESSAGES.linkSent);
  expect(status).toHaveAttribute('role', 'status');
  await waitFor(() => expect(status).toHaveFocus());
  const [call] = api.calls.filter((sent) => sent.path === CAREERS_PATHS.applicationLinkResend);
  expect(JSON.parse(call.body)).toEqual({ email: 'Asha@example.in' });
});

test('without a key the page says where the link is, and asks the server nothing', () => {
  openPage('', {});
  expect(screen.getByRole('heading', { level: 2, name: 'No application to show' })).toBeInTheDocument();
  expect(screen.getByText(NO_KEY)).toBeInTheDocument();
});

test('a failed lookup can be tried again', async () => {
  const { user } = openPage(`#key=${KEY}`, {
    [`POST ${CAREERS_PATHS.applicationStatus}`]: [
      () => json(503, { title: 'Down', status: 503 }),
      { body: STATUS },
    ],
  });
  expect(await screen.findByText(LOOKUP_FAILED)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { name: '.NET Full Stack Developer Intern' }),
  ).toBeInTheDocument();
});

test('a link opened in the same tab (only the fragment changes) shows its application', async () => {
  openPage('', { [`POST ${CAREERS_PATHS.applicationStatus}`]: { body: STATUS } });
  expect(screen.getByText(NO_KEY)).toBeInTheDocument();
  window.location.hash = `#key=${KEY}`;
  expect(
    await screen.findByRole('heading', { name: '.NET Full Stack Developer Intern' }),
  ).toBeInTheDocument();
  expect(window.location.hash).toBe('');
  expect(JSON.parse(statusCalls()[0].body)).toEqual({ key: KEY });
});
