import { object, type InferType } from 'yup';
import { CONTACT_LIMITS } from './contact';
import { emailField } from './email';
import { optionalText, requiredText } from './fields';

/** Name, contactNumber, email (valid format) and message required; websiteUrl optional. */
export const contactSchema = object({
  name: requiredText(CONTACT_LIMITS.name),
  contactNumber: requiredText(CONTACT_LIMITS.contactNumber).matches(/^\+?[\d\s-]{7,20}$/, {
    message: 'Please enter a valid phone number.',
    excludeEmptyString: true,
  }),
  email: emailField(),
  message: requiredText(CONTACT_LIMITS.message),
  websiteUrl: optionalText(CONTACT_LIMITS.websiteUrl),
}).noUnknown();

export type ContactRequest = InferType<typeof contactSchema>;

export const contactInitialValues: ContactRequest = {
  name: '',
  contactNumber: '',
  email: '',
  message: '',
  websiteUrl: '',
};
