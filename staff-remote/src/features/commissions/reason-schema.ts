import { object, type InferType } from 'yup';
import { requiredText } from 'shared/contract/fields';

/** The BDE reads why a line is held or declined: a sentence, not a code. */
export const MAX_COMMISSION_REASON_LENGTH = 500;

export const commissionReasonSchema = object({
  reason: requiredText(MAX_COMMISSION_REASON_LENGTH),
});
export type CommissionReason = InferType<typeof commissionReasonSchema>;
