import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { COMMISSION_STATUSES, PAYMENT_MODES, PAYOUT_STATUSES, REVERSAL_KINDS } from './earnings';
import { day, instant, oneOf, responseObject } from './response-object';
import { listPage } from './staff-list-responses';

/** Earnings travel as whole paise (safe integers): no figure ever passes through a float. */
export const paise = (description: string) => Type.Integer({ description: `${description} In paise.` });
const StaffRef = responseObject({ id: Type.Integer(), name: Type.String() });
const PartnerRef = responseObject({ bdeCode: Type.String(), fullName: Type.String() });

/** One entry of a project's ledger: a payment (positive) or a reversal of one (negative). */
export const PaymentEntry = responseObject({
  id: Type.Integer(),
  projectId: Type.Integer(),
  amountPaise: paise('Positive for money received, negative for a reversal.'),
  receivedOn: day('The date the money arrived (or was taken back), India time.'),
  mode: nullable(oneOf(PAYMENT_MODES)),
  bankReference: nullable(Type.String()),
  reversalOf: nullable(Type.Integer({ description: 'The payment this entry reverses.' })),
  reversalKind: nullable(oneOf(REVERSAL_KINDS)),
  reason: nullable(Type.String()),
  recordedBy: StaffRef,
  createdAt: instant(),
});
export type PaymentEntry = Static<typeof PaymentEntry>;

export const ProjectPaymentsResponse = responseObject({
  projectId: Type.Integer(),
  companyName: Type.String(),
  partner: PartnerRef,
  entries: Type.Array(PaymentEntry),
  receivedPaise: paise('The sum of every entry.'),
});
export type ProjectPaymentsResponse = Static<typeof ProjectPaymentsResponse>;

export const CommissionLine = responseObject({
  id: Type.Integer(),
  partner: PartnerRef,
  paymentId: Type.Integer(),
  projectId: Type.Integer(),
  companyName: Type.String(),
  planId: Type.Integer({ description: 'The plan version the line was worked out by.' }),
  level: Type.Integer({ description: '0 for the BDE credited with the project, 1 for their referrer, …' }),
  basisPoints: Type.Integer({ description: 'The percentage applied, in hundredths of a percent.' }),
  amountPaise: paise('Negative for a reversal.'),
  status: oneOf(COMMISSION_STATUSES),
  reason: nullable(Type.String({ description: 'Why the line is held or declined; the BDE reads it.' })),
  paymentReceivedOn: day("The payment's date."),
  payoutId: nullable(Type.Integer()),
  createdAt: instant(),
});
export type CommissionLine = Static<typeof CommissionLine>;

export const CommissionListResponse = listPage(CommissionLine, 'A page of commission lines.');
export type CommissionListResponse = Static<typeof CommissionListResponse>;

export const CommissionActionResponse = responseObject({
  changed: Type.Array(Type.Integer(), { description: 'The lines this call changed.' }),
});
export type CommissionActionResponse = Static<typeof CommissionActionResponse>;

export const CommissionPlan = responseObject({
  id: Type.Integer(),
  effectiveFrom: day('Payments dated on or after this day use the plan (until a later one).'),
  directBasisPoints: Type.Integer(),
  overrideBasisPoints: Type.Array(Type.Integer(), { description: 'Level 1 first.' }),
  note: Type.String({ description: 'Why the plan was set (its source: a board decision, an agreement).' }),
  createdBy: StaffRef,
  createdAt: instant(),
});
export type CommissionPlan = Static<typeof CommissionPlan>;

export const CommissionPlansResponse = responseObject({
  current: nullable(CommissionPlan),
  history: Type.Array(CommissionPlan, { description: 'Every version, newest effective date first.' }),
});
export type CommissionPlansResponse = Static<typeof CommissionPlansResponse>;

/** One BDE's row of a payout batch. */
export const PayoutRow = responseObject({
  id: Type.Integer(),
  partner: PartnerRef,
  grossPaise: paise('The approved lines it pays.'),
  tdsPaise: paise('Tax deducted at source.'),
  netPaise: paise('What is transferred.'),
  tdsSection: nullable(Type.String()),
  tdsBasisPoints: Type.Integer(),
  accountHolder: Type.String(),
  accountMasked: Type.String({ description: 'The account number with all but its last four digits hidden.' }),
  ifsc: Type.String(),
  status: oneOf(PAYOUT_STATUSES),
  utr: nullable(Type.String()),
  paidAt: nullable(instant()),
  lineCount: Type.Integer(),
});
export type PayoutRow = Static<typeof PayoutRow>;

export const PayoutBatchSummary = responseObject({
  id: Type.Integer(),
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'The India month the batch pays.' }),
  rowCount: Type.Integer(),
  paidCount: Type.Integer(),
  grossPaise: paise('Sum of the rows.'),
  tdsPaise: paise('Sum of the rows.'),
  netPaise: paise('Sum of the rows.'),
  createdBy: StaffRef,
  createdAt: instant(),
});
export type PayoutBatchSummary = Static<typeof PayoutBatchSummary>;

export const PayoutBatchListResponse = responseObject({ items: Type.Array(PayoutBatchSummary) });
export type PayoutBatchListResponse = Static<typeof PayoutBatchListResponse>;

export const PayoutBatchResponse = responseObject({
  batch: PayoutBatchSummary,
  rows: Type.Array(PayoutRow),
  waiting: Type.Array(
    responseObject({
      partner: PartnerRef,
      approvedPaise: paise('Approved and not yet paid.'),
      why: Type.String({
        description: 'Why the BDE is not in the batch (no bank details, account on hold, …).',
      }),
    }),
  ),
});
export type PayoutBatchResponse = Static<typeof PayoutBatchResponse>;

/** A message between the office and a BDE. */
export const PartnerMessage = responseObject({
  id: Type.Integer(),
  from: oneOf(['office', 'partner']),
  staffName: nullable(Type.String({ description: 'Who in the office wrote it.' })),
  text: Type.String(),
  readAt: nullable(instant()),
  createdAt: instant(),
});
export type PartnerMessage = Static<typeof PartnerMessage>;

export const PartnerMessagesResponse = responseObject({
  items: Type.Array(PartnerMessage, { description: 'Oldest first.' }),
  unread: Type.Integer({ description: 'Messages from the other side not yet read.' }),
});
export type PartnerMessagesResponse = Static<typeof PartnerMessagesResponse>;

/** The bank's bulk-payment file of a batch's payouts still awaiting their transfer. */
export const PayoutBankFileCsv = Type.String({
  contentMediaType: 'text/csv',
  description:
    'RFC 4180 CSV with the header `name,account_number,ifsc,amount,reference`: a row per payout awaiting ' +
    'its transfer, the amount in rupees with two decimals, the reference the batch month and the payout ' +
    "id; a cell a spreadsheet could take for a formula starts with '. Every export is audited.",
});
