import { useRef } from 'react';
import { ModalDialog } from 'shared/ui/modal-dialog';

interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  /** A failure to show inside the dialog (it stays open to try again). */
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" for an action that changes someone's access: Cancel has focus first. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busy,
  problem,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      backdropClassName="members-dialog__backdrop"
      className="members-dialog"
      initialFocus={cancel}
      onClose={onCancel}
    >
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId}>{title}</h2>
          <p id={descriptionId}>{description}</p>
          {problem && (
            <p role="alert" className="members-dialog__problem">
              {problem}
            </p>
          )}
          <div className="members-dialog__actions">
            <button
              ref={cancel}
              type="button"
              className="staff-button staff-button--quiet"
              onClick={onCancel}
            >
              Cancel
            </button>
            <button
              type="button"
              className="staff-button staff-button--danger"
              onClick={onConfirm}
              disabled={busy}
            >
              {busy ? 'Working…' : confirmLabel}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
