import { HELD_EVENTS_GLOBAL } from '../contract/page-loader';

interface HeldEvents {
  live(scope: Element): void;
}

/**
 * React has taken over `scope` (the shell's root or a remote's island): the clicks and submissions
 * made in it before then happen now (shared/contract/page-loader.ts holds them). A task later, so
 * that what the fields' first effects took in (text typed before hydration) has been rendered first.
 */
export function markLive(scope: Element | null) {
  const held = (window as unknown as Record<string, HeldEvents | undefined>)[HELD_EVENTS_GLOBAL];
  if (scope && held) setTimeout(() => held.live(scope));
}
