import { object, type InferType } from 'yup';
import { emailField } from './email';

export const NEWSLETTER_SUBSCRIBE_PATH = '/api/NewsLetterSubscriber/subscribe';

/**
 * SPEC §5: the browser sends the address as typed, with no visible validation;
 * the server still refuses what is not an email address.
 */
export const newsletterSchema = object({
  emailAddress: emailField(),
}).noUnknown();

export type NewsletterRequest = { emailAddress: string };
export type NewsletterValues = InferType<typeof newsletterSchema>;
export interface NewsletterResponse {
  emailAddress: string;
  subscribedAt: string;
}
