import { api } from '../api/base-api';
import { errorStatus } from '../api/call-errors';
import { createAppStore } from '../store/create-store';
import { initialAuthState } from './auth-slice';
import { signIn } from './sign-in';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=nonce.mac';
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => jest.restoreAllMocks());

const sent = () => fetchSpy.mock.calls.map((call) => call[0] as Request);
const formOf = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

test('a user: form data to /api/User/login, the cache dropped, then name, id and email stored', async () => {
  fetchSpy.mockImplementation(async () => json(200, { userId: 3, name: 'Asha', email: 'asha@example.com' }));
  const store = createAppStore();
  const { resetApiState } = api.util;
  // Still the action creator (RTK Query's middleware matches on it), counted.
  const resetSpy = Object.assign(jest.spyOn(api.util, 'resetApiState'), { match: resetApiState.match });
  const session = await store.dispatch(
    signIn({ role: 'user', fields: { EmailAddress: 'asha@example.com', Password: 'a long passphrase' } }),
  );
  const user = { name: 'Asha', role: 'user', userId: 3, email: 'asha@example.com' };
  expect(session).toEqual({ user });
  expect(resetSpy).toHaveBeenCalledTimes(1);
  expect(store.getState().auth).toEqual({ ...initialAuthState, authUser: user });
  expect(new URL(sent()[0].url).pathname).toBe('/api/User/login');
  expect(sent()[0].method).toBe('POST');
  expect(sent()[0].headers.get('X-XSRF-TOKEN')).toBe('nonce.mac');
  expect(await formOf(sent()[0])).toEqual({
    EmailAddress: 'asha@example.com',
    Password: 'a long passphrase',
  });
});

test('a user without a name is stored by email; an answer that names no one stores nothing', async () => {
  fetchSpy.mockImplementationOnce(async () => json(200, { userId: 4, email: 'b@example.com' }));
  const store = createAppStore();
  const fields = { EmailAddress: 'b@example.com', Password: 'a long passphrase' };
  expect((await store.dispatch(signIn({ role: 'user', fields })))?.user.name).toBe('b@example.com');

  fetchSpy.mockImplementationOnce(async () => json(200, {}));
  const fresh = createAppStore();
  expect(await fresh.dispatch(signIn({ role: 'user', fields }))).toBeNull();
  expect(fresh.getState().auth).toEqual(initialAuthState);
});

test('a BDE: form data to /api/Executive/login, the full name (or user name) and the BDE code stored', async () => {
  fetchSpy.mockImplementation(async () =>
    json(200, { bdeCode: 'BDE1001', userName: 'kiran', fullName: 'Kiran Rao' }),
  );
  const store = createAppStore();
  const session = await store.dispatch(
    signIn({ role: 'bde', fields: { userName: 'kiran', password: 'a long passphrase' } }),
  );
  expect(session).toEqual({ user: { name: 'Kiran Rao', role: 'bde' }, bdeCode: 'BDE1001' });
  expect(store.getState().auth).toEqual({
    ...initialAuthState,
    authUser: { name: 'Kiran Rao', role: 'bde' },
    bdeCode: 'BDE1001',
  });
  expect(new URL(sent()[0].url).pathname).toBe('/api/Executive/login');
  expect(await formOf(sent()[0])).toEqual({ userName: 'kiran', password: 'a long passphrase' });

  fetchSpy.mockImplementation(async () => json(200, { bdeCode: 'BDE1002', userName: 'meera', fullName: '' }));
  await store.dispatch(signIn({ role: 'bde', fields: { userName: 'meera', password: 'a long passphrase' } }));
  expect(store.getState().auth.authUser?.name).toBe('meera');
});

test.each([
  ['user', 401],
  ['bde', 429],
] as const)('a failed %s sign-in throws with its status and stores nothing', async (role, status) => {
  fetchSpy.mockImplementation(async () => json(status, { title: 'No.', status }));
  const store = createAppStore();
  const fields =
    role === 'user'
      ? { role, fields: { EmailAddress: 'a@example.com', Password: 'x' } }
      : { role, fields: { userName: 'kiran', password: 'x' } };
  const error = await store.dispatch(signIn(fields)).catch((thrown: unknown) => thrown);
  expect(errorStatus(error)).toBe(status);
  expect(store.getState().auth).toEqual(initialAuthState);
});
