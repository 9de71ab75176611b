import { createPortal } from 'react-dom';
import { PATHS } from 'shared/contract/route-paths';
import { ModalDialog } from 'shared/ui/modal-dialog';
import { NewTabLink } from './new-tab-link';

interface TermsDialogProps {
  onAccept: () => void;
  onClose: () => void;
}

/**
 * The BDE terms in a modal; accepting them ticks the terms checkbox. Focus starts on its heading and
 * stays inside while it is open, Escape closes it, and focus goes back where it was.
 */
export function TermsDialog({ onAccept, onClose }: TermsDialogProps) {
  return createPortal(
    <ModalDialog backdropClassName="bde-modal" className="bde-modal__dialog" onClose={onClose}>
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId} tabIndex={-1}>
            BDE partner terms
          </h2>
          <div id={descriptionId} className="bde-modal__body">
            <p>By registering as a Business Development Executive (BDE) you agree that:</p>
            <ol>
              <li>The details you give are true and your own, and you will keep them up to date.</li>
              <li>
                You represent the company honestly: you promise clients only the services, prices and dates
                the company has confirmed in writing.
              </li>
              <li>
                Your BDE code is yours. People you refer name it when they register, and become part of your
                downline.
              </li>
              <li>Client information you collect is used only to serve that client, and is never shared.</li>
              <li>
                Your user name and password are for you alone; tell us at once if someone else may know them.
              </li>
              <li>Either side may end the partnership by writing to the other.</li>
            </ol>
            <p>
              We keep your Aadhaar and PAN details to confirm who you are, stored encrypted and shown only
              masked. The full <NewTabLink to={PATHS.terms}>terms of service</NewTabLink> and{' '}
              <NewTabLink to={PATHS.privacy}>privacy policy</NewTabLink> apply as well.
            </p>
          </div>
          <div className="bde-modal__actions">
            <button type="button" className="button button--primary" onClick={onAccept}>
              Accept terms
            </button>
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}
