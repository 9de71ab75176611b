import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { COMMISSION_STATUSES, PAYOUT_STATUSES } from './earnings';
import { byMediaType } from './media-type-answer';
import { day, instant, oneOf, responseObject } from './response-object';
import { paise } from './staff-earnings-responses';

const month = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}$', description });

/** The most lines the earnings answer lists; `moreLines` counts the older ones left out. */
export const EARNINGS_LINE_LIMIT = 50;
/** The most entries a statement lists on screen; its PDF and CSV list every one. */
export const STATEMENT_ENTRY_LIMIT = 100;
/** What a statement can be downloaded as, beside JSON for the screen. */
export const STATEMENT_FORMATS = ['json', 'pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** A period's figures: lines earned in it by their status now, lines declined in it, payouts paid in it. */
export const EarningsFigures = responseObject({
  pendingPaise: paise('Lines created in the period, still pending.'),
  approvedPaise: paise('Lines created in the period, approved (and not yet paid).'),
  heldPaise: paise('Lines created in the period, held.'),
  declinedPaise: paise('Lines declined in the period.'),
  paidPaise: paise('Gross of the payouts paid in the period.'),
  tdsPaise: paise('Tax deducted from the payouts paid in the period.'),
  netPaidPaise: paise('What reached the bank account: paid minus TDS.'),
});
export type EarningsFigures = Static<typeof EarningsFigures>;

/** One commission line as its BDE sees it. */
export const EarningsLine = responseObject({
  id: Type.Integer(),
  projectId: Type.Integer(),
  companyName: Type.String(),
  /** Whose project it is: the BDE themself at level 0, someone they referred (or below) above it. */
  creditedBdeCode: Type.String(),
  paymentId: Type.Integer(),
  paymentReceivedOn: day("The payment's (or reversal's) date."),
  level: Type.Integer({ description: '0: the BDE’s own project; 1: a direct referral’s; …' }),
  basisPoints: Type.Integer({ description: 'The percentage applied, in hundredths of a percent.' }),
  amountPaise: paise('Negative for a reversal.'),
  status: oneOf(COMMISSION_STATUSES),
  reason: nullable(Type.String({ description: 'Why the line is held or declined.' })),
  reversalReason: nullable(
    Type.String({ description: 'For a reversal: its kind and the reason staff typed for it.' }),
  ),
  statusChangedAt: instant(),
  createdAt: instant(),
});
export type EarningsLine = Static<typeof EarningsLine>;

export const EarningsPayout = responseObject({
  id: Type.Integer(),
  month: month('The India month the batch pays.'),
  payoutOn: day('The India date its TDS was worked out for.'),
  financialYear: Type.Integer(),
  grossPaise: paise('The approved lines it pays.'),
  tdsPaise: paise('Tax deducted at source.'),
  netPaise: paise('What is transferred.'),
  tdsSection: nullable(Type.String()),
  tdsBasisPoints: Type.Integer(),
  accountMasked: Type.String({ description: 'All but the last four digits hidden.' }),
  status: oneOf(PAYOUT_STATUSES),
  utr: nullable(Type.String()),
  paidAt: nullable(instant()),
  lineCount: Type.Integer(),
});
export type EarningsPayout = Static<typeof EarningsPayout>;

export const OverrideLevel = responseObject({
  level: Type.Integer({ minimum: 1 }),
  lineCount: Type.Integer(),
  amountPaise: paise('Lines of this level created in the financial year, declined ones left out.'),
});
export type OverrideLevel = Static<typeof OverrideLevel>;

/** A BDE's earnings: the same answer in the portal and on the staff partner page. */
export const BdeEarningsResponse = responseObject({
  bdeCode: Type.String(),
  fullName: Type.String(),
  today: day('Today in India.'),
  registeredMonth: month('The India month the BDE registered: statements start there.'),
  month: month('This India month.'),
  financialYear: Type.Integer({ description: 'This financial year, named by its first year.' }),
  financialYearLabel: Type.String({ description: '"2025-26".' }),
  thisMonth: EarningsFigures,
  thisYear: EarningsFigures,
  owedPaise: paise('The balance owed now: every line pending, approved or held.'),
  lines: Type.Array(EarningsLine, { description: `Newest first, at most ${EARNINGS_LINE_LIMIT}.` }),
  moreLines: Type.Integer({ description: 'Older lines not listed.' }),
  payouts: Type.Array(EarningsPayout, { description: 'Newest first.' }),
  overrides: Type.Array(OverrideLevel, { description: 'This financial year, level 1 first.' }),
});
export type BdeEarningsResponse = Static<typeof BdeEarningsResponse>;

export const STATEMENT_ENTRY_KINDS = ['commission', 'reversal', 'declined', 'tds', 'payout'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

/** One movement of the balance in the month; `amountPaise` is its effect (declined, TDS, payout negative). */
export const StatementEntry = responseObject({
  at: instant(),
  kind: oneOf(STATEMENT_ENTRY_KINDS),
  description: Type.String(),
  lineId: nullable(Type.Integer()),
  payoutId: nullable(Type.Integer()),
  amountPaise: paise('Its effect on the balance.'),
});
export type StatementEntry = Static<typeof StatementEntry>;

/**
 * A month's statement (India time): opening + commissions + reversals − declined − TDS − net paid =
 * closing, where the balance is what is owed (lines pending, approved or held).
 */
export const StatementResponse = responseObject({
  bdeCode: Type.String(),
  fullName: Type.String(),
  panMasked: Type.String(),
  month: month('The India month.'),
  openingPaise: paise('Owed at the start of the month.'),
  commissionsPaise: paise('Positive lines created in the month.'),
  reversalsPaise: paise('Negative lines created in the month (a negative figure).'),
  declinedPaise: paise('Lines declined in the month.'),
  tdsPaise: paise('Tax deducted from payouts paid in the month.'),
  netPaidPaise: paise('Transferred by payouts paid in the month.'),
  closingPaise: paise('Owed at the end of the month.'),
  entries: Type.Array(StatementEntry, {
    description: `Oldest first, at most ${STATEMENT_ENTRY_LIMIT} (the PDF and CSV list every one).`,
  }),
  moreEntries: Type.Integer({ description: 'Later entries not listed here.' }),
});
export type StatementResponse = Static<typeof StatementResponse>;

/** The statement route's answer: JSON for the screen, or a download. */
export const StatementAnswer = byMediaType({
  'application/json': StatementResponse,
  'text/csv': Type.String({
    contentMediaType: 'text/csv',
    description: '`format=csv`: the figures, then every entry; formula-safe. A download.',
  }),
  'application/pdf': Type.Unsafe<Uint8Array>({
    type: 'string',
    format: 'binary',
    contentMediaType: 'application/pdf',
    description: '`format=pdf`: the statement on A4. A download.',
  }),
});

export const TdsSummaryRow = responseObject({
  payoutId: Type.Integer(),
  month: month('The batch’s month.'),
  payoutOn: day('The date TDS was worked out for.'),
  grossPaise: paise('The payout’s gross.'),
  taxedBasePaise: paise('The part of the year’s commission this deduction was worked out on.'),
  tdsSection: nullable(Type.String()),
  tdsBasisPoints: Type.Integer(),
  tdsPaise: paise('Deducted.'),
  netPaise: paise('Transferred.'),
  utr: nullable(Type.String()),
  paidAt: nullable(instant()),
});
export type TdsSummaryRow = Static<typeof TdsSummaryRow>;

export const TdsSummaryResponse = responseObject({
  financialYear: Type.Integer(),
  financialYearLabel: Type.String(),
  panMasked: Type.String(),
  payouts: Type.Array(TdsSummaryRow, { description: 'Oldest first.' }),
  grossPaise: paise('Sum of the payouts.'),
  taxedBasePaise: paise('Sum of the payouts.'),
  tdsPaise: paise('Sum of the payouts.'),
  netPaise: paise('Sum of the payouts.'),
});
export type TdsSummaryResponse = Static<typeof TdsSummaryResponse>;
