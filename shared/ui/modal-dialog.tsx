import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import './modal-dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  /** Classes of the window-wide backdrop (the <dialog> itself) and of the box inside, over the shared look. */
  backdropClassName: string;
  className: string;
  /** Takes focus when the dialog opens; its heading (an h2) when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The content, given the ids of the element that names the dialog and of the one that describes it. */
  children: (ids: { titleId: string; descriptionId: string }) => ReactNode;
}

/** The WAI-ARIA dialog pattern's Tab: past the last control to the first, and back (the browser would leave the page). */
function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (event.key !== 'Tab' || items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const wrapTo = event.shiftKey
    ? index <= 0 && items[items.length - 1]
    : (index === -1 || index === items.length - 1) && items[0];
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * A modal dialog on the native <dialog>, opened with showModal(): the page behind is inert and Escape
 * closes it; Tab wraps inside. A click on the backdrop closes it and the page does not scroll. When it
 * goes, focus goes back to where it was before it opened, as the browser does on close(); an owner that
 * wants it elsewhere closes it with closeThenFocus.
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
  const closing = useRef(false);

  // Before paint, so the dialog never shows for a frame as an ordinary element of the page.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    closing.current = false;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    (initialFocus?.current ?? element.querySelector<HTMLElement>('h2'))?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => wrapTab(element, event);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      // Closed first, so the page is no longer inert and can take focus back (and the close event
      // this queues is not the owner's to hear).
      closing.current = true;
      if (element.open) element.close();
      const focus = document.activeElement;
      if (opener?.isConnected && (!focus || focus === document.body || element.contains(focus)))
        opener.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={dialog}
      className={`modal-dialog ${backdropClassName}`}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the owner decides, by unmounting the dialog. A cancel the browser will not let us hold
      // back (a second Escape with no click between) closes it natively, and `close` says so.
      onCancel={(event) => {
        event.preventDefault();
        if (event.cancelable) onClose();
      }}
      onClose={() => !closing.current && onClose()}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={`modal-dialog__box ${className}`}>{children({ titleId, descriptionId })}</div>
    </dialog>
  );
}

/**
 * For an owner that wants focus elsewhere than the dialog's opener once it closes (a heading when the
 * row is gone, the box the dialog ticked): runs `closeDialog`, the owner's state change that removes
 * the dialog, at once, so the page behind is no longer inert, and then focuses `target`.
 */
export function closeThenFocus(closeDialog: () => void, target: HTMLElement | null | undefined) {
  flushSync(closeDialog);
  target?.focus();
}
