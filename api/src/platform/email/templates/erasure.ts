import { COMPANY } from 'shared/content/company';
import { DEFAULT_LANGUAGE, type Language } from 'shared/contract/account-language';
import { emailTexts } from './email-text';
import { renderEmail } from './render-email';

const SIGNATURE = `${COMPANY.name}, ${COMPANY.address.city}`;

/**
 * Tells staff (in English, as the back office is) a BDE asked for their data to be erased. It names the BDE by code only and leaves out
 * their reason: the outbox keeps the email after the erasure, and the back office shows the rest.
 */
export function erasureRequestNoticeEmail(bdeCode: string, link: string) {
  return renderEmail('staff-erasure-request', {
    subject: `A BDE asks for their data to be erased: ${bdeCode}`,
    heading: 'An erasure request',
    parts: [
      { text: `The BDE ${bdeCode} asks us to erase their personal data.` },
      {
        text: 'Carry it out or decline it in the back office:',
        link: { label: 'Open the requests', href: link },
      },
    ],
    footer: SIGNATURE,
  });
}

/**
 * Tells the BDE their request arrived, and what erasure will and will not take away, in the language
 * saved with their account. Like every email to an address someone typed into a public form, it
 * repeats nothing typed there.
 */
export function erasureAcknowledgementEmail(language: Language = DEFAULT_LANGUAGE) {
  const t = emailTexts(language);
  return renderEmail('bde-erasure-acknowledgement', {
    subject: t('We have your erasure request: {{company}}', { company: COMPANY.shortName }),
    heading: t('Your erasure request'),
    parts: [
      {
        text: t(
          'We have received your request to erase your personal data, and will handle it within 30 days.',
        ),
      },
      {
        text: t(
          'Erasure removes your name, contact details, date of birth, identity numbers and document copies, and ends your account: you will not be able to sign in again. The proposals and projects credited to your BDE code stay, without your name, because the law requires us to keep accounting records.',
        ),
      },
      {
        text: t(
          'Once it is done we will no longer have your address, so this is the last email about it unless we decline the request, in which case we tell you why.',
        ),
      },
      {
        text: t('If you did not ask for this, tell us at once at {{email}}.', { email: COMPANY.emails.info }),
      },
    ],
    footer: SIGNATURE,
    language,
  });
}

/**
 * Tells the BDE that staff declined their request, and why (staff's words, not the BDE's, as staff
 * wrote them), in the language saved with their account.
 */
export function erasureDeclinedEmail(reason: string, language: Language = DEFAULT_LANGUAGE) {
  const t = emailTexts(language);
  return renderEmail('bde-erasure-declined', {
    subject: t('About your erasure request: {{company}}', { company: COMPANY.shortName }),
    heading: t('Your erasure request'),
    parts: [
      { text: t('We have not erased your data, for this reason:') },
      { text: reason },
      {
        text: t(
          'Your profile shows this too, and you can ask again from it. To talk it over, write to {{email}}.',
          { email: COMPANY.emails.info },
        ),
      },
    ],
    footer: SIGNATURE,
    language,
  });
}
