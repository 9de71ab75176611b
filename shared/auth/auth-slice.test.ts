import { createAppStore } from '../store/create-store';
import {
  selectAuthUser,
  selectBdeCode,
  selectSessionExpired,
  sessionExpired,
  signedIn,
  signedOut,
  userRenamed,
} from './auth-slice';

describe('auth slice', () => {
  it('keeps the signed-in person, renames them, and forgets them at sign-out or expiry', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ user: { name: 'Asha', role: 'bde' }, bdeCode: 'BDE1001' }));
    expect(selectAuthUser(store.getState())).toEqual({ name: 'Asha', role: 'bde' });
    expect(selectBdeCode(store.getState())).toBe('BDE1001');

    const before = store.getState().auth.authUser;
    store.dispatch(userRenamed({ name: 'Asha R', email: 'asha@example.com' }));
    expect(selectAuthUser(store.getState())).toEqual({
      name: 'Asha R',
      role: 'bde',
      email: 'asha@example.com',
    });
    expect(before).toEqual({ name: 'Asha', role: 'bde' });

    store.dispatch(sessionExpired());
    expect(store.getState().auth).toEqual({ authUser: null, bdeCode: null, expired: true });
    expect(selectSessionExpired(store.getState())).toBe(true);

    store.dispatch(signedIn({ user: { name: 'Ravi', role: 'user', userId: 7 } }));
    expect(store.getState().auth).toEqual({
      authUser: { name: 'Ravi', role: 'user', userId: 7 },
      bdeCode: null,
      expired: false,
    });
    store.dispatch(signedOut());
    expect(store.getState().auth).toEqual({ authUser: null, bdeCode: null, expired: false });
  });

  it('ignores a rename with nobody signed in', () => {
    const store = createAppStore();
    const state = store.getState().auth;
    store.dispatch(userRenamed({ name: 'Nobody' }));
    expect(store.getState().auth).toBe(state);
  });
});
