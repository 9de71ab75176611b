import { object } from 'yup';
import { emailField } from './email';

/**
 * The browser sends the address as typed, with no visible validation;
 * the server still refuses what is not an email address.
 */
export const newsletterSchema = object({
  emailAddress: emailField(),
}).noUnknown();
