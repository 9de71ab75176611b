import { COMPANY } from 'shared/content/company';
import { DEFAULT_LANGUAGE, type Language } from 'shared/contract/account-language';
import { emailTexts, siteLinkIn } from './email-text';
import { renderEmail } from './render-email';

/** Why the link is sent again: the form was sent again for the same opening, or the candidate asked. */
export type LinkOccasion = 'applied-again' | 'asked';

/**
 * An application's private link, sent again to the address it was made with, in the language the
 * candidate applied in. Like the acknowledgement it repeats nothing anyone typed: the opening's
 * title is staff's words.
 */
export function applicationLinkEmail({
  openingTitle,
  link,
  occasion,
  language = DEFAULT_LANGUAGE,
}: {
  openingTitle: string;
  link: string;
  occasion: LinkOccasion;
  language?: Language;
}) {
  const t = emailTexts(language);
  const title = openingTitle;
  return renderEmail('application-link', {
    subject: t("Your application's private link: {{company}}", { company: COMPANY.shortName }),
    heading: occasion === 'applied-again' ? t('You have already applied') : t('Your private link'),
    parts: [
      {
        text:
          occasion === 'applied-again'
            ? t(
                'Someone sent an application for the opening “{{title}}” with this email address, which had already applied to it. We have kept your application as it was and changed nothing.',
                { title },
              )
            : t('You asked for the private link to your application for the opening “{{title}}”.', { title }),
      },
      {
        text: t(
          'This private link shows where your application stands, and lets you withdraw it, which deletes it with your résumé. To send us something new, withdraw it and apply again while the opening is open. Keep the link to yourself: anyone with it can do the same.',
        ),
        link: { label: t('See your application'), href: siteLinkIn(language, link) },
      },
      {
        text: t(
          'If this was not you, you need do nothing: your application stays as it is. Questions? Write to us at {{email}}.',
          { email: COMPANY.emails.careers },
        ),
      },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
    language,
  });
}
