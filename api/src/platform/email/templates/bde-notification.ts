import { COMPANY } from 'shared/content/company';
import type { NotificationKind } from 'shared/contract/earnings';
import { renderEmail } from './render-email';

const SIGNATURE = `${COMPANY.name}, ${COMPANY.address.city}`;

/**
 * Each kind's subject and sentence, in the site's own words. None repeats what the notification's
 * text may hold (a company's name, a decline reason, a message): for those the email says only that
 * there is news, and the portal, behind the BDE's sign-in, shows the rest.
 */
const WORDING: Record<NotificationKind, { subject: string; text: string }> = {
  'lead assigned': {
    subject: 'A lead has been assigned to you',
    text: 'The office has assigned a lead to you. Its details are in your portal.',
  },
  'registration verified': {
    subject: 'Your registration is verified',
    text: 'The office has checked your documents and verified your registration.',
  },
  'registration rejected': {
    subject: 'News about your registration',
    text: 'The office has reviewed your registration. Your profile in the portal says what happens next.',
  },
  'proposal recorded': {
    subject: 'A proposal has been recorded for you',
    text: 'The office has recorded a proposal for you. It is in your portal.',
  },
  'project recorded': {
    subject: 'A project has been recorded for you',
    text: 'The office has recorded a project for you. It is in your portal.',
  },
  'commission approved': {
    subject: 'Commission approved',
    text: 'Some of your commission has been approved for payout. The amounts are in your portal.',
  },
  'commission declined': {
    subject: 'News about your commission',
    text: 'There is news about your commission. Your portal shows what changed and why.',
  },
  'payout paid': {
    subject: 'Your payout has been paid',
    text: 'A payout has been transferred to your bank account. The amount, the tax deducted and the bank reference are in your portal.',
  },
  'payout on hold': {
    subject: 'Your payouts wait after a change of bank details',
    text: 'After your bank details changed, payouts wait for a while. Your portal says until when.',
  },
  message: {
    subject: 'New message from the office',
    text: 'The office has written to you. Read and reply in your portal.',
  },
};

/** The email of a notification the BDE chose to get by email: its kind's words and a portal link. */
export function bdeNotificationEmail(kind: NotificationKind, link: string) {
  const { subject, text } = WORDING[kind];
  return renderEmail('bde-notification', {
    subject: `${subject}: ${COMPANY.shortName}`,
    heading: subject,
    parts: [
      { text, link: { label: 'Open your portal', href: link } },
      { text: 'You chose to get this email. To change which emails you get, open Settings in your portal.' },
    ],
    footer: SIGNATURE,
  });
}

/**
 * Tells a BDE their bank details were changed: the masked account only, and what to do if it was not
 * them (the hold gives the office time to stop a payout).
 */
export function bankDetailsChangedEmail({
  accountMasked,
  holdUntil,
  link,
}: {
  accountMasked: string;
  holdUntil: string;
  link: string;
}) {
  return renderEmail('bde-bank-details-changed', {
    subject: `Your bank details were changed: ${COMPANY.shortName}`,
    heading: 'Your bank details were changed',
    parts: [
      { text: `Your payouts will now go to the account ending ${accountMasked}.` },
      {
        text:
          `To keep you safe, no payout goes to this account before ${holdUntil}. Commission approved ` +
          'meanwhile waits and is paid in the first payout batch made after that.',
      },
      {
        text: `If this was not you, write to ${COMPANY.emails.info} at once, and change your password.`,
        link: { label: 'Open your settings', href: link },
      },
    ],
    footer: SIGNATURE,
  });
}
