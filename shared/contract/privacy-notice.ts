/**
 * The privacy notice a form shows (the privacy policy page), by version: every consent record names the
 * version its person saw. Change it when the policy changes what is collected, why, or for how long.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-07';

/** The forms that take personal data, and the purpose each one's consent record names. */
export const CONSENT_PURPOSES = {
  newsletter: 'To send the newsletter you asked for.',
  contact: 'To answer your enquiry.',
  'client-info': 'To prepare a proposal and to credit the BDE who introduced you.',
  'user-signup': 'To let you sign in and manage your profile.',
  'bde-registration':
    'To verify who you are before we work with you, to meet tax obligations on commission payments (PAN), and to run the partner programme: proposals, projects, revenue and your referral downline.',
  'job-application': 'To consider you for the opening you applied to.',
  'job-application-on-file':
    'To consider you for future openings, when you ask us to keep your application on file.',
} as const;
export type ConsentForm = keyof typeof CONSENT_PURPOSES;

/** Processing identity documents needs consent: the registration is refused without it. */
export const ACCEPT_TERMS_MESSAGE = 'Accept the BDE partner terms and the privacy notice to register.';
