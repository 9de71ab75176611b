import { COMPANY } from 'shared/content/company';
import { renderEmail } from './render-email';

const SIGNATURE = `${COMPANY.name}, ${COMPANY.address.city}`;

/**
 * Tells the sender of a contact message or a client enquiry that it arrived. It repeats nothing they
 * wrote, not even a name: anyone can type any address into a public form, and the company's mail
 * server must not carry their words to a stranger.
 */
export function acknowledgementEmail(kind: 'contact' | 'lead') {
  const what = kind === 'contact' ? 'your message' : 'your enquiry about our services';
  return renderEmail(`${kind}-acknowledgement`, {
    subject:
      kind === 'contact'
        ? `We have your message: ${COMPANY.shortName}`
        : `We have your enquiry: ${COMPANY.shortName}`,
    heading: 'Thank you for writing to us',
    parts: [
      { text: `We have received ${what} and will reply within 24 hours.` },
      {
        text: `If you did not write to us, someone else used your address; you can ignore this email, or tell us at ${COMPANY.emails.info}.`,
      },
    ],
    footer: SIGNATURE,
  });
}

/**
 * What staff are told of something new in the back office: its kind and where it is, nothing a
 * visitor wrote (that stays in the database, where retention and erasure reach it).
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
