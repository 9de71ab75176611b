import type { ReactNode } from 'react';
import { useMarketingText } from '../../i18n/marketing-text';
import { richText } from '../../i18n/rich-text';
import { PageBand } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from './legal-dates';
import '../../ui/marketing.css';

/** A legal text under its title and the date it was last updated. */
export function LegalPage({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  const t = useMarketingText();
  return (
    <>
      <PageIntro
        title={title}
        eyebrow={t('Legal')}
        lead={richText(t, 'Last updated {{date}}', {
          date: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{t(LEGAL_LAST_UPDATED)}</time>,
        })}
      />
      <PageBand label={label}>
        <div className="prose">{children}</div>
      </PageBand>
    </>
  );
}
