/** Characters a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes doubled;
 * a cell a spreadsheet could run as a formula is given a leading `'`, so it is shown as text.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 has it. */
export const csvRow = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
