import { createAppStore } from '../store/create-store';
import { initialAuthState, type AuthState } from './auth-slice';
import { signOut } from './sign-out';

const json = (status: number, body: unknown = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=nonce.mac';
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json(204));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const signedInAs = (auth: Partial<AuthState>) => createAppStore({ auth: { ...initialAuthState, ...auth } });
const sent = () => fetchSpy.mock.calls.map((call) => call[0] as Request);

test('a user: POST /api/User/logout with the anti-forgery header, then leave, then the stored user is cleared', async () => {
  const store = signedInAs({ authUser: { name: 'Asha', role: 'user', userId: 3 } });
  const seenWhileLeaving: unknown[] = [];
  const role = await store.dispatch(
    signOut((leavingRole) => seenWhileLeaving.push(leavingRole, store.getState().auth.authUser)),
  );
  expect(role).toBe('user');
  expect(sent()).toHaveLength(1);
  expect(new URL(sent()[0].url).pathname).toBe('/api/User/logout');
  expect(sent()[0].method).toBe('POST');
  expect(sent()[0].headers.get('X-XSRF-TOKEN')).toBe('nonce.mac');
  // leave() ran while the user was still stored, so a guarded page could not redirect first
  expect(seenWhileLeaving).toEqual(['user', { name: 'Asha', role: 'user', userId: 3 }]);
  expect(store.getState().auth).toEqual(initialAuthState);
});

test('a BDE: POST /api/Executive/logout, and bdeCode is cleared too', async () => {
  const store = signedInAs({ authUser: { name: 'Kiran', role: 'bde' }, bdeCode: 'BDE1001' });
  const leave = jest.fn();
  await store.dispatch(signOut(leave));
  expect(new URL(sent()[0].url).pathname).toBe('/api/Executive/logout');
  expect(leave).toHaveBeenCalledWith('bde');
  expect(store.getState().auth).toEqual(initialAuthState);
});

test.each([
  ['a 404 (the route is not there yet)', async () => json(404, { title: 'Not found.', status: 404 })],
  ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
])('%s still signs the person out of this browser', async (_label, answer) => {
  fetchSpy.mockImplementation(answer);
  const store = signedInAs({ authUser: { name: 'Kiran', role: 'bde' }, bdeCode: 'BDE1001' });
  const leave = jest.fn();
  await store.dispatch(signOut(leave));
  expect(leave).toHaveBeenCalledWith('bde');
  expect(store.getState().auth.authUser).toBeNull();
  expect(store.getState().auth.bdeCode).toBeNull();
});
