import { mixed, object, string, type InferType } from 'yup';
import { PAYMENT_MODES, REVERSAL_KINDS, type PaymentMode, type ReversalKind } from 'shared/contract/earnings';
import { parseIsoDate } from 'shared/contract/executive';
import { requiredText } from 'shared/contract/fields';
import { MESSAGES } from 'shared/contract/messages';
import { MAX_PROJECT_AMOUNT_RUPEES } from 'shared/contract/business';
import { amountToPaise, BUSINESS_MESSAGES, todayInIndia } from 'shared/contract/staff-business-schema';

export const MAX_BANK_REFERENCE_LENGTH = 100;
export const MAX_REVERSAL_REASON_LENGTH = 500;

/** Rupees as typed (250000, 2,50,000.50): at most two decimals, more than zero; the project form's rule. */
const amountText = () =>
  string()
    .trim()
    .required(MESSAGES.required)
    .test('amount', BUSINESS_MESSAGES.amountShape, function check(value) {
      const paise = amountToPaise(value ?? '');
      if (paise === null) return false;
      if (paise <= 0) return this.createError({ message: BUSINESS_MESSAGES.amountPositive });
      if (paise > MAX_PROJECT_AMOUNT_RUPEES * 100) {
        return this.createError({ message: BUSINESS_MESSAGES.amountTooLarge });
      }
      return true;
    });

/** The day money arrived or went back: a real date, not after today in India. */
const receivedOnField = () =>
  string()
    .trim()
    .required(MESSAGES.required)
    .test('date', BUSINESS_MESSAGES.dateShape, (value) => parseIsoDate(value ?? '') !== null)
    .test(
      'not-future',
      BUSINESS_MESSAGES.dateFuture,
      (value) => parseIsoDate(value ?? '') === null || (value ?? '') <= todayInIndia(),
    );

export const paymentSchema = object({
  amount: amountText(),
  receivedOn: receivedOnField(),
  bankReference: requiredText(MAX_BANK_REFERENCE_LENGTH),
  mode: mixed<PaymentMode>()
    .required(MESSAGES.required)
    .oneOf([...PAYMENT_MODES], 'Choose how it was paid.'),
});
export type PaymentRequest = InferType<typeof paymentSchema>;

export const reversalSchema = object({
  amount: amountText(),
  kind: mixed<ReversalKind>()
    .required(MESSAGES.required)
    .oneOf([...REVERSAL_KINDS], 'Choose why it went back.'),
  reason: requiredText(MAX_REVERSAL_REASON_LENGTH),
  receivedOn: receivedOnField(),
});
export type ReversalRequest = InferType<typeof reversalSchema>;

/** Amounts go as the API reads them: rupees with no grouping commas ("2,50,000.50" -> "250000.50"). */
export const plainAmount = (text: string) => text.replace(/,/g, '').trim();
