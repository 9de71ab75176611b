import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from 'shared/ui/modal-dialog';

interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel: string;
  busy: boolean;
  /**
   * An action that takes something away (access, an address): the confirm button is red and Cancel
   * has focus first. Otherwise the heading has it, so the question is read before any button.
   */
  danger?: boolean;
  /** A failure to show inside the dialog (it stays open to try again). */
  problem?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The back office's "Are you sure?": every screen asks with this one. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  danger = false,
  problem = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  // On <body>, so a dialog opened from inside a form is neither in that form nor clipped by its card.
  return createPortal(
    <ModalDialog
      backdropClassName="staff-dialog__backdrop"
      className="staff-dialog"
      initialFocus={danger ? cancel : undefined}
      onClose={onCancel}
    >
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId} tabIndex={-1}>
            {title}
          </h2>
          <p id={descriptionId}>{description}</p>
          {problem && (
            <p role="alert" className="staff-dialog__problem">
              {problem}
            </p>
          )}
          <div className="staff-dialog__actions">
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
              className={danger ? 'staff-button staff-button--danger' : 'staff-button'}
              onClick={onConfirm}
              disabled={busy}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}
