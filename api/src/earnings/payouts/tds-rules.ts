/**
 * Tax deducted at source on a BDE's commission: the law as dated configuration. Each rule applies to
 * commission credited on or after `from` until the next rule; a change in the law is a new row here,
 * never an edit of an old one (past deductions keep the rule they were worked out by, recorded on
 * their `tds_deductions` entry).
 *
 * How a rule applies (see `tds.ts`, `tds-credit-service.ts`): the deduction is made at `deductAt`
 * (approving a line credits it to the BDE in the company's books, which comes before paying it), in
 * the financial year of that date. Nothing is deducted while the year's aggregate commission stays
 * within `yearThresholdPaise`; once it crosses, the deduction covers the whole year's amount not yet
 * taxed. With a PAN recorded invalid or inoperative the rate is `noPanBasisPoints`. The amount
 * deducted is rounded to the nearest rupee.
 */
export interface TdsRule {
  /** The first date (YYYY-MM-DD, India) a credit is worked out by this rule. */
  from: string;
  /** When the tax is deducted: at credit or payment, whichever is earlier, which here is the credit. */
  deductAt: 'credit';
  /** The provision deducted under, as it appears on the deductee's tax statement. */
  section: string;
  rateBasisPoints: number;
  noPanBasisPoints: number;
  /** No deduction while a financial year's aggregate commission stays within this. */
  yearThresholdPaise: number;
  /** Where the rule comes from. */
  source: string;
}

export const TDS_RULES: readonly TdsRule[] = [
  {
    from: '2016-06-01',
    deductAt: 'credit',
    section: '194H',
    rateBasisPoints: 500,
    noPanBasisPoints: 2000,
    yearThresholdPaise: 15_000_00,
    source:
      'Income-tax Act, 1961, s. 194H (deducted "at the time of credit … or at the time of payment …, whichever is earlier"; rate 5% and threshold ₹15,000 as amended by the Finance Act, 2016, w.e.f. 1 June 2016); s. 206AA (20% without PAN; r. 114AAA: an inoperative PAN is treated as not furnished)',
  },
  {
    from: '2024-10-01',
    deductAt: 'credit',
    section: '194H',
    rateBasisPoints: 200,
    noPanBasisPoints: 2000,
    yearThresholdPaise: 15_000_00,
    source:
      'Income-tax Act, 1961, s. 194H as amended by the Finance (No. 2) Act, 2024: 2% w.e.f. 1 October 2024',
  },
  {
    from: '2025-04-01',
    deductAt: 'credit',
    section: '194H',
    rateBasisPoints: 200,
    noPanBasisPoints: 2000,
    yearThresholdPaise: 20_000_00,
    source:
      'Income-tax Act, 1961, s. 194H as amended by the Finance Act, 2025: threshold ₹20,000 w.e.f. 1 April 2025',
  },
  {
    from: '2026-04-01',
    deductAt: 'credit',
    section: '393(1) [194H]',
    rateBasisPoints: 200,
    noPanBasisPoints: 2000,
    yearThresholdPaise: 20_000_00,
    source:
      'Income-tax Act, 2025 (in force from 1 April 2026), s. 393(1), the table entry for commission or brokerage that replaces s. 194H (at credit or payment, whichever is earlier); s. 397 (no PAN)',
  },
];
