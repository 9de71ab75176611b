import type { ReactNode } from 'react';
import { COMPANY, COMPANY_PROFILE, telHref } from 'shared/content/company';
import { CONTACT_REPLY_HOURS } from 'shared/contract/contact';
import { useMarketingText } from '../../i18n/marketing-text';
import { PageBand } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import { WhatsAppChat } from './whatsapp-chat';
import '../../ui/marketing.css';
import './contact.css';

const mailto = (email: string) => <a href={`mailto:${email}`}>{email}</a>;
const telephone = (number: string) => <a href={telHref(number)}>{number}</a>;

// Each term in English, the key of its translation; a detail given as text (the hours) is one too.
const DETAILS: Array<[string, ReactNode]> = [
  ['Phone', telephone(COMPANY.phone)],
  ['Mobile', telephone(COMPANY_PROFILE.mobile)],
  ['Email', mailto(COMPANY.emails.info)],
  ['Hours', COMPANY_PROFILE.hours],
];

export function ContactPage() {
  const a = COMPANY.address;
  const t = useMarketingText();
  return (
    <>
      <PageIntro
        title={t('Contact us')}
        breadcrumb
        lead={t('Tell us about your project or the role you need to fill. We reply within {{hours}} hours.', {
          hours: CONTACT_REPLY_HOURS,
        })}
      />
      <PageBand label={t('Contact form and details')} layout="contact-layout">
        <div className="card">
          <ContactForm />
        </div>
        <div className="contact-details">
          <div className="card">
            <h2>{t('Visit or call')}</h2>
            <address>
              <strong>{COMPANY.name}</strong>
              <br />
              {/* The postal address stays as the post office writes it, in English on every page. */}
              <span lang="en">
                {a.line1}
                <br />
                {a.line2}
                <br />
                {a.city}, {a.state} {a.pinCode}
              </span>
            </address>
            <dl className="contact-list">
              {DETAILS.map(([term, detail]) => (
                <div key={term}>
                  <dt>{t(term)}</dt>
                  <dd>{typeof detail === 'string' ? t(detail) : detail}</dd>
                </div>
              ))}
            </dl>
            <WhatsAppChat />
            <p className="contact-promise">
              {t('Every message gets a reply from a person within {{hours}} hours.', {
                hours: CONTACT_REPLY_HOURS,
              })}
            </p>
          </div>
          <ContactMap />
        </div>
      </PageBand>
    </>
  );
}
