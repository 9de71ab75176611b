import { useState } from 'react';
import { COMPANY } from 'shared/content/company';
import { ShareLink } from 'shared/share/share-link';
import { useBdeText } from '../../i18n/bde-text';

/**
 * What the BDE can do with their link: copy it, or share it (the phone's share sheet, else WhatsApp)
 * with words in the page's language, the link exactly as the server signed it.
 */
export function LinkActions({ url }: { url: string }) {
  const t = useBdeText();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <div className="referral-link__actions">
      <button type="button" className="button" onClick={() => void copy()}>
        {t('Copy link')}
      </button>
      <ShareLink
        className="button button--primary"
        title={COMPANY.shortName}
        text={t(
          '{{company}} builds websites, software and apps, and finds IT professionals. Tell them what your business needs:',
          { company: COMPANY.shortName },
        )}
        url={url}
      >
        {t('Share link')}
        <span className="visually-hidden">{t(' (opens WhatsApp or your phone’s share options)')}</span>
      </ShareLink>
      <p className="referral-link__status" role="status">
        {copied === 'yes' && t('Link copied.')}
        {copied === 'no' && t('Copying is not allowed here: select the link and copy it.')}
      </p>
    </div>
  );
}
