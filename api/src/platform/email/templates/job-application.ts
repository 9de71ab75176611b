import { COMPANY } from 'shared/content/company';
import { renderEmail } from './render-email';

/**
 * Tells a candidate their application arrived, with the private link to its stage and to withdraw
 * it. It repeats nothing they typed (anyone can type any address into a public form): the opening's
 * title is staff's words.
 */
export function applicationAcknowledgementEmail({
  openingTitle,
  link,
}: {
  openingTitle: string;
  link: string;
}) {
  return renderEmail('application-acknowledgement', {
    subject: `We have your application: ${COMPANY.shortName}`,
    heading: 'Thank you for applying',
    parts: [
      {
        text: `We have received your application for the opening “${openingTitle}”. We look at every application within a week.`,
      },
      {
        text: `This private link shows where your application stands, and lets you withdraw it, which deletes it with your résumé. Keep it to yourself: anyone with the link can do the same.`,
        link: { label: 'See your application', href: link },
      },
      {
        text: `If you did not apply, someone else used your address: withdraw the application with the link above, or tell us at ${COMPANY.emails.careers}.`,
      },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
  });
}
