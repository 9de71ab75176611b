import { object, string, type InferType } from 'yup';
import { PAN_STATUSES } from './earnings';
import { UNSAFE_CHARACTERS, UNSAFE_TEXT_MESSAGE } from './fields';
import { MESSAGES } from './messages';

/** What staff decide about a BDE's registration once they have looked at the documents. */
export const REVIEW_DECISIONS = ['verified', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_REASON_MIN = 5;
export const REVIEW_REASON_MAX = 500;

export const REVIEW_MESSAGES = {
  decision: 'Choose verified or rejected.',
  reasonRequired: 'Say why the registration is not accepted: the BDE sees this reason.',
  reasonLength: `Write ${REVIEW_REASON_MIN} to ${REVIEW_REASON_MAX} characters.`,
} as const;

/** `{ decision, reason }`: a reason is required to reject (the BDE reads it), optional to verify. */
export const partnerReviewSchema = object({
  decision: string()
    .required(MESSAGES.required)
    .oneOf([...REVIEW_DECISIONS, ''], REVIEW_MESSAGES.decision),
  reason: string()
    .trim()
    .default('')
    .max(REVIEW_REASON_MAX, REVIEW_MESSAGES.reasonLength)
    .test('safe', UNSAFE_TEXT_MESSAGE, (value) => !value || !UNSAFE_CHARACTERS.test(value))
    .test('length', REVIEW_MESSAGES.reasonLength, (value) => !value || value.length >= REVIEW_REASON_MIN)
    .when('decision', {
      is: 'rejected',
      then: (reason) => reason.required(REVIEW_MESSAGES.reasonRequired),
    }),
}).noUnknown();
export type PartnerReviewRequest = InferType<typeof partnerReviewSchema>;

export const PAN_STATUS_MESSAGE = 'Choose unchecked, valid, invalid or inoperative.';

/** `{ status }`: the PAN as staff found it on the tax department's records (it sets the TDS rate). */
export const partnerPanSchema = object({
  status: string()
    .required(MESSAGES.required)
    .oneOf([...PAN_STATUSES], PAN_STATUS_MESSAGE),
}).noUnknown();
export type PartnerPanRequest = InferType<typeof partnerPanSchema>;
