import { boolean, number, object, string, type InferType } from 'yup';
import { APPLICATION_LIMITS } from './careers';
import { emailField } from './email';
import { optionalText, requiredText } from './fields';
import { APPLICATION_MESSAGES } from './job-application';
import { MESSAGES } from './messages';

/** A web address a person can open: http or https, with a host. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The application's fields, as the form checks them and the API does (the résumé is a file, checked
 * by its content on the server). Multipart sends every value as text: years are digits only, the two
 * consents "true" or "false".
 */
export const jobApplicationSchema = object({
  name: requiredText(APPLICATION_LIMITS.name),
  email: emailField(),
  mobile: requiredText(APPLICATION_LIMITS.mobile).matches(/^\+?[\d\s-]{7,20}$/, {
    message: APPLICATION_MESSAGES.badMobile,
    excludeEmptyString: true,
  }),
  city: requiredText(APPLICATION_LIMITS.city),
  experienceYears: number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      const text = original.trim();
      if (text === '') return undefined;
      return /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    })
    .typeError(APPLICATION_MESSAGES.badExperience)
    .required(MESSAGES.required)
    .integer(APPLICATION_MESSAGES.badExperience)
    .min(0, APPLICATION_MESSAGES.badExperience)
    .max(APPLICATION_LIMITS.maxExperienceYears, APPLICATION_MESSAGES.tooMuchExperience),
  link: optionalText(APPLICATION_LIMITS.link).test(
    'web-address',
    APPLICATION_MESSAGES.badLink,
    (value) => !value || isWebAddress(value),
  ),
  note: optionalText(APPLICATION_LIMITS.note),
  consent: boolean().default(false).oneOf([true], APPLICATION_MESSAGES.consentRequired),
  keepOnFile: boolean().default(false),
}).noUnknown();

export type JobApplicationFields = InferType<typeof jobApplicationSchema>;

/** The fields an application keeps, from the schema's list (the consent is recorded apart, with its time). */
export const KEPT_APPLICATION_FIELDS = Object.keys(jobApplicationSchema.fields).filter(
  (name) => name !== 'consent',
) as Array<Exclude<keyof JobApplicationFields, 'consent'>>;

/** The form's values: text as typed (years too), the two boxes. */
export interface JobApplicationValues {
  name: string;
  email: string;
  mobile: string;
  city: string;
  experienceYears: string;
  link: string;
  note: string;
  consent: boolean;
  keepOnFile: boolean;
}

export const jobApplicationInitialValues: JobApplicationValues = {
  name: '',
  email: '',
  mobile: '',
  city: '',
  experienceYears: '',
  link: '',
  note: '',
  consent: false,
  keepOnFile: false,
};

/** The private link's key, for the status and withdraw calls. */
export const applicationKeySchema = object({
  key: string().trim().required(APPLICATION_MESSAGES.unknownKey).max(200, APPLICATION_MESSAGES.unknownKey),
}).noUnknown();
export type ApplicationKeyRequest = InferType<typeof applicationKeySchema>;

/** Asking for the private links to be sent again: to the address only, never shown. */
export const applicationLinkRequestSchema = object({ email: emailField() }).noUnknown();
export type ApplicationLinkRequest = InferType<typeof applicationLinkRequestSchema>;
