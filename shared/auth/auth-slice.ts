import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: AuthUser; bdeCode?: string | null }>) {
      state.authUser = action.payload.user;
      state.bdeCode = action.payload.bdeCode ?? null;
      state.expired = false;
    },
    userRenamed(state, action: PayloadAction<{ name: string; email?: string }>) {
      if (state.authUser) {
        state.authUser.name = action.payload.name;
        if (action.payload.email) state.authUser.email = action.payload.email;
      }
    },
    signedOut() {
      return initialAuthState;
    },
    sessionExpired() {
      return { ...initialAuthState, expired: true };
    },
  },
  selectors: {
    selectAuthUser: (state) => state.authUser,
    selectBdeCode: (state) => state.bdeCode,
    selectSessionExpired: (state) => state.expired,
  },
});

export const { signedIn, userRenamed, signedOut, sessionExpired } = authSlice.actions;
export const { selectAuthUser, selectBdeCode, selectSessionExpired } = authSlice.selectors;
