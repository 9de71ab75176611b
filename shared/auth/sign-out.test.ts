import { createAppStore } from '../store/create-store';
import { fakeApi, type FakeAnswer } from '../test/fake-api';
import { initialAuthState, type AuthState } from './auth-slice';
import { signOut } from './sign-out';

const LOGOUTS = ['POST /api/User/logout', 'POST /api/Executive/logout'];

let fake: ReturnType<typeof fakeApi>;
/** Both sign-out calls answered with `answer`. */
const answerLogouts = (answer: FakeAnswer) => {
  fake = fakeApi(Object.fromEntries(LOGOUTS.map((call) => [call, answer])));
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=nonce.mac';
  answerLogouts({ status: 204 });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const signedInAs = (auth: Partial<AuthState>) => createAppStore({ auth: { ...initialAuthState, ...auth } });

test('a user: POST /api/User/logout with the anti-forgery header, then leave, then the stored user is cleared', async () => {
  const store = signedInAs({ authUser: { name: 'Asha', role: 'user', userId: 3 } });
  const seenWhileLeaving: unknown[] = [];
  const role = await store.dispatch(
    signOut((leavingRole) => seenWhileLeaving.push(leavingRole, store.getState().auth.authUser)),
  );
  expect(role).toBe('user');
  expect(fake.paths()).toEqual(['/api/User/logout']);
  expect(fake.calls[0].method).toBe('POST');
  expect(fake.calls[0].headers.get('X-XSRF-TOKEN')).toBe('nonce.mac');
  // leave() ran while the user was still stored, so a guarded page could not redirect first
  expect(seenWhileLeaving).toEqual(['user', { name: 'Asha', role: 'user', userId: 3 }]);
  expect(store.getState().auth).toEqual(initialAuthState);
});

test('a BDE: POST /api/Executive/logout, and bdeCode is cleared too', async () => {
  const store = signedInAs({ authUser: { name: 'Kiran', role: 'bde' }, bdeCode: 'BDE1001' });
  const leave = jest.fn();
  await store.dispatch(signOut(leave));
  expect(fake.paths()).toEqual(['/api/Executive/logout']);
  expect(leave).toHaveBeenCalledWith('bde');
  expect(store.getState().auth).toEqual(initialAuthState);
});

test.each<[string, FakeAnswer]>([
  ['a 404 (the route is not there yet)', { status: 404, body: { title: 'Not found.', status: 404 } }],
  ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
])('%s still signs the person out of this browser', async (_label, answer) => {
  fake.restore();
  answerLogouts(answer);
  const store = signedInAs({ authUser: { name: 'Kiran', role: 'bde' }, bdeCode: 'BDE1001' });
  const leave = jest.fn();
  await store.dispatch(signOut(leave));
  expect(leave).toHaveBeenCalledWith('bde');
  expect(store.getState().auth.authUser).toBeNull();
  expect(store.getState().auth.bdeCode).toBeNull();
});
