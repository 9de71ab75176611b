import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from 'shared/ui/modal-dialog';
import { FormProblem } from '../ui/form-problem';

interface StaffDialogProps {
  title: ReactNode;
  description: ReactNode;
  /** Takes focus when the dialog opens; its heading when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}

/** The back office's modal frame: a heading that names it, a paragraph that describes it, the rest. */
export function StaffDialog({ title, description, initialFocus, onClose, children }: StaffDialogProps) {
  // On <body>, so a dialog opened from inside a form is neither in that form nor clipped by its card.
  return createPortal(
    <ModalDialog
      backdropClassName="staff-dialog__backdrop"
      className="staff-dialog"
      initialFocus={initialFocus}
      onClose={onClose}
    >
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId} tabIndex={-1}>
            {title}
          </h2>
          <p id={descriptionId}>{description}</p>
          {children}
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}

interface DialogActionsProps {
  /** A failure to show above the buttons (the dialog stays open to try again). */
  problem: string | null;
  onCancel: () => void;
  cancelRef?: RefObject<HTMLButtonElement | null>;
  /** The button that acts. */
  children: ReactNode;
}

/** The foot of a staff dialog: what went wrong, if anything, then Cancel and the action. */
export function DialogActions({ problem, onCancel, cancelRef, children }: DialogActionsProps) {
  return (
    <>
      <FormProblem problem={problem} />
      <div className="staff-dialog__actions">
        <button ref={cancelRef} type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
          Cancel
        </button>
        {children}
      </div>
    </>
  );
}
