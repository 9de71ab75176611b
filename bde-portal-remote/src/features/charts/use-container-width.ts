import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's width in pixels, following resizes: nivo's plain charts need a fixed size, and
 * its "Responsive" wrappers measure in ways a test DOM cannot. Without layout (tests) the
 * fallback width is used.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
