import type { StatementResponse } from './bde-earnings-responses';

/**
 * The statement's figures in their order, as the screen, the PDF and the CSV name them, each the JSON's own
 * figure: opening + commissions + reversals (a negative figure) − declined − TDS − net paid = closing.
 */
export const STATEMENT_FIGURES: Array<{ label: string; of: (statement: StatementResponse) => number }> = [
  { label: 'Opening balance', of: (s) => s.openingPaise },
  { label: 'Add: commissions', of: (s) => s.commissionsPaise },
  { label: 'Add: reversals', of: (s) => s.reversalsPaise },
  { label: 'Less: declined', of: (s) => s.declinedPaise },
  { label: 'Less: TDS deducted', of: (s) => s.tdsPaise },
  { label: 'Less: net paid to your bank', of: (s) => s.netPaidPaise },
  { label: 'Closing balance', of: (s) => s.closingPaise },
];
