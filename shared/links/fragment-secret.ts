import { RESET_FRAGMENT } from 'shared/contract/password-reset';

/** The token of a fragment such as `#reset=…`, or null. */
export function resetTokenIn(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(RESET_FRAGMENT)?.trim();
  return token || null;
}

/**
 * Takes the reset token out of the address bar: the fragment is removed from the current history
 * entry, so the token is neither kept in the history nor copied with the address. The entry's state
 * (the router's key and index) is kept, so going back and forth still works.
 */
export function takeResetToken(): string | null {
  const token = resetTokenIn(window.location.hash);
  if (token) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', pathname + search);
  }
  return token;
}
