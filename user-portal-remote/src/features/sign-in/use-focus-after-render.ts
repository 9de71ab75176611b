import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Focus for what is about to be drawn: `focusAfterRender(selector)` puts focus on the first element
 * inside `scope` that matches, once the render that draws it is committed.
 */
export function useFocusAfterRender(scope: RefObject<HTMLElement | null>) {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    scope.current?.querySelector<HTMLElement>(pending.current)?.focus();
    pending.current = null;
  });
  return useCallback((selector: string) => {
    pending.current = selector;
  }, []);
}
