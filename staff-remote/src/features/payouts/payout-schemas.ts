import { object, string, type InferType } from 'yup';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import { MESSAGES } from 'shared/contract/messages';

/** The India month now, YYYY-MM: a batch pays a month that has begun, never a future one. */
export const monthInIndia = (now = new Date()) => todayInIndia(now).slice(0, 7);

export const payoutMonthSchema = object({
  month: string()
    .trim()
    .required(MESSAGES.required)
    .matches(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month written YYYY-MM.')
    .test('not-future', 'Cannot be a month still to come.', (value) => !value || value <= monthInIndia()),
});
export type PayoutMonthRequest = InferType<typeof payoutMonthSchema>;

/**
 * A transfer's Unique Transaction Reference as the bank gives it: letters and digits, 12 (IMPS) to 22
 * (RTGS) of them. Spaces typed between groups are taken out.
 */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;

export const payoutUtrSchema = object({
  utr: string()
    .transform((value: unknown) =>
      typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value,
    )
    .required(MESSAGES.required)
    .matches(UTR_PATTERN, 'Must be the 12 to 22 letters and digits of the bank’s UTR.'),
});
export type PayoutUtrRequest = InferType<typeof payoutUtrSchema>;
