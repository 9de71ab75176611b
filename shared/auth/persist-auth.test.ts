import { signedIn, signedOut } from './auth-slice';
import { loadAuthState } from './persist-auth';
import { createAppStore } from '../store/create-store';

beforeEach(() => localStorage.clear());

test('the signed-in person is kept under authUser and bdeCode, and restored at start', () => {
  const store = createAppStore({ persist: true });
  store.dispatch(signedIn({ user: { name: 'Asha', role: 'bde' }, bdeCode: 'BDE1001' }));
  expect(JSON.parse(localStorage.getItem('authUser')!)).toEqual({ name: 'Asha', role: 'bde' });
  expect(localStorage.getItem('bdeCode')).toBe('BDE1001');

  const restored = createAppStore({ persist: true }).getState().auth;
  expect(restored.authUser).toEqual({ name: 'Asha', role: 'bde' });
  expect(restored.bdeCode).toBe('BDE1001');

  store.dispatch(signedOut());
  expect(localStorage.getItem('authUser')).toBeNull();
  expect(localStorage.getItem('bdeCode')).toBeNull();
});

test.each([
  ['not JSON', '{'],
  ['no name', JSON.stringify({ role: 'user' })],
  ['an unknown role', JSON.stringify({ name: 'x', role: 'admin' })],
  ['a string id', JSON.stringify({ name: 'x', role: 'user', userId: '5' })],
])('a stored entry with %s is ignored', (_label, raw) => {
  localStorage.setItem('authUser', raw);
  expect(loadAuthState().authUser).toBeNull();
});

test('a bdeCode without a BDE signed in is not restored', () => {
  localStorage.setItem('authUser', JSON.stringify({ name: 'U', role: 'user', userId: 3 }));
  localStorage.setItem('bdeCode', 'BDE1');
  expect(loadAuthState()).toMatchObject({ authUser: { name: 'U', role: 'user', userId: 3 }, bdeCode: null });
});
