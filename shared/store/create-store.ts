import { configureStore } from '@reduxjs/toolkit';
import { initialAuthState, type AuthState } from '../auth/auth-slice';
import { loadAuthState, saveAuthState } from '../auth/persist-auth';
import { injectedMiddleware } from './injected-middleware';
import { rootReducer, type RootState } from './root-reducer';

interface StoreOptions {
  /** Start from this session instead of local storage (tests). */
  auth?: AuthState;
  /** Mirror the auth slice into local storage (the running site; tests leave it off). */
  persist?: boolean;
  preloadedState?: Partial<RootState>;
}

export function createAppStore({ auth, persist = false, preloadedState }: StoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...preloadedState,
      auth: auth ?? (persist ? loadAuthState() : initialAuthState),
    } as RootState,
    middleware: (getDefault) => getDefault().concat(injectedMiddleware.middleware),
  });
  if (persist) {
    let last = store.getState().auth;
    store.subscribe(() => {
      const next = store.getState().auth;
      if (next !== last) {
        last = next;
        saveAuthState(next);
      }
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
