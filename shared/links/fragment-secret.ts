/**
 * Emailed links carry their secret (a reset token, a confirmation token, an unsubscribe key) in the
 * fragment, `#reset=…`, which the browser never sends in a request, a log or a Referer.
 */

/** The value of `name` in a fragment such as `#reset=…`, or null. */
export function fragmentSecretIn(hash: string, name: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(name)?.trim();
  return value || null;
}

/**
 * Takes the secret out of the address bar: the fragment is removed from the current history entry,
 * so the secret is neither kept in the history nor copied with the address. The entry's state (the
 * router's key and index) is kept, so going back and forth still works.
 */
export function takeFragmentSecret(name: string): string | null {
  const value = fragmentSecretIn(window.location.hash, name);
  if (value) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', pathname + search);
  }
  return value;
}
