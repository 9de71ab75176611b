import { APPLICATION_LINK_KEY, APPLICATION_LINK_PATH, type ApplicationStage } from './careers';

/**
 * A candidate's application to an opening, as the candidate sees it: the form's messages, the
 * résumé's refusals (the API and the form say the same words), and the stages in the candidate's
 * words. The paths are CAREERS_PATHS in careers.ts.
 */

/** The private link's secret: 32 random bytes, base64url, in the link's fragment only. */
export const APPLICATION_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The private link the acknowledgement carries. */
export function applicationLink(origin: string, key: string): string {
  return `${origin}${APPLICATION_LINK_PATH}#${APPLICATION_LINK_KEY}=${key}`;
}

/** Why each résumé is refused, at the field `resume`. */
export const RESUME_MESSAGES = {
  required: 'Choose your résumé: a PDF or a Word (.docx) file.',
  empty: 'This file is empty. Choose your résumé again.',
  tooLarge: 'Your résumé must be at most 5 MB.',
  oneFile: 'Send one résumé only.',
  wrongType: 'Your résumé must be a PDF or a Word (.docx) document.',
  pdfActive:
    'This PDF contains scripts, actions or attached files, which we do not accept. Save it as a plain PDF (for example with “Print to PDF”) and send that.',
  pdfUnreadable:
    'We could not check this PDF: it is damaged, encrypted or encoded in a way we do not read. Save it again as a plain PDF and send that.',
  pdfExtra:
    'This PDF has other data joined to it, which we do not accept. Save it again as a plain PDF and send that.',
  docxMacros:
    'This document contains macros or embedded programs, which we do not accept. Save it as a plain Word document (.docx) and send that.',
  docxInvalid:
    'This is not a Word document we can read. Save it as a Word document (.docx) or a PDF and send that.',
  docxExternal:
    'This document links to files outside it or has fields that run commands, which we do not accept. Save it as a plain Word document (.docx), or as a PDF, and send that.',
} as const;

export const APPLICATION_MESSAGES = {
  consentRequired: 'Agree to the privacy notice to send your application.',
  badLink: 'Enter a web address starting with http:// or https://.',
  badExperience: 'Enter your years of experience as a whole number.',
  tooMuchExperience: 'Enter at most 50 years.',
  badMobile: 'Please enter a valid phone number.',
  noOpening: 'There is no such opening. It may have been taken down; see our current openings.',
  closed: 'This opening has closed and takes no more applications.',
  unknownKey:
    'This link does not lead to an application. It may have expired or been withdrawn. Ask below for your link to be sent again.',
  /** The answer to every application that is in order, whether or not the address had applied before. */
  received:
    'Thank you for applying. We have emailed you a private link where you can see where your application stands, or withdraw it.',
  /** The answer to every request for the link, whether or not the address has applied. */
  linkSent:
    'If this address has applied to one of our openings, we have emailed it the private link to each application. It may take a few minutes to arrive.',
  withdrawn: 'Your application has been withdrawn and deleted, with your résumé.',
  tooLarge: 'The application is too large. Your résumé may be at most 5 MB.',
  lengthRequired: 'Send the application with its length (Content-Length).',
} as const;

/** What the candidate is told of each stage: never staff's reasons, only where things stand. */
export const CANDIDATE_STAGES: Record<ApplicationStage, { label: string; explanation: string }> = {
  new: {
    label: 'Received',
    explanation: 'We have your application. We look at every application within a week.',
  },
  screening: {
    label: 'Under review',
    explanation: 'We are reading your application and résumé.',
  },
  interview: {
    label: 'Interview',
    explanation: 'We would like to meet you. We email you the interview’s date, time and place.',
  },
  offer: {
    label: 'Offer',
    explanation: 'We are making you an offer. We will be in touch by email.',
  },
  hired: {
    label: 'Hired',
    explanation: 'Welcome to the team.',
  },
  'not selected': {
    label: 'Not selected',
    explanation:
      'We have decided not to go further with your application for this opening. Thank you for applying.',
  },
};

/** The privacy notice the form shows beside its consent. */
export const APPLICATION_NOTICE =
  'We use what you send here, your résumé included, only to consider you for this opening. Our hiring team alone can see it. It is deleted a set time after the opening closes (see our privacy policy), or at once when you withdraw it with the link we email you.';
