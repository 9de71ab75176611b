import type { ReactNode } from 'react';
import { PageBand } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from './legal-dates';
import '../../ui/marketing.css';

/** A legal text under its title and the date it was last updated. */
export function LegalPage({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <>
      <PageIntro
        title={title}
        eyebrow="Legal"
        lead={
          <>
            Last updated <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
          </>
        }
      />
      <PageBand label={label}>
        <div className="prose">{children}</div>
      </PageBand>
    </>
  );
}
