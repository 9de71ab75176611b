import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  /** Classes of the window-wide backdrop (the <dialog> itself) and of the box inside; each app styles its own. */
  backdropClassName: string;
  className: string;
  /** Takes focus when the dialog opens; its heading (an h2) when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The content, given the ids of the element that names the dialog and of the one that describes it. */
  children: (ids: { titleId: string; descriptionId: string }) => ReactNode;
}

/**
 * A modal dialog on the native <dialog>, opened with showModal(): the browser keeps focus inside and
 * makes the page behind inert. Escape and a click on the backdrop close it, and the page behind does
 * not scroll. The opener puts focus back where it was.
 */
export function ModalDialog({
  backdropClassName,
  className,
  initialFocus,
  onClose,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Before paint, so the dialog never shows for a frame as an ordinary element of the page.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    (initialFocus?.current ?? element.querySelector<HTMLElement>('h2'))?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={dialog}
      className={`modal-dialog ${backdropClassName}`}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the opener decides, by unmounting the dialog. A cancel the browser will not let us hold
      // back (a second Escape with no click between) closes it natively, and `close` says so.
      onCancel={(event) => {
        event.preventDefault();
        if (event.cancelable) onClose();
      }}
      onClose={onClose}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={className}>{children({ titleId, descriptionId })}</div>
    </dialog>
  );
}
