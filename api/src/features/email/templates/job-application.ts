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
  updated,
}: {
  openingTitle: string;
  link: string;
  updated: boolean;
}) {
  return renderEmail('application-acknowledgement', {
    subject: `We have your application: ${COMPANY.shortName}`,
    heading: updated ? 'Your application is updated' : 'Thank you for applying',
    parts: [
      {
        text: updated
          ? `We have updated your application for the opening “${openingTitle}” with what you sent just now.`
          : `We have received your application for the opening “${openingTitle}”. We look at every application within a week.`,
      },
      {
        text: `This private link shows where your application stands, and lets you withdraw it, which deletes it with your résumé. Keep it to yourself: anyone with the link can do the same.${updated ? ' The link in our earlier email no longer works.' : ''}`,
        link: { label: 'See your application', href: link },
      },
      {
        text: `If you did not apply, someone else used your address: withdraw the application with the link above, or tell us at ${COMPANY.emails.careers}.`,
      },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
  });
}
