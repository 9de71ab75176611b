import { COMPANY } from 'shared/content/company';
import { CONFIRM_LINK_DAYS } from 'shared/contract/newsletter-subscription';
import { renderEmail } from './render-email';

const SIGNATURE = `${COMPANY.name}, ${COMPANY.address.city}`;

/** The double opt-in link, to the address that was typed into the newsletter box. */
export function newsletterConfirmEmail(link: string) {
  return renderEmail('newsletter-confirm', {
    subject: `Confirm your subscription to the ${COMPANY.shortName} newsletter`,
    heading: 'Please confirm your subscription',
    parts: [
      { text: 'Someone, probably you, asked for our newsletter at this address.' },
      {
        text: `Confirm it with this link within ${CONFIRM_LINK_DAYS} days:`,
        link: { label: 'Confirm my subscription', href: link },
      },
      {
        text: `If you did not ask, ignore this email: you will get no newsletter, and we forget the address after ${CONFIRM_LINK_DAYS} days.`,
      },
    ],
    footer: SIGNATURE,
  });
}

/**
 * A newsletter as an admin wrote it (paragraphs split at blank lines), with the way out at its foot.
 * The unsubscribe link and headers are each recipient's own, so they are left as `unsubscribeLink`
 * for the caller to write in per address.
 */
export function newsletterIssueEmail({
  subject,
  text,
  unsubscribeLink,
  oneClickUrl,
}: {
  subject: string;
  text: string;
  unsubscribeLink: string;
  oneClickUrl: string;
}) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return renderEmail('newsletter', {
    subject,
    heading: subject,
    parts: [
      ...paragraphs.map((paragraph) => ({ text: paragraph })),
      {
        text: 'You get this because you subscribed to our newsletter. To stop, use this link:',
        link: { label: 'Unsubscribe', href: unsubscribeLink },
      },
    ],
    footer: SIGNATURE,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
