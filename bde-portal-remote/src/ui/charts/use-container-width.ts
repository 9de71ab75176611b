import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's width in pixels, following resizes: nivo's plain charts need a fixed size, and
 * its "Responsive" wrappers measure in ways a test DOM cannot. Null until the browser has laid the
 * element out: the width comes from ResizeObserver's first report, made after the layout the
 * browser does anyway, so measuring never forces one while the page's figures are being drawn, and
 * whatever waits for the width is drawn after them. Without ResizeObserver (tests) the fallback
 * width is used at once.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, fallback: number): number | null {
  const [width, setWidth] = useState(() => (typeof ResizeObserver === 'undefined' ? fallback : null));
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
