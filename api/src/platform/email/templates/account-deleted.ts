import { COMPANY } from 'shared/content/company';
import { DEFAULT_LANGUAGE, type Language } from 'shared/contract/account-language';
import { emailTexts } from './email-text';
import { renderEmail } from './render-email';

/**
 * Confirms to the address of a deleted user account that it is gone, in the account's language. It
 * names nobody: the outbox keeps the email for a while after the account, and the less it holds the better.
 */
export function accountDeletedEmail(language: Language = DEFAULT_LANGUAGE) {
  const t = emailTexts(language);
  return renderEmail('user-account-deleted', {
    subject: t('Your {{company}} account has been deleted', { company: COMPANY.shortName }),
    heading: t('Your account has been deleted'),
    parts: [
      {
        text: t(
          'As you asked, we have deleted your account on our website, with its consent records and sign-ins. You can no longer sign in with it.',
        ),
      },
      {
        text: t('If you did not ask for this, someone else knew your password: write to us at {{email}}.', {
          email: COMPANY.emails.info,
        }),
      },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
    language,
  });
}
