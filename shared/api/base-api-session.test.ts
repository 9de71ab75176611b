import { signedIn } from '../auth/auth-slice';
import { createAppStore } from '../store/create-store';
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
  }),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchSpy: jest.SpyInstance;
let answers: Array<(request: Request) => Response>;
const sent = (): Request[] => fetchSpy.mock.calls.map((call) => call[0] as Request);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=stale.token';
  answers = [];
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    return next(input as Request);
  });
});
afterEach(() => fetchSpy.mockRestore());

/** What the server does on a stale token: 403 with its title, and a fresh cookie. */
const refuseWithFreshCookie = (fresh: string) => () => {
  document.cookie = `XSRF-TOKEN=${fresh}`;
  return json(403, { title: REJECTED, status: 403 });
};

describe('a stale anti-forgery token', () => {
  test('is renewed from GET /api/antiforgery and the call is sent again once, with the new token', async () => {
    answers.push(
      refuseWithFreshCookie('fresh.one'),
      () => json(200, { token: 'fresh.one' }),
      () => json(200, { ok: true }),
    );
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.retryProbePost.initiate());
    expect(result).toMatchObject({ data: { ok: true } });
    const [first, renew, retry] = sent();
    expect(first.headers.get('X-XSRF-TOKEN')).toBe('stale.token');
    expect(new URL(renew.url).pathname).toBe('/api/antiforgery');
    expect(renew.method).toBe('GET');
    expect(retry.method).toBe('POST');
    expect(retry.headers.get('X-XSRF-TOKEN')).toBe('fresh.one');
    expect(await retry.text()).toBe('a=1');
  });

  test('is retried only once: a second refusal is the answer', async () => {
    answers.push(refuseWithFreshCookie('fresh.one'), () => json(200, {}), refuseWithFreshCookie('fresh.two'));
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.retryProbePost.initiate());
    expect(result).toMatchObject({ error: { status: 403 } });
    expect(sent()).toHaveLength(3);
  });

  test('another 403 ("not yours") is not retried', async () => {
    answers.push(() => json(403, { title: 'You do not have access to this.', status: 403 }));
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.retryProbePost.initiate());
    expect(result).toMatchObject({ error: { status: 403 } });
    expect(sent()).toHaveLength(1);
  });

  test('a GET is never retried (it carries no token)', async () => {
    answers.push(() => json(403, { title: REJECTED, status: 403 }));
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.retryProbeGet.initiate());
    expect(sent()).toHaveLength(1);
  });
});

describe('a 401', () => {
  const unauthorized = () => json(401, { title: 'Please sign in to continue.', status: 401 });

  test('when signed in: the stored user is cleared and marked expired', async () => {
    answers.push(unauthorized);
    const store = createAppStore();
    store.dispatch(signedIn({ user: { name: 'Ravi', role: 'user', userId: 4 } }));
    await store.dispatch(sessionApi.endpoints.retryProbeGet.initiate());
    expect(store.getState().auth).toMatchObject({ authUser: null, expired: true });
  });

  test('when nobody was signed in: no "session ended" state', async () => {
    answers.push(unauthorized);
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.retryProbeGet.initiate());
    expect(store.getState().auth.expired).toBe(false);
  });

  test('from the sign-in call means wrong credentials, not an ended session', async () => {
    answers.push(unauthorized);
    const store = createAppStore();
    store.dispatch(signedIn({ user: { name: 'Ravi', role: 'user', userId: 4 } }));
    await store.dispatch(sessionApi.endpoints.retryProbeLogin.initiate());
    expect(store.getState().auth.authUser).not.toBeNull();
  });
});
