import { COMPANY } from 'shared/content/company';
import { renderEmail } from './render-email';

/**
 * Confirms to the address of a deleted user account that it is gone. It names nobody: the outbox
 * keeps the email for a while after the account, and the less it holds the better.
 */
export function accountDeletedEmail() {
  return renderEmail('user-account-deleted', {
    subject: `Your ${COMPANY.shortName} account has been deleted`,
    heading: 'Your account has been deleted',
    parts: [
      {
        text: 'As you asked, we have deleted your account on our website, with its consent records and sign-ins. You can no longer sign in with it.',
      },
      {
        text: `If you did not ask for this, someone else knew your password: write to us at ${COMPANY.emails.info}.`,
      },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
  });
}
