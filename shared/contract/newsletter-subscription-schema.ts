import { object, string, type InferType } from 'yup';
import { requiredText } from './fields';
import { NEWSLETTER_MESSAGES } from './newsletter-subscription';

export const newsletterConfirmSchema = object({
  token: string()
    .trim()
    .required(NEWSLETTER_MESSAGES.badConfirmLink)
    .max(200, NEWSLETTER_MESSAGES.badConfirmLink),
}).noUnknown();
export type NewsletterConfirmRequest = InferType<typeof newsletterConfirmSchema>;

/** The key is 32 hex digits, as the database makes it. */
export const newsletterUnsubscribeSchema = object({
  key: string()
    .trim()
    .required(NEWSLETTER_MESSAGES.badUnsubscribeLink)
    .matches(/^[0-9a-f]{32}$/, NEWSLETTER_MESSAGES.badUnsubscribeLink),
}).noUnknown();
export type NewsletterUnsubscribeRequest = InferType<typeof newsletterUnsubscribeSchema>;

/** A newsletter an admin sends to every confirmed subscriber: a subject and plain-text paragraphs. */
export const newsletterIssueSchema = object({
  subject: requiredText(150).matches(/^[^\r\n]*$/, 'Keep the subject on one line.'),
  text: requiredText(20000),
}).noUnknown();
export type NewsletterIssueRequest = InferType<typeof newsletterIssueSchema>;
export const newsletterIssueInitialValues: NewsletterIssueRequest = { subject: '', text: '' };
