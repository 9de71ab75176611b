import { PATHS } from 'shared/contract/route-paths';

/** What a page that sends people to sign in may pass along (React Router location state). */
interface SignInState {
  /** The page they wanted, remembered by the guard or by the session-expiry handling. */
  from?: string;
  /** An address to start from: the one just registered, or the one just tried. */
  email?: string;
}

export function readSignInState(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, email } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' ? from : undefined,
    email: typeof email === 'string' ? email : undefined,
  };
}

/**
 * A signed-in user goes to /userDashboard, or back to the page of it they were sent away
 * from. Only user-portal paths are honoured: never another site, never the BDE portal.
 */
export function pathAfterSignIn(from: string | undefined): string {
  const portal = PATHS.userPortal;
  if (from && (from === portal || from.startsWith(`${portal}/`)) && !from.startsWith('//')) return from;
  return portal;
}
