import { COMPANY } from 'shared/content/company';
import type { NotificationKind } from 'shared/contract/earnings';
import { DEFAULT_LANGUAGE, type Language } from 'shared/contract/account-language';
import { emailTexts, siteLinkIn, type EmailText } from './email-text';
import { renderEmail } from './render-email';

const SIGNATURE = `${COMPANY.name}, ${COMPANY.address.city}`;

/**
 * Each kind's subject and sentence, in the site's own words (English's, the keys of the others). None repeats what the notification's
 * text may hold (a company's name, a decline reason, a message): for those the email says only that
 * there is news, and the portal, behind the BDE's sign-in, shows the rest.
 */
const WORDING: Record<NotificationKind, { subject: EmailText; text: EmailText }> = {
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

/**
 * The email of a notification the BDE chose to get by email, in the language saved with their
 * account: its kind's words and a portal link.
 */
export function bdeNotificationEmail(
  kind: NotificationKind,
  link: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  const t = emailTexts(language);
  const subject = t(WORDING[kind].subject);
  return renderEmail('bde-notification', {
    subject: `${subject}: ${COMPANY.shortName}`,
    heading: subject,
    parts: [
      {
        text: t(WORDING[kind].text),
        link: { label: t('Open your portal'), href: siteLinkIn(language, link) },
      },
      {
        text: t('You chose to get this email. To change which emails you get, open Settings in your portal.'),
      },
    ],
    footer: SIGNATURE,
    language,
  });
}

/**
 * Tells a BDE their bank details were changed: the masked account only, and what to do if it was not
 * them (the hold gives the office time to stop a payout). `holdUntil` is written in `language` already.
 */
export function bankDetailsChangedEmail({
  accountMasked,
  holdUntil,
  link,
  language = DEFAULT_LANGUAGE,
}: {
  accountMasked: string;
  holdUntil: string;
  link: string;
  language?: Language;
}) {
  const t = emailTexts(language);
  return renderEmail('bde-bank-details-changed', {
    subject: t('Your bank details were changed: {{company}}', { company: COMPANY.shortName }),
    heading: t('Your bank details were changed'),
    parts: [
      { text: t('Your payouts will now go to the account ending {{account}}.', { account: accountMasked }) },
      {
        text: t(
          'To keep you safe, no payout goes to this account before {{until}}. Commission approved meanwhile waits and is paid in the first payout batch made after that.',
          { until: holdUntil },
        ),
      },
      {
        text: t('If this was not you, write to {{email}} at once, and change your password.', {
          email: COMPANY.emails.info,
        }),
        link: { label: t('Open your settings'), href: siteLinkIn(language, link) },
      },
    ],
    footer: SIGNATURE,
    language,
  });
}
