import { TDS_RULES, type TdsRule } from './tds-rules';

/** The rule a credit dated `isoDate` (India) is worked out by. */
export function tdsRuleOn(isoDate: string, rules: readonly TdsRule[] = TDS_RULES): TdsRule {
  let found: TdsRule | undefined;
  for (const rule of rules) if (rule.from <= isoDate && (!found || rule.from > found.from)) found = rule;
  if (!found) throw new Error(`No TDS rule covers ${isoDate}`);
  return found;
}

export interface TdsInput {
  /** The India date the commission is credited (approved) on, which picks the rule. */
  creditedOn: string;
  /** What this credit adds to the BDE's commission (negative for approved reversals). */
  creditPaise: number;
  /** What the BDE was credited earlier in the same financial year. */
  yearCreditedBeforePaise: number;
  /** What those credits' deductions were already worked out on. */
  yearTaxedBeforePaise: number;
  /** False for a PAN recorded invalid or inoperative (`panTakesHigherRate`). */
  hasValidPan: boolean;
}

export interface TdsResult {
  rule: TdsRule;
  basisPoints: number;
  /** The amount this credit's deduction is worked out on (0 within the threshold). */
  taxedBasePaise: number;
  tdsPaise: number;
}

/**
 * TDS on one credit, deducted when the commission is credited (section 194H / 393: at credit or
 * payment, whichever is earlier; approving a line credits it). Within the year's threshold nothing is
 * deducted; the credit that takes the year's aggregate past it is taxed on everything in the year not
 * yet taxed (the earlier credits included), and every later one on its own amount. A year's aggregate
 * that later falls (a reversal) is never taxed twice: the base is never negative, and a credit of
 * nothing or less is taxed nothing.
 */
export function tdsOnCredit(input: TdsInput, rules: readonly TdsRule[] = TDS_RULES): TdsResult {
  const rule = tdsRuleOn(input.creditedOn, rules);
  const basisPoints = input.hasValidPan ? rule.rateBasisPoints : rule.noPanBasisPoints;
  const yearCredited = input.yearCreditedBeforePaise + input.creditPaise;
  if (input.creditPaise <= 0 || yearCredited <= rule.yearThresholdPaise) {
    return { rule, basisPoints, taxedBasePaise: 0, tdsPaise: 0 };
  }
  const taxedBasePaise = Math.max(0, yearCredited - input.yearTaxedBeforePaise);
  const tdsPaise = roundHalfUpToRupee(BigInt(taxedBasePaise) * BigInt(basisPoints));
  if (tdsPaise <= input.creditPaise) return { rule, basisPoints, taxedBasePaise, tdsPaise };
  // Never more than the credit itself (in whole rupees): what it cannot cover stays for the next one.
  const cappedTds = input.creditPaise - (input.creditPaise % 100);
  return {
    rule,
    basisPoints,
    taxedBasePaise: Math.floor((cappedTds * 10_000) / basisPoints),
    tdsPaise: cappedTds,
  };
}

/**
 * TDS given back when commission credited but not yet paid is taken back (a refund of the payment it
 * came from): `creditPaise` is negative. The year's deductions are brought back to what its remaining
 * aggregate is taxed on (nothing within the threshold, else all of it), never below nothing: the
 * answer's base and deduction are negative, or zero.
 */
export function tdsOnTakeBack(
  input: TdsInput & { yearTdsBeforePaise: number },
  rules: readonly TdsRule[] = TDS_RULES,
): TdsResult {
  const rule = tdsRuleOn(input.creditedOn, rules);
  const basisPoints = input.hasValidPan ? rule.rateBasisPoints : rule.noPanBasisPoints;
  const yearCredited = input.yearCreditedBeforePaise + Math.min(0, input.creditPaise);
  const dueBase = yearCredited > rule.yearThresholdPaise ? yearCredited : 0;
  const taxedBasePaise = Math.min(0, dueBase - input.yearTaxedBeforePaise);
  const givenBack = Math.min(
    roundHalfUpToRupee(BigInt(-taxedBasePaise) * BigInt(basisPoints)),
    Math.max(0, input.yearTdsBeforePaise),
  );
  return { rule, basisPoints, taxedBasePaise: taxedBasePaise || 0, tdsPaise: givenBack ? -givenBack : 0 };
}

/** `scaledPaise` is paise × 10,000 (paise × basis points): to whole rupees, half-up, in paise. */
function roundHalfUpToRupee(scaledPaise: bigint): number {
  const perRupee = 1_000_000n; // 100 paise × 10,000
  return Number(((scaledPaise * 2n + perRupee) / (2n * perRupee)) * 100n);
}
