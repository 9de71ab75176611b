import { object, type InferType } from 'yup';
import { emailField } from './email';
import { optionalText, requiredText } from './fields';

export const CONTACT_PATH = '/api/ContactUs';

/** SPEC §9: the promise made on the contact page. */
export const CONTACT_REPLY_HOURS = 24;

export const CONTACT_LIMITS = { name: 100, contactNumber: 20, message: 4000, websiteUrl: 300 } as const;

/** SPEC §5: name, contactNumber, email (valid format) and message required; websiteUrl optional. */
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
export interface ContactResponse {
  id: number;
}

export const contactInitialValues: ContactRequest = {
  name: '',
  contactNumber: '',
  email: '',
  message: '',
  websiteUrl: '',
};
