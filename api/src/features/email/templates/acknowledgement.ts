import { COMPANY } from 'shared/content/company';
import { renderEmail } from './render-email';

const SIGNATURE = `${COMPANY.name}, ${COMPANY.address.city}`;

/**
 * Tells the sender of a contact message or a client enquiry that it arrived. It repeats nothing they
 * wrote: anyone can type any address into a public form, and the email must not carry their words to
 * a stranger.
 */
export function acknowledgementEmail(kind: 'contact' | 'lead', name: string) {
  const what = kind === 'contact' ? 'your message' : 'your enquiry about our services';
  return renderEmail(`${kind}-acknowledgement`, {
    subject:
      kind === 'contact'
        ? `We have your message: ${COMPANY.shortName}`
        : `We have your enquiry: ${COMPANY.shortName}`,
    heading: `Hello ${name},`,
    parts: [
      { text: `Thank you for writing to us. We have received ${what} and will reply within 24 hours.` },
      {
        text: `If you did not write to us, someone else used your address; you can ignore this email, or tell us at ${COMPANY.emails.info}.`,
      },
    ],
    footer: SIGNATURE,
  });
}

/** What staff are told of something new in the back office: its kind, a line about it, and where. */
export function staffNoticeEmail(kind: 'message' | 'lead' | 'registration', summary: string, link: string) {
  const titles = {
    message: 'A new contact message',
    lead: 'A new lead',
    registration: 'A new BDE registration',
  };
  return renderEmail(`staff-new-${kind}`, {
    subject: `${titles[kind]}: ${summary}`.slice(0, 150),
    heading: titles[kind],
    parts: [
      { text: summary },
      { text: 'Open it in the back office:', link: { label: 'Open the back office', href: link } },
    ],
    footer: SIGNATURE,
  });
}
