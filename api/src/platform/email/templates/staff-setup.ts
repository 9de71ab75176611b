import { COMPANY } from 'shared/content/company';
import { STAFF_SETUP_HOURS } from 'shared/contract/staff';
import { renderEmail } from './render-email';

/**
 * A staff member's set-up link, to their own address only: the admin who added or reset them never
 * sees it. A reset's email is also the member's notice that their sign-in was reset.
 */
export function staffSetupEmail({ link, reason }: { link: string; reason: 'added' | 'reset' }) {
  const where = `the ${COMPANY.shortName} back office`;
  return renderEmail(`staff-${reason === 'added' ? 'welcome' : 'reset'}`, {
    subject:
      reason === 'added'
        ? `Set up your ${COMPANY.shortName} back-office account`
        : `Your ${COMPANY.shortName} back-office sign-in was reset`,
    heading: reason === 'added' ? 'Welcome to the back office' : 'Your sign-in was reset',
    parts: [
      {
        text:
          reason === 'added'
            ? `An admin added you to ${where}.`
            : `An admin reset your sign-in to ${where}: your password, authenticator and recovery codes no longer work, and you were signed out everywhere.`,
      },
      {
        text: `This link lets you choose a password and add the account to an authenticator app. It works once, for ${STAFF_SETUP_HOURS} hours; do not forward it:`,
        link: { label: 'Set up your sign-in', href: link },
      },
      {
        text: `If you did not expect this email, tell us at ${COMPANY.emails.info} before you use the link.`,
      },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
  });
}
