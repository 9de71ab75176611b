import { useRef } from 'react';
import { ModalDialog } from 'shared/ui/modal-dialog';
import { useMarketingText } from '../../i18n/marketing-text';
import type { Certificate } from './certificates';

interface CertificateDialogProps {
  certificate: Certificate;
  onClose(): void;
}

/**
 * A modal with the large certificate. Focus moves to its Close button and stays inside it; Escape,
 * the Close button and a click outside close it, and focus goes back where it was.
 */
export function CertificateDialog({ certificate, onClose }: CertificateDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const t = useMarketingText();
  const title = t(certificate.title);

  return (
    <ModalDialog
      backdropClassName="dialog-backdrop"
      className="dialog"
      initialFocus={closeRef}
      onClose={onClose}
    >
      {({ titleId, descriptionId }) => (
        <>
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button ref={closeRef} type="button" className="button" onClick={onClose}>
              {t('Close')}
            </button>
          </div>
          <img
            className="dialog__image"
            src={certificate.image}
            alt={t('{{title}} certificate', { title })}
            width={600}
            height={424}
          />
          <p id={descriptionId} className="dialog__caption">
            {t('Issued by {{issuer}}.', { issuer: t(certificate.issuer) })} {t(certificate.numberLabel)}:{' '}
            <strong>{certificate.number}</strong>
          </p>
        </>
      )}
    </ModalDialog>
  );
}
