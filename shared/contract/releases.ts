/**
 * Which release of each remote the site serves: a stable release and, at times, a canary a share of
 * visitors get. Admins change it from the back office or `npm run admin -- remotes …`; every change
 * names the `version` it expects to replace (each change adds one), and is refused (409) when another
 * came first. Any signed-in staff member may pin their own browser to a published release.
 */
export const STAFF_RELEASE_PATHS = {
  /** Each remote's state, its published releases and this browser's pins. */
  releases: '/api/staff/releases',
  /** Admin: POST `{ remote, release, percent, expect }` starts (or replaces) a canary. */
  canary: '/api/staff/releases/canary',
  /** Admin: POST `{ remote, expect }`: the canary becomes stable for everyone. */
  promote: '/api/staff/releases/promote',
  /** Admin: POST `{ remote, expect }`: ends the canary, or without one returns to the earlier stable. */
  rollback: '/api/staff/releases/rollback',
  /** POST `{ remote, release }` pins this browser; `{ remote }` to /unpin ends the pin. */
  pin: '/api/staff/releases/pin',
  unpin: '/api/staff/releases/unpin',
} as const;

/** The remotes by their federation names, in the order screens list them. */
export const RELEASE_REMOTES = ['marketing', 'userPortal', 'bdePortal', 'staff'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

/** What people call each remote. */
export const RELEASE_REMOTE_LABELS: Record<ReleaseRemote, string> = {
  marketing: 'Public pages',
  userPortal: 'User portal',
  bdePortal: 'BDE portal',
  staff: 'Back office',
};

/** A release's name: its folder under the remote's releases/ (the build names it by its version). */
export const RELEASE_NAME = /^[A-Za-z0-9_][\w.-]{0,63}$/;
export const MIN_CANARY_PERCENT = 1;
export const MAX_CANARY_PERCENT = 99;
/** How long a pin lasts once set. */
export const RELEASE_PIN_HOURS = 8;

export const RELEASE_MESSAGES = {
  remote: `Choose one of: ${RELEASE_REMOTES.join(', ')}.`,
  release: 'Must be the name of a published release, like 3885c3d2761ec23a.',
  notPublished: 'No release of this remote by that name is published here.',
  sameAsStable: 'This release is already the stable one.',
  percent: `Must be a whole number from ${MIN_CANARY_PERCENT} to ${MAX_CANARY_PERCENT} (100 is a promotion).`,
  expect: 'Must be the version the change replaces, as the list shows it (0 for a remote never changed).',
  noCanary: 'No canary runs: there is nothing to promote.',
  nothingToRollBack: 'No canary runs and there is no earlier stable release to return to.',
  notReleasable: 'Its release in the configuration is not one published here: publish it first.',
} as const;
