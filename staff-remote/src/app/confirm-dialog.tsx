import { useRef, type ReactNode } from 'react';
import { DialogActions, StaffDialog } from './staff-dialog';

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
  return (
    <StaffDialog
      title={title}
      description={description}
      initialFocus={danger ? cancel : undefined}
      onClose={onCancel}
    >
      <DialogActions problem={problem} onCancel={onCancel} cancelRef={cancel}>
        <button
          type="button"
          className={danger ? 'staff-button staff-button--danger' : 'staff-button'}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </DialogActions>
    </StaffDialog>
  );
}
