import { useEffect, useState, type RefObject } from 'react';
import { useUserText } from '../../i18n/user-text';

/** The button appears once the page has scrolled more than 300 px. */
const SCROLL_TOP_THRESHOLD = 300;

/** "Back to top": scrolls up (gently, unless the person asked for less motion) and moves focus there. */
export function ScrollToTopButton({ focusTarget }: { focusTarget: RefObject<HTMLElement | null> }) {
  const t = useUserText();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        focusTarget.current?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <span>{t('Back to top')}</span>
    </button>
  );
}
