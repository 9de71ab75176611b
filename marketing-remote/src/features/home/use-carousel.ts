import { useCallback, useEffect, useReducer, useState, type FocusEvent } from 'react';
import { useReducedMotion } from '../../ui/use-reduced-motion';
import { SLIDE_INTERVAL_MS, SLIDE_TRANSITION_MS } from './timing';

export interface CarouselState {
  /** The slide shown, 0 to count - 1. */
  index: number;
  /** Where the track stands; equals `count` while it rests on the repeated first slide. */
  position: number;
  /** Whether the move to `position` is animated (false for the jump back to the start). */
  animate: boolean;
}

type Action = { type: 'next' } | { type: 'previous' } | { type: 'goTo'; index: number } | { type: 'settle' };

interface Options {
  count: number;
  /**
   * The track repeats its first slide(s) after the last one: "next" from the last slide slides on to
   * the repeat, and once that transition ends the track jumps back to the real first slide unseen.
   */
  loop?: boolean;
  intervalMs?: number;
  transitionMs?: number;
}

export function carouselReducer(count: number, loop: boolean, animated: boolean) {
  return (state: CarouselState, action: Action): CarouselState => {
    switch (action.type) {
      case 'next': {
        const index = (state.index + 1) % count;
        const wraps = index === 0 && loop && animated;
        return { index, position: wraps ? count : index, animate: animated };
      }
      case 'previous': {
        const index = (state.index - 1 + count) % count;
        return { index, position: index, animate: animated };
      }
      case 'goTo':
        return { index: action.index, position: action.index, animate: animated };
      case 'settle':
        return state.position === count ? { ...state, position: 0, animate: false } : state;
    }
  };
}

/**
 * State and controls of an auto-advancing carousel (2000 ms steps). It pauses while the pointer is
 * over it, while it holds keyboard focus, when the person pauses it, and never moves by itself for
 * someone who asked for reduced motion; then it also moves without animation.
 */
export function useCarousel({
  count,
  loop = false,
  intervalMs = SLIDE_INTERVAL_MS,
  transitionMs = SLIDE_TRANSITION_MS,
}: Options) {
  const reducedMotion = useReducedMotion();
  const [state, dispatch] = useReducer(carouselReducer(count, loop, !reducedMotion), {
    index: 0,
    position: 0,
    animate: false,
  });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const rotating = !reducedMotion && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => dispatch({ type: 'next' }), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, state.index, intervalMs]);

  useEffect(() => {
    if (state.position !== count) return;
    const timer = setTimeout(() => dispatch({ type: 'settle' }), transitionMs);
    return () => clearTimeout(timer);
  }, [state.position, count, transitionMs]);

  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const previous = useCallback(() => dispatch({ type: 'previous' }), []);
  const goTo = useCallback((index: number) => dispatch({ type: 'goTo', index }), []);

  const rootHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    ...state,
    next,
    previous,
    goTo,
    rotating,
    reducedMotion,
    userPaused,
    toggleUserPaused: () => setUserPaused((paused) => !paused),
    rootHandlers,
  };
}
