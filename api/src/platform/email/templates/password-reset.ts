import { COMPANY } from 'shared/content/company';
import { RESET_TOKEN_MINUTES } from 'shared/contract/password-reset';
import { renderEmail } from './render-email';

/**
 * The reset link for a forgotten password, to the account's own address. It greets nobody by name:
 * the name was typed into the same public form as the address, by anyone.
 */
export function passwordResetEmail({ link }: { link: string }) {
  return renderEmail('password-reset', {
    subject: `Reset your ${COMPANY.shortName} password`,
    heading: 'Reset your password',
    parts: [
      { text: 'Someone, probably you, asked to reset the password of your account.' },
      {
        text: `This link sets a new password. It works once, for ${RESET_TOKEN_MINUTES} minutes:`,
        link: { label: 'Set a new password', href: link },
      },
      { text: 'If you did not ask, ignore this email: your password stays as it is.' },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
  });
}
