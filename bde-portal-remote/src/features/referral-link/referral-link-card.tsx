import { useBdeText } from '../../i18n/bde-text';
import { LinkActions } from './link-actions';
import { QrCode } from './qr-code';

/** The BDE's personal link as text to copy and as a QR code to scan. */
export function ReferralLinkCard({ url }: { url: string }) {
  const t = useBdeText();
  return (
    <div className="referral-link__card">
      <div className="referral-link__text">
        <label htmlFor="referral-link-url">{t('Your personal link')}</label>
        <input
          id="referral-link-url"
          className="referral-link__url"
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <LinkActions url={url} />
      </div>
      <figure className="referral-link__qr">
        <QrCode text={url} label={t('QR code of your personal link')} />
        <figcaption>{t('A client scans it with their phone camera.')}</figcaption>
      </figure>
    </div>
  );
}
