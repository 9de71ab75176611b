import { object, type InferType } from 'yup';
import { OPENING_LIMITS } from './careers';
import { requiredText } from './fields';

export const OPENING_TRANSLATION_MESSAGES = {
  language: 'Choose Telugu, Hindi, Tamil, Kannada or Malayalam.',
  notFound: 'This opening has no text in that language.',
} as const;

/** An opening's texts in one of the other languages: the same checks and limits as the English ones. */
export const openingTranslationSchema = object({
  title: requiredText(OPENING_LIMITS.title),
  city: requiredText(OPENING_LIMITS.city),
  description: requiredText(OPENING_LIMITS.description),
  requirements: requiredText(OPENING_LIMITS.requirements),
}).noUnknown();

export type OpeningTranslationRequest = InferType<typeof openingTranslationSchema>;

export const OPENING_TRANSLATION_FIELDS = Object.keys(openingTranslationSchema.fields) as Array<
  keyof OpeningTranslationRequest
>;

/** An empty form: '' for each text. */
export const openingTranslationInitialValues: OpeningTranslationRequest = {
  title: '',
  city: '',
  description: '',
  requirements: '',
};
