import { useLayoutEffect, type RefObject } from 'react';
import { wasLeft } from './held-events';

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'select-one', 'select-multiple']);

/**
 * Keeps what a visitor typed into a field of a prerendered page before its scripts hydrated it.
 * Hydration leaves the typed text in the field, but the field's state is still empty, and the next
 * render would put that emptiness back over the text; so the text is taken into the state first.
 * A field also left (blurred) meanwhile gets `leftBefore`, so it is marked touched and checked as if
 * its code had been there all along.
 */
export function useTypedBeforeHydration(
  ref: RefObject<TextControl | null>,
  value: string,
  setValue: (typed: string) => void,
  leftBefore?: () => void,
) {
  useLayoutEffect(() => {
    const control = ref.current;
    if (!control) return;
    if (!NOT_TYPED.has(control.type) && control.value !== value) setValue(control.value);
    if (wasLeft(control)) leftBefore?.();
    // Only when the field first runs: afterwards the state is the field's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
