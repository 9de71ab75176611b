import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { api } from 'shared/api/base-api';
import { MESSAGES } from 'shared/contract/messages';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import type { AppStore } from 'shared/store/create-store';
import { useAppStore } from 'shared/store/hooks';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { BdeSignIn } from './bde-sign-in';
import { BdeSignInPage } from './bde-sign-in-page';
import { fetchPortalCode } from './portal-code';
import { fakeApi, json } from 'shared/test/fake-api';

// The portal's code is the shell's to load; here only whether the form asks for it early.
jest.mock('./portal-code', () => ({ fetchPortalCode: jest.fn(() => Promise.resolve()) }));

let server: ReturnType<typeof fakeApi> | undefined;
let store: AppStore | undefined;
afterEach(() => {
  server?.restore();
  // The prefetched answers' 60-second cache timers would keep Jest running.
  store?.dispatch(api.util.resetApiState());
  jest.mocked(fetchPortalCode).mockClear();
});

/** The calls RTK Query had started when the portal was first drawn, by endpoint. */
let startedBeforePortal: string[] | undefined;

function PortalStub() {
  const appStore = useAppStore();
  startedBeforePortal ??= Object.values(appStore.getState().api?.queries ?? {}).map(
    (query) => query?.endpointName ?? '',
  );
  return <h1>Portal</h1>;
}

function renderSignIn(state?: unknown) {
  startedBeforePortal = undefined;
  const result = renderWithProviders(
    <Routes>
      <Route path="/bdelogin" element={<BdeSignInPage />} />
      <Route path="/login" element={<BdeSignIn />} />
      <Route path="/bdedetails/dashboard" element={<PortalStub />} />
    </Routes>,
    { route: state ? ({ pathname: '/login', state } as unknown as string) : '/bdelogin' },
  );
  store = result.store;
  return result;
}

const CODE = 'BDE123456';
/** The dashboard's answers for CODE, as the portal asks for them. */
const DASHBOARD_ANSWERS = {
  [`/api/Executive/get-by-code/${CODE}`]: { body: { fullName: 'Asha Lakshmi Reddy', bdeCode: CODE } },
  [`/api/Proposal/summary/${CODE}`]: { body: { sent: 12, accepted: 5, percentage: 41.67 } },
  [`/api/BDEBusiness/TotalRevenue?bdeCode=${CODE}`]: { body: { totalRevenue: 689250.25 } },
  [`/api/BDEBusiness/ActiveProject?bdeCode=${CODE}`]: { body: { count: 0, projects: [] } },
  [`/api/BDEBusiness/CompletedProjects?bdeCode=${CODE}`]: { body: { count: 0, projects: [] } },
  '/api/BDEBusiness/On%20Hold': { body: { onHoldProjectByExecutive: [] } },
  [`/api/BDEPortal/Overview?bdeCode=${CODE}`]: { body: {} },
};

/** The dashboard's first figures as the sign-in's answer carries them, named by the portal's calls. */
const DASHBOARD = {
  proposalSummary: { sent: 12, accepted: 5, percentage: 41.67 },
  totalRevenue: { totalRevenue: 689250.25 },
  bdeProfile: { fullName: 'Asha Lakshmi Reddy', bdeCode: CODE },
  activeProjects: { count: 0, projects: [] },
  onHoldProjects: {
    onHoldProjectByExecutive: [
      {
        bdeCode: CODE,
        count: 1,
        projects: [{ companyName: 'Paused Ltd', businessAmount: 10, createdDate: '' }],
      },
    ],
  },
  completedProjects: { count: 0, projects: [] },
  bdeOverview: { hasData: false },
};

async function fillAndSubmit(userName: string, password: string) {
  const user = userEvent.setup();
  if (userName) await user.type(screen.getByLabelText(/user name/i), userName);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

test('the page has one h1 and a link to registration', () => {
  renderSignIn();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'BDE sign in' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Register as a BDE' })).toHaveAttribute('href', '/bdeRegister');
});

test.each([
  ['both empty', '', ''],
  ['no password', 'asha', ''],
  ['no user name', '', 'secret words'],
])(
  'an invalid submit (%s) silently does nothing: no call, no message',
  async (_label, userName, password) => {
    server = fakeApi({});
    renderSignIn();
    await fillAndSubmit(userName, password);
    await waitFor(() => expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThan(0));
    expect(server.calls).toHaveLength(0);
    expect(screen.getByRole('alert', { name: 'Errors' })).toBeEmptyDOMElement();
    expect(screen.getByRole('status', { name: 'Messages' })).toBeEmptyDOMElement();
  },
);

test('success: form data sent, "logined sucess", authUser and bdeCode stored, on to the dashboard', async () => {
  server = fakeApi({
    'POST /api/Executive/login': () =>
      json(200, { bdeCode: 'BDE123456', userName: 'asha', fullName: 'Asha Lakshmi Reddy' }),
    ...DASHBOARD_ANSWERS,
  });
  const { store } = renderSignIn();
  await fillAndSubmit('asha', 'correct horse battery');

  expect(await screen.findByRole('heading', { name: 'Portal' })).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.bdeLoginSuccess)).toBeInTheDocument();
  expect(store.getState().auth).toMatchObject({
    authUser: { name: 'Asha Lakshmi Reddy', role: 'bde' },
    bdeCode: 'BDE123456',
  });
  const [request] = server.requestsTo('/api/Executive/login', 'POST');
  expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
    userName: 'asha',
    password: 'correct horse battery',
  });
});

test.each([
  [401, MESSAGES.bdeInvalidCredentials],
  [404, MESSAGES.bdeEndpointNotFound],
  [500, MESSAGES.bdeLoginOther],
  [503, MESSAGES.bdeLoginOther],
])('failure %i: "login failed", then %p; the password is cleared', async (status, message) => {
  server = fakeApi({ 'POST /api/Executive/login': () => json(status, { title: 'x', status }) });
  const { store } = renderSignIn();
  await fillAndSubmit('asha', 'wrong password');

  const alerts = screen.getByRole('alert', { name: 'Errors' });
  await waitFor(() => expect(alerts).toHaveTextContent(MESSAGES.bdeLoginFailed));
  expect(alerts).toHaveTextContent(message);
  expect(store.getState().auth.authUser).toBeNull();
  expect(screen.getByLabelText(/^password/i)).toHaveValue('');
  expect(screen.getByLabelText(/user name/i)).toHaveValue('asha');
});

test('a network failure says something went wrong', async () => {
  server = fakeApi({
    'POST /api/Executive/login': () => {
      throw new TypeError('Failed to fetch');
    },
  });
  renderSignIn();
  await fillAndSubmit('asha', 'whatever');
  const alerts = screen.getByRole('alert', { name: 'Errors' });
  await waitFor(() => expect(alerts).toHaveTextContent(MESSAGES.bdeLoginOther));
});

test('after registering, the form shows the new BDE code and has the user name filled in', () => {
  renderSignIn({ registeredBdeCode: 'BDE654321', userName: 'new.bde' });
  expect(screen.getByText('BDE654321')).toBeInTheDocument();
  expect(screen.getByLabelText(/user name/i)).toHaveValue('new.bde');
  expect(screen.getByRole('heading', { level: 2, name: 'BDE sign in' })).toBeInTheDocument();
  // In the shell's /login card the shell offers registration itself.
  expect(screen.queryByRole('link', { name: 'Register as a BDE' })).toBeNull();
});

test("an answer that carries the dashboard's figures: each call's answer is cached before the portal is drawn, and none is sent", async () => {
  server = fakeApi({
    'POST /api/Executive/login': () =>
      json(200, { bdeCode: CODE, userName: 'asha', fullName: 'Asha', dashboard: DASHBOARD }),
    ...DASHBOARD_ANSWERS,
  });
  const { store } = renderSignIn();
  await fillAndSubmit('asha', 'correct horse battery');

  expect(await screen.findByRole('heading', { name: 'Portal' })).toBeInTheDocument();
  expect(startedBeforePortal?.sort()).toEqual(Object.keys(DASHBOARD).sort());
  const cached = Object.values(store.getState().api?.queries ?? {});
  expect(cached.every((query) => query?.status === 'fulfilled' && query.originalArgs === CODE)).toBe(true);
  const answerOf = (endpoint: string) => cached.find((query) => query?.endpointName === endpoint)?.data;
  expect(answerOf('proposalSummary')).toEqual(DASHBOARD.proposalSummary);
  expect(answerOf('totalRevenue')).toEqual(DASHBOARD.totalRevenue);
  // Cached as the call itself caches it: the caller's own on-hold entry.
  expect(answerOf('onHoldProjects')).toEqual(DASHBOARD.onHoldProjects.onHoldProjectByExecutive[0]);
  expect(server!.calls.map((call) => call.path)).toEqual(['/api/Executive/login']);
});

test("from a server whose answer carries no figures, success sends the dashboard's calls before the portal is drawn, each once", async () => {
  server = fakeApi({
    'POST /api/Executive/login': () => json(200, { bdeCode: CODE, userName: 'asha', fullName: 'Asha' }),
    ...DASHBOARD_ANSWERS,
  });
  renderSignIn();
  await fillAndSubmit('asha', 'correct horse battery');

  expect(await screen.findByRole('heading', { name: 'Portal' })).toBeInTheDocument();
  expect(startedBeforePortal?.sort()).toEqual(Object.keys(DASHBOARD).sort());
  await waitFor(() => expect(server!.calls).toHaveLength(8));
  expect(server!.calls.map((call) => call.path).sort()).toEqual(
    ['/api/Executive/login', ...Object.keys(DASHBOARD_ANSWERS)].sort(),
  );
});

test("the form's first focus starts downloading the portal's code; a failed sign-in sends nothing more", async () => {
  server = fakeApi({ 'POST /api/Executive/login': () => json(401, { title: 'x', status: 401 }) });
  renderSignIn();
  expect(fetchPortalCode).not.toHaveBeenCalled();
  await userEvent.setup().click(screen.getByLabelText(/user name/i));
  expect(fetchPortalCode).toHaveBeenCalled();

  await fillAndSubmit('asha', 'wrong password');
  await waitFor(() =>
    expect(screen.getByRole('alert', { name: 'Errors' })).toHaveTextContent(MESSAGES.bdeLoginFailed),
  );
  expect(server.calls.map((call) => call.path)).toEqual(['/api/Executive/login']);
});

const forgotButton = () => screen.getByRole('button', { name: 'Forgot your password?' });
const forgotPanel = () => document.getElementById(forgotButton().getAttribute('aria-controls')!)!;

test('"Forgot your password?" reveals the form asking for a link, focus in it, starting from the user name typed', async () => {
  server = fakeApi({});
  renderSignIn();
  const user = userEvent.setup();
  expect(forgotButton()).toHaveAttribute('aria-expanded', 'false');
  expect(forgotPanel()).not.toBeVisible();

  await user.type(screen.getByLabelText(/^user name/i), 'asha.rao');
  await user.click(forgotButton());
  expect(forgotButton()).toHaveAttribute('aria-expanded', 'true');
  expect(forgotPanel()).toBeVisible();
  const login = within(forgotPanel()).getByLabelText(/User name or email address/);
  expect(login).toHaveFocus();
  expect(login).toHaveValue('asha.rao');
  expect(server.calls).toHaveLength(0);
});

test('asking for a link posts { login } to the BDE path and says the same as for anyone', async () => {
  server = fakeApi({
    [`POST ${PASSWORD_RESET_PATHS.bde}`]: { status: 202, body: { message: PASSWORD_RESET_MESSAGES.sent } },
  });
  renderSignIn();
  const user = userEvent.setup();
  await user.click(forgotButton());
  await user.type(within(forgotPanel()).getByLabelText(/User name or email address/), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));

  await waitFor(() =>
    expect(within(forgotPanel()).getByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.sent),
  );
  expect(PASSWORD_RESET_PATHS.bde).toBe('/api/Executive/forgot-password');
  expect(server.jsonOf(PASSWORD_RESET_PATHS.bde)).toEqual({ login: 'asha@example.com' });
  expect(server.calls.map((call) => call.path)).toEqual([PASSWORD_RESET_PATHS.bde]);
});
