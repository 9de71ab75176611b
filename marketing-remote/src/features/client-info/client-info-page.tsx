import { useMarketingText } from '../../i18n/marketing-text';
import { PageBand } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { ClientInfoForm } from 'shared/client-info/client-info-form';
import '../../ui/marketing.css';
import './client-info.css';

export function ClientInfoPage() {
  const t = useMarketingText();
  return (
    <>
      <PageIntro
        title={t('Client information')}
        eyebrow={t('Tell us more')}
        lead={t(
          'A few details about your company and what you need help with. Fill in what you know; our team will ask about the rest.',
        )}
      />
      <PageBand label={t('Client information form')} layout="client-info">
        <div className="card">
          <ClientInfoForm />
        </div>
      </PageBand>
    </>
  );
}
