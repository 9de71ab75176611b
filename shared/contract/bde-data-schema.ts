import { object, type InferType } from 'yup';
import { optionalText, requiredText } from './fields';

export const ERASURE_REASON_MAX = 500;
export const DECLINE_REASON_MIN = 5;

export const DECLINE_MESSAGES = {
  length: `Write ${DECLINE_REASON_MIN} to ${ERASURE_REASON_MAX} characters.`,
} as const;

/** A BDE's request to have their data erased: why is theirs to say, or not. */
export const erasureRequestSchema = object({
  reason: optionalText(ERASURE_REASON_MAX),
}).noUnknown();
export type ErasureRequestBody = InferType<typeof erasureRequestSchema>;

/** Staff declining a request: the BDE reads the reason on their profile and in an email. */
export const erasureDeclineSchema = object({
  reason: requiredText(ERASURE_REASON_MAX).min(DECLINE_REASON_MIN, DECLINE_MESSAGES.length),
}).noUnknown();
export type ErasureDeclineBody = InferType<typeof erasureDeclineSchema>;
