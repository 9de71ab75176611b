import { createAppStore } from '../store/create-store';
import { signedIn } from '../auth/auth-slice';
import { fakeApi } from '../test/fake-api';
import { api } from './base-api';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeGet: build.query<unknown, void>({ query: () => '/api/probe' }),
    probePost: build.mutation<unknown, void>({
      query: () => ({ url: '/api/probe', method: 'POST', body: {} }),
    }),
    probeForeign: build.mutation<unknown, void>({
      query: () => ({ url: 'https://elsewhere.example/api', method: 'POST', body: {} }),
    }),
  }),
});

let fake: ReturnType<typeof fakeApi>;
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=nonce.signature';
  fake = fakeApi({ '/api/probe': { body: {} }, 'POST https://elsewhere.example/api': { body: {} } });
});
afterEach(() => fake.restore());

const sentRequest = () => fake.calls[0].request;

test('a POST to our own API echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN and sends cookies', async () => {
  const store = createAppStore();
  await store.dispatch(probeApi.endpoints.probePost.initiate());
  expect(sentRequest().headers.get('X-XSRF-TOKEN')).toBe('nonce.signature');
  expect(sentRequest().credentials).toBe('include');
});

test('a GET carries no anti-forgery header, and sending it reads no cookie', async () => {
  const store = createAppStore();
  const cookieReads = jest.spyOn(Document.prototype, 'cookie', 'get');
  try {
    await store.dispatch(probeApi.endpoints.probeGet.initiate());
    expect(cookieReads).not.toHaveBeenCalled();
  } finally {
    cookieReads.mockRestore();
  }
  expect(sentRequest().headers.get('X-XSRF-TOKEN')).toBeNull();
});

test('a POST reads the cookies once', async () => {
  const store = createAppStore();
  const cookieReads = jest.spyOn(Document.prototype, 'cookie', 'get');
  try {
    await store.dispatch(probeApi.endpoints.probePost.initiate());
    expect(cookieReads).toHaveBeenCalledTimes(1);
  } finally {
    cookieReads.mockRestore();
  }
  expect(sentRequest().headers.get('X-XSRF-TOKEN')).toBe('nonce.signature');
});

test('a call to another origin never receives our token', async () => {
  const store = createAppStore();
  await store.dispatch(probeApi.endpoints.probeForeign.initiate());
  expect(sentRequest().headers.get('X-XSRF-TOKEN')).toBeNull();
});

test('a 401 means the session has ended: the stored user is cleared', async () => {
  fake.restore();
  fake = fakeApi({ 'GET /api/probe': { status: 401, body: { title: 'Please sign in' } } });
  const store = createAppStore();
  store.dispatch(signedIn({ user: { name: 'Ravi', role: 'user', userId: 4 } }));
  await store.dispatch(probeApi.endpoints.probeGet.initiate());
  expect(store.getState().auth).toMatchObject({ authUser: null, expired: true });
});
