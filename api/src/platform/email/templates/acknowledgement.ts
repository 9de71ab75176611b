import { COMPANY } from 'shared/content/company';
import { DEFAULT_LANGUAGE, type Language } from 'shared/contract/account-language';
import { emailTexts } from './email-text';
import { renderEmail } from './render-email';

const SIGNATURE = `${COMPANY.name}, ${COMPANY.address.city}`;

/**
 * Tells the sender of a contact message or a client enquiry that it arrived, in the language of the
 * page they wrote from. It repeats nothing they wrote, not even a name: anyone can type any address
 * into a public form, and the company's mail server must not carry their words to a stranger.
 */
export function acknowledgementEmail(kind: 'contact' | 'lead', language: Language = DEFAULT_LANGUAGE) {
  const t = emailTexts(language);
  const company = COMPANY.shortName;
  return renderEmail(`${kind}-acknowledgement`, {
    subject:
      kind === 'contact'
        ? t('We have your message: {{company}}', { company })
        : t('We have your enquiry: {{company}}', { company }),
    heading: t('Thank you for writing to us'),
    parts: [
      {
        text:
          kind === 'contact'
            ? t('We have received your message and will reply within 24 hours.')
            : t('We have received your enquiry about our services and will reply within 24 hours.'),
      },
      {
        text: t(
          'If you did not write to us, someone else used your address; you can ignore this email, or tell us at {{email}}.',
          { email: COMPANY.emails.info },
        ),
      },
    ],
    footer: SIGNATURE,
    language,
  });
}

/**
 * What staff are told of something new in the back office, in English as the back office is: its
 * kind and where it is, nothing a visitor wrote (that stays in the database, where retention and
 * erasure reach it).
 */
export function staffNoticeEmail(kind: 'message' | 'lead' | 'registration' | 'application', link: string) {
  const titles = {
    message: 'A new contact message',
    lead: 'A new lead',
    registration: 'A new BDE registration',
    application: 'A new job application',
  };
  return renderEmail(`staff-new-${kind}`, {
    subject: titles[kind],
    heading: titles[kind],
    parts: [{ text: 'Open it in the back office:', link: { label: 'Open the back office', href: link } }],
    footer: SIGNATURE,
  });
}
