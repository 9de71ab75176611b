import { signedIn } from '../auth/auth-slice';
import { createAppStore } from '../store/create-store';
import { fakeApi, json } from '../test/fake-api';
import { api } from './base-api';

// The server's text (api/src/plugins/anti-forgery.ts ANTIFORGERY_REJECTED).
const REJECTED = 'Missing or invalid anti-forgery token. Reload the page and try again.';

const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    retryProbePost: build.mutation<unknown, void>({
      query: () => ({ url: '/api/retry-probe', method: 'POST', body: new URLSearchParams({ a: '1' }) }),
    }),
    retryProbeGet: build.query<unknown, void>({ query: () => '/api/retry-probe' }),
    retryProbeLogin: build.mutation<unknown, void>({
      query: () => ({ url: '/api/User/login', method: 'POST', body: {} }),
    }),
    staffProbe: build.query<unknown, void>({ query: () => '/api/staff/session' }),
  }),
});

let fake: ReturnType<typeof fakeApi>;
const sent = () => fake.calls;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=stale.token';
});
afterEach(() => fake.restore());

/** What the server does on a stale token: 403 with its title, and a fresh cookie. */
const refuseWithFreshCookie = (fresh: string) => () => {
  document.cookie = `XSRF-TOKEN=${fresh}`;
  return json(403, { title: REJECTED, status: 403 });
};

describe('a stale anti-forgery token', () => {
  test('is renewed from GET /api/antiforgery and the call is sent again once, with the new token', async () => {
    fake = fakeApi({
      'POST /api/retry-probe': [refuseWithFreshCookie('fresh.one'), { body: { ok: true } }],
      'GET /api/antiforgery': { body: { token: 'fresh.one' } },
    });
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.retryProbePost.initiate());
    expect(result).toMatchObject({ data: { ok: true } });
    const [first, renew, retry] = sent();
    expect(first.headers.get('X-XSRF-TOKEN')).toBe('stale.token');
    expect(renew.path).toBe('/api/antiforgery');
    expect(renew.method).toBe('GET');
    expect(retry.method).toBe('POST');
    expect(retry.headers.get('X-XSRF-TOKEN')).toBe('fresh.one');
    expect(retry.body).toBe('a=1');
  });

  test('is retried only once: a second refusal is the answer', async () => {
    fake = fakeApi({
      'POST /api/retry-probe': [refuseWithFreshCookie('fresh.one'), refuseWithFreshCookie('fresh.two')],
      'GET /api/antiforgery': { body: {} },
    });
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.retryProbePost.initiate());
    expect(result).toMatchObject({ error: { status: 403 } });
    expect(sent()).toHaveLength(3);
  });

  test('another 403 ("not yours") is not retried', async () => {
    fake = fakeApi({
      'POST /api/retry-probe': {
        status: 403,
        body: { title: 'You do not have access to this.', status: 403 },
      },
    });
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.retryProbePost.initiate());
    expect(result).toMatchObject({ error: { status: 403 } });
    expect(sent()).toHaveLength(1);
  });

  test('a GET is never retried (it carries no token)', async () => {
    fake = fakeApi({ 'GET /api/retry-probe': { status: 403, body: { title: REJECTED, status: 403 } } });
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.retryProbeGet.initiate());
    expect(sent()).toHaveLength(1);
  });
});

describe('a 401', () => {
  const unauthorized = { status: 401, body: { title: 'Please sign in to continue.', status: 401 } };

  test('when signed in: the stored user is cleared and marked expired', async () => {
    fake = fakeApi({ 'GET /api/retry-probe': unauthorized });
    const store = createAppStore();
    store.dispatch(signedIn({ user: { name: 'Ravi', role: 'user', userId: 4 } }));
    await store.dispatch(sessionApi.endpoints.retryProbeGet.initiate());
    expect(store.getState().auth).toMatchObject({ authUser: null, expired: true });
  });

  test('when nobody was signed in: no "session ended" state', async () => {
    fake = fakeApi({ 'GET /api/retry-probe': unauthorized });
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.retryProbeGet.initiate());
    expect(store.getState().auth.expired).toBe(false);
  });

  test('from the sign-in call means wrong credentials, not an ended session', async () => {
    fake = fakeApi({ 'POST /api/User/login': unauthorized });
    const store = createAppStore();
    store.dispatch(signedIn({ user: { name: 'Ravi', role: 'user', userId: 4 } }));
    await store.dispatch(sessionApi.endpoints.retryProbeLogin.initiate());
    expect(store.getState().auth.authUser).not.toBeNull();
  });

  test("from the back office is about the staff session, not the stored user's", async () => {
    fake = fakeApi({ 'GET /api/staff/session': unauthorized });
    const store = createAppStore();
    store.dispatch(signedIn({ user: { name: 'Ravi', role: 'user', userId: 4 } }));
    await store.dispatch(sessionApi.endpoints.staffProbe.initiate());
    expect(store.getState().auth).toMatchObject({ authUser: { name: 'Ravi' }, expired: false });
  });
});
