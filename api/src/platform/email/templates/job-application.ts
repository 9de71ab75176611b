import { COMPANY } from 'shared/content/company';
import { DEFAULT_LANGUAGE, type Language } from 'shared/contract/account-language';
import { emailTexts, siteLinkIn } from './email-text';
import { renderEmail } from './render-email';

/**
 * Tells a candidate their application arrived, with the private link to its stage and to withdraw
 * it, in the language of the page they applied from. It repeats nothing they typed (anyone can type
 * any address into a public form): the opening's title is staff's words.
 */
export function applicationAcknowledgementEmail({
  openingTitle,
  link,
  language = DEFAULT_LANGUAGE,
}: {
  openingTitle: string;
  link: string;
  language?: Language;
}) {
  const t = emailTexts(language);
  return renderEmail('application-acknowledgement', {
    subject: t('We have your application: {{company}}', { company: COMPANY.shortName }),
    heading: t('Thank you for applying'),
    parts: [
      {
        text: t(
          'We have received your application for the opening “{{title}}”. We look at every application within a week.',
          { title: openingTitle },
        ),
      },
      {
        text: t(
          'This private link shows where your application stands, and lets you withdraw it, which deletes it with your résumé. Keep it to yourself: anyone with the link can do the same.',
        ),
        link: { label: t('See your application'), href: siteLinkIn(language, link) },
      },
      {
        text: t(
          'If you did not apply, someone else used your address: withdraw the application with the link above, or tell us at {{email}}.',
          { email: COMPANY.emails.careers },
        ),
      },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
    language,
  });
}
