/** Characters a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Quoted, a cell stays one cell whatever separator the spreadsheet expects: a comma, a quote and a
 * line break (RFC 4180), and also `;` (the separator in many European locales, where an address
 * like `x;=HYPERLINK(…)@evil.com` would otherwise become a second cell that starts a formula), a tab
 * and `|`.
 */
const NEEDS_QUOTES = /[",;|\t\r\n]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a separator of any locale, its quotes doubled; a
 * cell a spreadsheet could run as a formula is given a leading `'`, so it is shown as text.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 has it. */
export const csvRow = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * UTF-8's byte-order mark. A spreadsheet opening a CSV by double-click (Excel on Windows) reads it in
 * the local code page unless it starts with this, garbling "Sūrya Nārāyaṇa".
 */
export const UTF8_BOM = '\uFEFF';

/** The start of every CSV file we send: the byte-order mark, then the header record. */
export const csvStart = (header: string) => `${UTF8_BOM}${header}\r\n`;
