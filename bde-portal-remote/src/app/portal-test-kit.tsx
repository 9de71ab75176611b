// Test helpers for the portal's screens: answers for the shared fake API, and the portal rendered
// the way the shell mounts it (at /bdedetails/*, with /bdelogin beside it).
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { api } from 'shared/api/base-api';
import { BDE_DATA_PATHS } from 'shared/contract/bde-data';
import { DEFAULT_EMAIL_KINDS } from 'shared/contract/bde-inbox';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import type { BdeSettingsResponse } from 'shared/contract/bde-settings-responses';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import type {
  BdeClientsResponse,
  BdeLeadsResponse,
  BdeOverviewResponse,
  BdeProposalsResponse,
  BdeReportsResponse,
  BdeTeamResponse,
  FollowUpsResponse,
} from 'shared/contract/bde-portal-responses';
import { LEAD_STATUSES } from 'shared/contract/staff';
import { initialAuthState, type AuthState } from 'shared/auth/auth-slice';
import type { BdeMessagesResponse, BdeNotificationsResponse } from 'shared/contract/bde-inbox-responses';
import { createAppStore, type AppStore } from 'shared/store/create-store';
import type { FakeAnswer } from 'shared/test/fake-api';
import type { PageText } from 'shared/i18n/text';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { BDE_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { BdeEarningsResponse } from 'shared/contract/bde-earnings-responses';
import { noEarnings } from '../features/earnings/earnings-test-kit';
import sharedEnglish from 'shared/i18n/shared/en.json';
import english from '../i18n/account/en.json';
import { inboxApi } from '../features/messages/inbox-api';
import { BdePortal } from './bde-portal';

// Unmounting leaves RTK Query's 60-second cache timers running, which would keep Jest alive after
// the tests; resetting each store's API state clears them.
const stores: AppStore[] = [];
afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
  jest.restoreAllMocks();
});

/**
 * renderWithProviders, remembering the store so its timers are cleared after the test; `text` for a
 * page in another language (`await loadPageText('te')`).
 */
export function renderScreen(
  ui: ReactElement,
  route: string,
  auth: Partial<AuthState> = SIGNED_IN,
  store?: AppStore,
  text?: PageText,
) {
  const result = renderWithProviders(ui, { route, auth, store, text });
  stores.push(result.store);
  return result;
}

export const NO_NOTIFICATIONS: BdeNotificationsResponse = { items: [], unread: 0 };
export const NO_MESSAGES: BdeMessagesResponse = { items: [], unread: 0 };

/**
 * A store whose bell and message badge already hold these answers, so screens' tests need not
 * answer the header's calls (a test of the header itself renders with `inbox: 'live'`).
 */
function storeWithInbox(
  auth: Partial<AuthState>,
  notifications = NO_NOTIFICATIONS,
  messages = NO_MESSAGES,
): AppStore {
  const store = createAppStore({ auth: { ...initialAuthState, ...auth } });
  const code = auth.bdeCode ?? '';
  store.dispatch(
    inboxApi.util.upsertQueryEntries([
      { endpointName: 'bdeNotifications', arg: code, value: notifications },
      { endpointName: 'bdeMessages', arg: code, value: messages },
    ]),
  );
  return store;
}

export const SIGNED_IN: Partial<AuthState> = {
  authUser: { name: 'Asha Devi Rao', role: 'bde' },
  bdeCode: 'BDE240101',
};

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderPortal(
  route: string,
  auth: Partial<AuthState> = SIGNED_IN,
  { inbox = 'seeded', text }: { inbox?: 'seeded' | 'live'; text?: PageText } = {},
) {
  return renderScreen(
    <>
      <Routes>
        <Route path="/bdedetails/*" element={<BdePortal />} />
        <Route path="/bdelogin" element={<h1>BDE sign in</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    route,
    auth,
    inbox === 'live' ? undefined : storeWithInbox(auth),
    text,
  );
}

/**
 * The phrases of the account screens' English texts and of shared's (its components' words, such as
 * "Show password"), the words between a text's placeholders, two words or more: none of them may show
 * on a page in another language.
 */
const ENGLISH_PHRASES = [...Object.keys(english), ...Object.keys(sharedEnglish)]
  .flatMap((key) => key.split(/\{\{\s*\w+\s*\}\}/))
  .map((phrase) => phrase.trim())
  .filter((phrase) => /\S\s+\S/.test(phrase));

/** The account screens' and shared's English phrases in a page's text (none, when it is all translated). */
export const englishLeftIn = (text: string | null | undefined) =>
  ENGLISH_PHRASES.filter((phrase) => text?.includes(phrase));

/** Answers for a BDE with the given figures (the dashboard's calls). */
export function dashboardAnswers({
  code = 'BDE240101',
  sent = 12,
  accepted = 5,
  percentage = 41.67,
  totalRevenue = 689250.25,
  active = [] as Array<{ companyName: string; businessAmount: number; createdDate: string }>,
  onHold = 0,
  completed = 0,
} = {}): Record<string, FakeAnswer> {
  const rows = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => ({
      companyName: `${prefix} ${i + 1}`,
      businessAmount: 1000 * (i + 1),
      createdDate: '2025-01-15T06:30:00.000Z',
    }));
  return {
    [`/api/Executive/get-by-code/${code}`]: {
      body: {
        fullName: 'Asha Devi Rao',
        mobileNumber: '9848012301',
        email: 'asha.rao@example.in',
        state: 'Telangana',
        district: 'Hyderabad',
        bdeCode: code,
        regDate: '2024-03-05T20:00:00.000Z',
        aadharMasked: 'XXXX XXXX 0101',
        panMasked: 'XXXXXX101A',
        reviewStatus: 'pending',
        reviewReason: null,
      },
    },
    [`/api/Proposal/summary/${code}`]: { body: { sent, accepted, percentage } },
    [`/api/BDEBusiness/TotalRevenue?bdeCode=${code}`]: { body: { totalRevenue } },
    [`/api/BDEBusiness/ActiveProject?bdeCode=${code}`]: { body: { count: active.length, projects: active } },
    [`/api/BDEBusiness/CompletedProjects?bdeCode=${code}`]: {
      body: { count: completed, projects: rows(completed, 'Done') },
    },
    '/api/BDEBusiness/On%20Hold': {
      body: {
        onHoldProjectByExecutive: [{ bdeCode: code, count: onHold, projects: rows(onHold, 'Paused') }],
      },
    },
    [`/api/Executive/hierarchy/${code}`]: { body: { children: [] } },
    ...liveAnswers({ code }),
  };
}

/** The twelve months the reports cover in these tests: April 2025 to March 2026. */
const NO_MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2025, 3 + index, 1)).toISOString().slice(0, 7),
);

/** A BDE with no leads, proposals or projects yet: the live calls' answers, each one replaceable. */
export function liveAnswers({
  code = 'BDE240101',
  overview = {
    hasData: false,
    leads: 0,
    newLeads: 0,
    clients: 0,
    newClients: 0,
    funnel: LEAD_STATUSES.map((status) => ({ status, leads: 0 })),
    services: [],
    sources: [],
  } as BdeOverviewResponse,
  leads = { items: [], next: null } as BdeLeadsResponse,
  clients = { clients: [] } as BdeClientsResponse,
  followUps = { today: '2026-03-10', overdue: [], dueToday: [], upcoming: [] } as FollowUpsResponse,
  proposals = { proposals: [] } as BdeProposalsResponse,
  reports = {
    months: NO_MONTHS.map((month) => ({ month, revenue: 0, proposalsSent: 0, proposalsAccepted: 0 })),
    revenue: 0,
    proposalsSent: 0,
    proposalsAccepted: 0,
    conversionRate: 0,
  } as BdeReportsResponse,
  team = {
    members: 0,
    levels: [],
    people: [],
    activeProjects: 0,
    revenue: 0,
    months: NO_MONTHS.map((month) => ({ month, projects: 0, activeProjects: 0, revenue: 0 })),
  } as BdeTeamResponse,
  earnings = noEarnings(code) as BdeEarningsResponse,
} = {}): Record<string, FakeAnswer> {
  return {
    [BDE_PORTAL_PATHS.overview(code)]: { body: overview },
    // Any search or page of the list.
    [`GET ${BDE_PORTAL_PATHS.leads.pattern}`]: { body: leads },
    [BDE_PORTAL_PATHS.clients(code)]: { body: clients },
    [`GET ${BDE_PORTAL_PATHS.followUps(code)}`]: { body: followUps },
    [BDE_PORTAL_PATHS.proposals(code)]: { body: proposals },
    [BDE_PORTAL_PATHS.reports(code)]: { body: reports },
    [BDE_PORTAL_PATHS.team(code)]: { body: team },
    [BDE_EARNINGS_PATHS.earnings(code)]: { body: earnings },
    // The profile's "Your data": no erasure request yet.
    [BDE_DATA_PATHS.erasureRequest(code)]: { body: { request: null } },
    // Settings: no bank account yet, the default email choices.
    [`GET ${BDE_SETTINGS_PATHS.settings(code)}`]: { body: NO_SETTINGS },
  };
}

export const NO_SETTINGS: BdeSettingsResponse = {
  bank: null,
  emailKinds: [...DEFAULT_EMAIL_KINDS],
  language: 'en',
};
