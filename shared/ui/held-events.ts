import { HELD_EVENTS_GLOBAL } from '../contract/page-loader';

interface HeldEvents {
  touched(scope: Element): boolean;
}

/**
 * Whether `scope` (a remote's island) was touched, focused or typed in before React took it over
 * (shared/contract/page-loader.ts notes it). Clicks and submissions made then replay by themselves.
 */
export function wasTouched(scope: Element): boolean {
  const held = (window as unknown as Record<string, HeldEvents | undefined>)[HELD_EVENTS_GLOBAL];
  return held?.touched(scope) ?? false;
}
