import { COMPANY, telHref } from 'shared/content/company';
import { CONTACT_REPLY_HOURS } from 'shared/contract/contact';
import { PageIntro } from '../../ui/page-intro';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import '../../ui/marketing.css';
import './contact.css';

export function ContactPage() {
  const a = COMPANY.address;
  return (
    <>
      <PageIntro
        title="Contact us"
        breadcrumb
        lead={`Tell us about your project or the role you need to fill. We reply within ${CONTACT_REPLY_HOURS} hours.`}
      />
      <section className="page-band" aria-label="Contact form and details">
        <div className="container contact-layout">
          <div className="card">
            <ContactForm />
          </div>
          <div className="contact-details">
            <div className="card">
              <h2>Visit or call</h2>
              <address>
                <strong>{COMPANY.name}</strong>
                <br />
                {a.line1}
                <br />
                {a.line2}
                <br />
                {a.city}, {a.state} {a.pinCode}
              </address>
              <dl className="contact-list">
                <div>
                  <dt>Phone</dt>
                  <dd>
                    <a href={telHref(COMPANY.phone)}>{COMPANY.phone}</a>
                  </dd>
                </div>
                <div>
                  <dt>Mobile</dt>
                  <dd>
                    <a href={telHref(COMPANY.mobile)}>{COMPANY.mobile}</a>
                  </dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${COMPANY.emails.info}`}>{COMPANY.emails.info}</a>
                  </dd>
                </div>
                <div>
                  <dt>Hours</dt>
                  <dd>{COMPANY.hours}</dd>
                </div>
              </dl>
              <p className="contact-promise">
                Every message gets a reply from a person within {CONTACT_REPLY_HOURS} hours.
              </p>
            </div>
            <ContactMap />
          </div>
        </div>
      </section>
    </>
  );
}
