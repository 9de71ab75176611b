import { createAction, type Action } from '@reduxjs/toolkit';

export type Role = 'user' | 'bde';

/** The signed-in person as the browser keeps it, for display and client routing only. */
export interface AuthUser {
  name: string;
  role: Role;
  userId?: number;
  email?: string;
}

export interface AuthState {
  authUser: AuthUser | null;
  bdeCode: string | null;
  /** Set when the server said the session is gone, so the sign-in page can say why. */
  expired: boolean;
}

export const AUTH_STORAGE_KEYS = { authUser: 'authUser', bdeCode: 'bdeCode' } as const;

export const initialAuthState: AuthState = { authUser: null, bdeCode: null, expired: false };

// Written without createSlice, as the notifications slice is: createSlice brings immer and most of
// Redux Toolkit onto every page's first load (see STORE_TOOLKIT_RULE in webpack.common.js).
export const signedIn = createAction<{ user: AuthUser; bdeCode?: string | null }>('auth/signedIn');
export const userRenamed = createAction<{ name: string; email?: string }>('auth/userRenamed');
export const signedOut = createAction('auth/signedOut');
export const sessionExpired = createAction('auth/sessionExpired');

function authReducer(state: AuthState = initialAuthState, action: Action): AuthState {
  if (signedIn.match(action)) {
    return { authUser: action.payload.user, bdeCode: action.payload.bdeCode ?? null, expired: false };
  }
  if (userRenamed.match(action)) {
    if (!state.authUser) return state;
    const { name, email } = action.payload;
    return { ...state, authUser: { ...state.authUser, name, ...(email ? { email } : {}) } };
  }
  if (signedOut.match(action)) return initialAuthState;
  if (sessionExpired.match(action)) return { ...initialAuthState, expired: true };
  return state;
}

/** What `combineSlices` takes: the state lives at `auth`. */
export const authSlice = { reducerPath: 'auth', reducer: authReducer } as const;

type WithAuth = { auth: AuthState };
export const selectAuthUser = (state: WithAuth) => state.auth.authUser;
export const selectBdeCode = (state: WithAuth) => state.auth.bdeCode;
export const selectSessionExpired = (state: WithAuth) => state.auth.expired;
