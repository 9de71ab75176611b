import { TDS_RULES, type TdsRule } from './tds-rules';

/** The rule a payout dated `isoDate` is worked out by. */
export function tdsRuleOn(isoDate: string, rules: readonly TdsRule[] = TDS_RULES): TdsRule {
  let found: TdsRule | undefined;
  for (const rule of rules) if (rule.from <= isoDate && (!found || rule.from > found.from)) found = rule;
  if (!found) throw new Error(`No TDS rule covers ${isoDate}`);
  return found;
}

export interface TdsInput {
  /** The payout's date (India), which picks the rule. */
  payoutOn: string;
  /** What this payout pays, before tax. */
  grossPaise: number;
  /** The gross of the BDE's earlier payouts in the same financial year. */
  yearGrossBeforePaise: number;
  /** What those payouts' deductions were already worked out on. */
  yearTaxedBeforePaise: number;
  hasValidPan: boolean;
}

export interface TdsResult {
  rule: TdsRule;
  basisPoints: number;
  /** The amount this payout's deduction is worked out on (0 within the threshold). */
  taxedBasePaise: number;
  tdsPaise: number;
}

/**
 * TDS on one payout. Within the year's threshold nothing is deducted; the payout that takes the year's
 * aggregate past it is taxed on everything in the year not yet taxed (the earlier payouts included),
 * and every later one on its own amount. A year's aggregate that later falls (a reversal) is never
 * taxed twice: the base is never negative.
 */
export function tdsForPayout(input: TdsInput, rules: readonly TdsRule[] = TDS_RULES): TdsResult {
  const rule = tdsRuleOn(input.payoutOn, rules);
  const basisPoints = input.hasValidPan ? rule.rateBasisPoints : rule.noPanBasisPoints;
  const yearGross = input.yearGrossBeforePaise + input.grossPaise;
  if (yearGross <= rule.yearThresholdPaise) return { rule, basisPoints, taxedBasePaise: 0, tdsPaise: 0 };
  const taxedBasePaise = Math.max(0, yearGross - input.yearTaxedBeforePaise);
  const tdsPaise = roundHalfUpToRupee(BigInt(taxedBasePaise) * BigInt(basisPoints));
  if (tdsPaise <= input.grossPaise) return { rule, basisPoints, taxedBasePaise, tdsPaise };
  // Never more than the payout itself (in whole rupees): what it cannot cover stays for the next one.
  const cappedTds = input.grossPaise - (input.grossPaise % 100);
  return {
    rule,
    basisPoints,
    taxedBasePaise: Math.floor((cappedTds * 10_000) / basisPoints),
    tdsPaise: cappedTds,
  };
}

/** `scaledPaise` is paise × 10,000 (paise × basis points): to whole rupees, half-up, in paise. */
function roundHalfUpToRupee(scaledPaise: bigint): number {
  const perRupee = 1_000_000n; // 100 paise × 10,000
  return Number(((scaledPaise * 2n + perRupee) / (2n * perRupee)) * 100n);
}
