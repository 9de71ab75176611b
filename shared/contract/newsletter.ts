export const NEWSLETTER_SUBSCRIBE_PATH = '/api/NewsLetterSubscriber/subscribe';

export type NewsletterRequest = { emailAddress: string };
