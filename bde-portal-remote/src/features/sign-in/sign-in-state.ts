/** What the registration page hands the sign-in form through the router, after a success. */
export interface RegisteredState {
  registeredBdeCode: string;
  userName: string;
}

export function readRegisteredState(state: unknown): RegisteredState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { registeredBdeCode, userName } = state as Record<string, unknown>;
  return typeof registeredBdeCode === 'string' && typeof userName === 'string'
    ? { registeredBdeCode, userName }
    : null;
}
