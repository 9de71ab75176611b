import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from 'shared/ui/modal-dialog';

interface ErasureDialogProps {
  busy: boolean;
  /** A failure, shown inside (the dialog stays open to try again). */
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last question before the request is sent. Cancel has focus first: the safe answer is the easy one. */
export function ErasureDialog({ busy, problem, onConfirm, onCancel }: ErasureDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  // On <body>, so the dialog is neither inside the form nor clipped by its card.
  return createPortal(
    <ModalDialog
      backdropClassName="bde-data-dialog__backdrop"
      className="bde-data-dialog"
      initialFocus={cancel}
      onClose={() => !busy && onCancel()}
    >
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId} tabIndex={-1}>
            Ask us to erase your data?
          </h2>
          <p id={descriptionId}>
            Once our staff carry it out, you can no longer sign in, and your name, contact details, identity
            numbers and document copies are gone for good. Your proposals and projects stay under your BDE
            code, without your name.
          </p>
          {problem && (
            <p role="alert" className="form-problem">
              {problem}
            </p>
          )}
          <div className="bde-data-dialog__actions">
            <button ref={cancel} type="button" className="button" onClick={onCancel} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="button bde-data__danger" onClick={onConfirm} disabled={busy}>
              {busy ? 'Sending…' : 'Yes, send the request'}
            </button>
          </div>
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}
