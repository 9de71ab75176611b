import { COMPANY } from 'shared/content/company';
import { RESET_TOKEN_MINUTES } from 'shared/contract/password-reset';
import { DEFAULT_LANGUAGE, type Language } from 'shared/contract/account-language';
import { emailTexts, siteLinkIn } from './email-text';
import { renderEmail } from './render-email';

/**
 * The reset link for a forgotten password, to the account's own address, in the account's language.
 * It greets nobody by name: the name was typed into the same public form as the address, by anyone.
 */
export function passwordResetEmail({
  link,
  language = DEFAULT_LANGUAGE,
}: {
  link: string;
  language?: Language;
}) {
  const t = emailTexts(language);
  return renderEmail('password-reset', {
    subject: t('Reset your {{company}} password', { company: COMPANY.shortName }),
    heading: t('Reset your password'),
    parts: [
      { text: t('Someone, probably you, asked to reset the password of your account.') },
      {
        text: t('This link sets a new password. It works once, for {{minutes}} minutes:', {
          minutes: RESET_TOKEN_MINUTES,
        }),
        link: { label: t('Set a new password'), href: siteLinkIn(language, link) },
      },
      { text: t('If you did not ask, ignore this email: your password stays as it is.') },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
    language,
  });
}
