/**
 * The largest single payment the back office may record, as dated configuration: each row applies to
 * payments recorded on or after `from` (India date) until the next row. A change is a new row, never
 * an edit of an old one. Beyond it, a payment is refused (see "Two people for money" in docs/earnings-and-tax.md).
 */
export interface PaymentLimit {
  /** The first India date (YYYY-MM-DD) a payment is checked against this limit. */
  from: string;
  maxPaymentPaise: number;
  /** Where the limit comes from. */
  source: string;
}

export const PAYMENT_LIMITS: readonly PaymentLimit[] = [
  {
    from: '2000-01-01',
    maxPaymentPaise: 5_00_00_000_00,
    source:
      'Back-office policy set with issue 38 (two people for money): no single payment above ₹5 crore is ' +
      'recorded through the back office. A new limit is a new row naming the decision it comes from',
  },
];

/** The limit in force on `isoDate`: the latest row starting on or before it. */
export function paymentLimitOn(isoDate: string): PaymentLimit {
  const rules = PAYMENT_LIMITS.filter((rule) => rule.from <= isoDate);
  return rules[rules.length - 1] ?? PAYMENT_LIMITS[0];
}
