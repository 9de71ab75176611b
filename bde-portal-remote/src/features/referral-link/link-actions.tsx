import { useState } from 'react';
import { useBdeText } from '../../i18n/bde-text';

/**
 * What the BDE can do with their link: copy it. The row is the place for more ways to pass it on
 * (a share button sits beside Copy).
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
      <p className="referral-link__status" role="status">
        {copied === 'yes' && t('Link copied.')}
        {copied === 'no' && t('Copying is not allowed here: select the link and copy it.')}
      </p>
    </div>
  );
}
