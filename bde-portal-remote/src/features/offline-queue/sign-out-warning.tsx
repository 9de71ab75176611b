import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from 'shared/ui/modal-dialog';
import { useBdeText } from '../../i18n/bde-text';
import '../../ui/bde-modal.css';

interface SignOutWarningProps {
  /** How many sends the phone still holds (waiting, or refused and not yet discarded). */
  count: number;
  onSignOut: () => void;
  onClose: () => void;
}

/**
 * Asked before sign-out while the phone holds work not yet sent: signing out deletes it (nothing
 * private outlives the session), so the BDE chooses. Staying is the first choice and takes focus.
 */
export function SignOutWarning({ count, onSignOut, onClose }: SignOutWarningProps) {
  const t = useBdeText();
  const stay = useRef<HTMLButtonElement>(null);
  return createPortal(
    <ModalDialog
      backdropClassName="bde-modal"
      className="bde-modal__dialog"
      initialFocus={stay}
      onClose={onClose}
    >
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId} tabIndex={-1}>
            {t('Delete what is waiting to be sent?')}
          </h2>
          <div id={descriptionId} className="bde-modal__body">
            <p>{t('Waiting to be sent: {{count}}', { count })}</p>
            <p>
              {t(
                'What you saved on this phone without a connection has not reached us yet. Signing out deletes it from this phone, and it will not be sent. Stay signed in until you are back online to send it.',
              )}
            </p>
          </div>
          <div className="bde-modal__actions">
            <button ref={stay} type="button" className="button button--primary" onClick={onClose}>
              {t('Stay signed in')}
            </button>
            <button type="button" className="button" onClick={onSignOut}>
              {t('Sign out and delete')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}
