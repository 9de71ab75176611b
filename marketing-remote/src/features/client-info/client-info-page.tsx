import { PageBand } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { ClientInfoForm } from './client-info-form';
import '../../ui/marketing.css';
import './client-info.css';

export function ClientInfoPage() {
  return (
    <>
      <PageIntro
        title="Client information"
        eyebrow="Tell us more"
        lead="A few details about your company and what you need help with. Fill in what you know; our team will ask about the rest."
      />
      <PageBand label="Client information form" layout="client-info">
        <div className="card">
          <ClientInfoForm />
        </div>
      </PageBand>
    </>
  );
}
