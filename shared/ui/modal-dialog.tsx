import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  /** Classes of the backdrop and of the dialog; each app styles its own. */
  backdropClassName: string;
  className: string;
  /** Takes focus when the dialog opens; its heading (an h2) when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The content, given the ids of the element that names the dialog and of the one that describes it. */
  children: (ids: { titleId: string; descriptionId: string }) => ReactNode;
}

/**
 * A modal dialog: focus moves into it and Tab and Shift+Tab stay inside, wherever focus was (a click
 * on its text leaves focus on the page); Escape and a click on the backdrop close it, and the page
 * behind does not scroll. The opener puts focus back where it was.
 */
export function ModalDialog({
  backdropClassName,
  className,
  initialFocus,
  onClose,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useEffectEvent(onClose);

  useEffect(() => {
    (initialFocus?.current ?? dialog.current?.querySelector<HTMLElement>('h2'))?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      const wrapTo = event.shiftKey
        ? index <= 0 && items[items.length - 1]
        : (index === -1 || index === items.length - 1) && items[0];
      if (!wrapTo) return;
      event.preventDefault();
      wrapTo.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [initialFocus]);

  return (
    <div
      className={backdropClassName}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        {children({ titleId, descriptionId })}
      </div>
    </div>
  );
}
