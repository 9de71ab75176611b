import { COMPANY } from 'shared/content/company';
import { renderEmail } from '../../platform/email/templates/render-email';

/** Why the link is sent again: the form was sent again for the same opening, or the candidate asked. */
export type LinkOccasion = 'applied-again' | 'asked';

/**
 * An application's private link, sent again to the address it was made with. Like the
 * acknowledgement it repeats nothing anyone typed: the opening's title is staff's words.
 */
export function applicationLinkEmail({
  openingTitle,
  link,
  occasion,
}: {
  openingTitle: string;
  link: string;
  occasion: LinkOccasion;
}) {
  return renderEmail('application-link', {
    subject: `Your application's private link: ${COMPANY.shortName}`,
    heading: occasion === 'applied-again' ? 'You have already applied' : 'Your private link',
    parts: [
      {
        text:
          occasion === 'applied-again'
            ? `Someone sent an application for the opening “${openingTitle}” with this email address, which had already applied to it. We have kept your application as it was and changed nothing.`
            : `You asked for the private link to your application for the opening “${openingTitle}”.`,
      },
      {
        text: 'This private link shows where your application stands, and lets you withdraw it, which deletes it with your résumé. To send us something new, withdraw it and apply again while the opening is open. Keep the link to yourself: anyone with it can do the same.',
        link: { label: 'See your application', href: link },
      },
      {
        text: `If this was not you, you need do nothing: your application stays as it is. Questions? Write to us at ${COMPANY.emails.careers}.`,
      },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
  });
}
