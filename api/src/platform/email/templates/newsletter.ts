import { COMPANY } from 'shared/content/company';
import { CONFIRM_LINK_DAYS } from 'shared/contract/newsletter-subscription';
import { DEFAULT_LANGUAGE, type Language } from 'shared/contract/account-language';
import { emailTexts, siteLinkIn } from './email-text';
import { renderEmail } from './render-email';

const SIGNATURE = `${COMPANY.name}, ${COMPANY.address.city}`;

/** The double opt-in link, to the address that was typed into the newsletter box, in that page's language. */
export function newsletterConfirmEmail(link: string, language: Language = DEFAULT_LANGUAGE) {
  const t = emailTexts(language);
  const days = CONFIRM_LINK_DAYS;
  return renderEmail('newsletter-confirm', {
    subject: t('Confirm your subscription to the {{company}} newsletter', { company: COMPANY.shortName }),
    heading: t('Please confirm your subscription'),
    parts: [
      { text: t('Someone, probably you, asked for our newsletter at this address.') },
      {
        text: t('Confirm it with this link within {{days}} days:', { days }),
        link: { label: t('Confirm my subscription'), href: siteLinkIn(language, link) },
      },
      {
        text: t(
          'If you did not ask, ignore this email: you will get no newsletter, and we forget the address after {{days}} days.',
          { days },
        ),
      },
    ],
    footer: SIGNATURE,
    language,
  });
}

/**
 * A newsletter as an admin wrote it (paragraphs split at blank lines), with the way out at its foot;
 * in English, the language it is written in, whatever page the subscriber came from.
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
