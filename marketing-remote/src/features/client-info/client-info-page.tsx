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
      <section className="page-band" aria-label="Client information form">
        <div className="container client-info">
          <div className="card">
            <ClientInfoForm />
          </div>
        </div>
      </section>
    </>
  );
}
