import { HELD_EVENTS_GLOBAL } from '../contract/page-loader';

interface HeldEvents {
  touched(scope: Element): boolean;
  left(field: Element): boolean;
}

function heldEvents(): HeldEvents | undefined {
  return (window as unknown as Record<string, HeldEvents | undefined>)[HELD_EVENTS_GLOBAL];
}

/**
 * Whether `scope` (a remote's island) was touched, focused or typed in before React took it over
 * (shared/contract/page-loader.ts notes it). Clicks and submissions made then replay by themselves.
 */
export function wasTouched(scope: Element): boolean {
  return heldEvents()?.touched(scope) ?? false;
}

/** Whether `field` was focused and left (blurred) before React took it over. */
export function wasLeft(field: Element): boolean {
  return heldEvents()?.left(field) ?? false;
}
