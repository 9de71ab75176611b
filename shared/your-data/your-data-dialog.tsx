import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from 'shared/ui/modal-dialog';
import './your-data.css';

interface YourDataDialogProps {
  title: string;
  /** What the answer yes does, and what it cannot undo. */
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's words while the request is under way. */
  busyLabel: string;
  busy: boolean;
  /** A failure, shown inside (the dialog stays open to try again). */
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last question before a portal's data goes (deleting an account, asking for erasure). Cancel has
 * focus first: the safe answer is the easy one.
 */
export function YourDataDialog({ busy, problem, onConfirm, onCancel, ...words }: YourDataDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  // On <body>, so the dialog is neither inside the form nor clipped by its card.
  return createPortal(
    <ModalDialog
      backdropClassName="your-data-dialog__backdrop"
      className="your-data-dialog"
      initialFocus={cancel}
      onClose={() => !busy && onCancel()}
    >
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId} tabIndex={-1}>
            {words.title}
          </h2>
          <p id={descriptionId}>{words.description}</p>
          {problem && (
            <p role="alert" className="your-data__problem">
              {problem}
            </p>
          )}
          <div className="your-data-dialog__actions">
            <button ref={cancel} type="button" className="button" onClick={onCancel} disabled={busy}>
              {words.cancelLabel}
            </button>
            <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
              {busy ? words.busyLabel : words.confirmLabel}
            </button>
          </div>
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}
