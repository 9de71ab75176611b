import type { StatementResponse } from 'shared/contract/bde-earnings-responses';
import { csvCell, csvStart } from '../../lib/csv';
import { rupeesDecimal } from './amount-text';
import { STATEMENT_FIGURES } from 'shared/contract/statement-figures';
import { indiaDateTime } from './statement-text';

/** A cell of paise, written as a plain rupee decimal: a number, never mistaken for a formula. */
type Amount = { paise: number };

/**
 * One record: text cells formula-safe through `csvCell`; amounts as numbers ("-1000.00" stays a
 * number a spreadsheet can add up, where a text cell starting with "-" would be guarded).
 */
const row = (cells: Array<string | Amount>) =>
  `${cells.map((cell) => (typeof cell === 'string' ? csvCell(cell) : rupeesDecimal(cell.paise))).join(',')}\r\n`;

/** The statement as CSV: who and which month, the figures, then every entry. */
export function statementCsv(statement: StatementResponse): string {
  return [
    csvStart('statement,bde_code,name,pan,month'),
    row(['commission', statement.bdeCode, statement.fullName, statement.panMasked, statement.month]),
    '\r\n',
    row(['figure', 'amount_inr']),
    ...STATEMENT_FIGURES.map(({ label, of }) => row([label, { paise: of(statement) }])),
    '\r\n',
    row(['date_ist', 'kind', 'description', 'line_id', 'payout_id', 'amount_inr']),
    ...statement.entries.map((entry) =>
      row([
        indiaDateTime(entry.at),
        entry.kind,
        entry.description,
        entry.lineId === null ? '' : String(entry.lineId),
        entry.payoutId === null ? '' : String(entry.payoutId),
        { paise: entry.amountPaise },
      ]),
    ),
  ].join('');
}
