import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from 'shared/ui/modal-dialog';

interface DeleteAccountDialogProps {
  busy: boolean;
  /** A failure that is not about the password, shown inside (the dialog stays open to try again). */
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last question before the account goes. Cancel has focus first: the safe answer is the easy one. */
export function DeleteAccountDialog({ busy, problem, onConfirm, onCancel }: DeleteAccountDialogProps) {
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
            Delete your account for good?
          </h2>
          <p id={descriptionId}>
            Your account, your consent records and every sign-in will be deleted now. This cannot be undone:
            to use the portal again you would sign up afresh.
          </p>
          {problem && (
            <p role="alert" className="your-data__problem">
              {problem}
            </p>
          )}
          <div className="your-data-dialog__actions">
            <button ref={cancel} type="button" className="button" onClick={onCancel} disabled={busy}>
              Cancel, keep my account
            </button>
            <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
              {busy ? 'Deleting…' : 'Yes, delete my account'}
            </button>
          </div>
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}
