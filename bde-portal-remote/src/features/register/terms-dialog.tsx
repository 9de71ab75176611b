import { createPortal } from 'react-dom';
import { PATHS } from 'shared/contract/route-paths';
import { ModalDialog } from 'shared/ui/modal-dialog';
import { useBdeText } from '../../i18n/bde-text';
import { richText } from 'shared/i18n/rich-text';
import { NewTabLink } from './new-tab-link';
import '../../ui/bde-modal.css';

/** What a BDE agrees to, in order (each the key of its translation). */
const TERMS = [
  'The details you give are true and your own, and you will keep them up to date.',
  'You represent the company honestly: you promise clients only the services, prices and dates the company has confirmed in writing.',
  'Your BDE code is yours. People you refer name it when they register, and become part of your downline.',
  'Client information you collect is used only to serve that client, and is never shared.',
  'Your user name and password are for you alone; tell us at once if someone else may know them.',
  'Either side may end the partnership by writing to the other.',
];

interface TermsDialogProps {
  onAccept: () => void;
  onClose: () => void;
}

/**
 * The BDE terms in a modal; accepting them ticks the terms checkbox. Focus starts on its heading and
 * stays inside while it is open, Escape closes it, and focus goes back where it was.
 */
export function TermsDialog({ onAccept, onClose }: TermsDialogProps) {
  const t = useBdeText();
  return createPortal(
    <ModalDialog backdropClassName="bde-modal" className="bde-modal__dialog" onClose={onClose}>
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId} tabIndex={-1}>
            {t('BDE partner terms')}
          </h2>
          <div id={descriptionId} className="bde-modal__body">
            <p>{t('By registering as a Business Development Executive (BDE) you agree that:')}</p>
            <ol>
              {TERMS.map((term) => (
                <li key={term}>{t(term)}</li>
              ))}
            </ol>
            <p>
              {richText(
                t,
                'We keep your Aadhaar and PAN details to confirm who you are, stored encrypted and shown only masked. The full {{terms}} and {{privacy}} apply as well.',
                {
                  terms: <NewTabLink to={PATHS.terms}>{t('terms of service')}</NewTabLink>,
                  privacy: <NewTabLink to={PATHS.privacy}>{t('privacy policy')}</NewTabLink>,
                },
              )}
            </p>
          </div>
          <div className="bde-modal__actions">
            <button type="button" className="button button--primary" onClick={onAccept}>
              {t('Accept terms')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('Close')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}
