import { useState } from 'react';
import { HOLD_CLICK_ATTRIBUTE } from 'shared/contract/page-loader';
import { useMarketingText } from '../../i18n/marketing-text';
import { CertificateDialog } from './certificate-dialog';
import { CERTIFICATES, type Certificate } from './certificates';

/**
 * Three thumbnails, each a link to its certificate's full image, so it works without scripts; with them
 * it opens the certificate large in a modal instead (a click before the page is taken over is held
 * until then, HOLD_CLICK_ATTRIBUTE); closing it puts focus back on the thumbnail (the dialog does).
 */
export function CertificateGallery() {
  const [open, setOpen] = useState<Certificate | null>(null);
  const t = useMarketingText();

  return (
    <>
      <ul className="certificate-grid" role="list">
        {CERTIFICATES.map((certificate) => (
          <li key={certificate.id} className="card certificate-card">
            <a
              href={certificate.image}
              className="certificate-card__button"
              aria-haspopup="dialog"
              {...{ [HOLD_CLICK_ATTRIBUTE]: '' }}
              onClick={(event) => {
                event.preventDefault();
                setOpen(certificate);
              }}
            >
              <img src={certificate.image} alt="" width={300} height={212} loading="lazy" decoding="async" />
              <span className="certificate-card__title">{t(certificate.title)}</span>
              <span className="visually-hidden">{t(' (view larger)')}</span>
            </a>
            <p className="certificate-card__number">
              {t(certificate.numberLabel)}: {certificate.number}
            </p>
          </li>
        ))}
      </ul>
      {open && <CertificateDialog certificate={open} onClose={() => setOpen(null)} />}
    </>
  );
}
