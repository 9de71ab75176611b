import { AUTH_STORAGE_KEYS, initialAuthState, type AuthState, type AuthUser } from './auth-slice';

function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.name === 'string' &&
    (candidate.role === 'user' || candidate.role === 'bde') &&
    (candidate.userId === undefined || typeof candidate.userId === 'number')
  );
}

/** On start the user is restored from local storage if present; anything malformed is ignored. */
export function loadAuthState(storage: Storage | undefined = globalThis.localStorage): AuthState {
  if (!storage) return initialAuthState;
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEYS.authUser);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const authUser = isAuthUser(parsed) ? parsed : null;
    const bdeCode = authUser?.role === 'bde' ? storage.getItem(AUTH_STORAGE_KEYS.bdeCode) : null;
    return { authUser, bdeCode, expired: false };
  } catch {
    return initialAuthState;
  }
}

export function saveAuthState(state: AuthState, storage: Storage | undefined = globalThis.localStorage) {
  if (!storage) return;
  if (state.authUser) storage.setItem(AUTH_STORAGE_KEYS.authUser, JSON.stringify(state.authUser));
  else storage.removeItem(AUTH_STORAGE_KEYS.authUser);
  if (state.bdeCode) storage.setItem(AUTH_STORAGE_KEYS.bdeCode, state.bdeCode);
  else storage.removeItem(AUTH_STORAGE_KEYS.bdeCode);
}
