import PDFDocument from 'pdfkit';
import type { StatementResponse } from 'shared/contract/bde-earnings-responses';
import { COMPANY, oneLineAddress } from 'shared/content/company';
import { STATEMENT_FIGURES } from 'shared/contract/statement-figures';
import { formatPaise } from 'shared/format/inr';
import { STATEMENT_FONT, statementFonts } from './statement-font';
import { indiaDateTime, monthName } from './statement-text';

const MARGIN = 50;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
const DATE_WIDTH = 95;
const AMOUNT_WIDTH = 100;
const DESCRIPTION_WIDTH = CONTENT_WIDTH - DATE_WIDTH - AMOUNT_WIDTH - 10;

const { regular: REGULAR, bold: BOLD } = STATEMENT_FONT;

type Doc = InstanceType<typeof PDFDocument>;

/** A row of the entries table: date, description (wrapping), amount right-aligned; a new page when full. */
function entryRow(doc: Doc, cells: [string, string, string], bold = false) {
  doc.font(bold ? BOLD : REGULAR).fontSize(9);
  const height = Math.max(doc.heightOfString(cells[1], { width: DESCRIPTION_WIDTH }), 11) + 4;
  if (doc.y + height > A4_HEIGHT - MARGIN) doc.addPage();
  const y = doc.y;
  doc.text(cells[0], MARGIN, y, { width: DATE_WIDTH, lineBreak: false });
  doc.text(cells[1], MARGIN + DATE_WIDTH, y, { width: DESCRIPTION_WIDTH });
  doc.text(cells[2], A4_WIDTH - MARGIN - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.x = MARGIN;
  doc.y = y + height;
}

/**
 * The month's statement on A4, in English only (see statement-font.ts), amounts written as the screen writes
 * them ("₹1,23,456.78", "−₹12.50"): the company, the BDE (PAN only masked), the month, the figures, then
 * the entries.
 */
export function statementPdf(statement: StatementResponse): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Commission statement ${statement.month} for ${statement.bdeCode}`,
      Author: COMPANY.name,
    },
  });
  // pdfkit takes a parsed fontkit font, though its types name only files and buffers.
  const fonts = statementFonts() as unknown as Record<'regular' | 'bold', Buffer>;
  doc.registerFont(REGULAR, fonts.regular).registerFont(BOLD, fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(16).text(COMPANY.name);
  doc.font(REGULAR).fontSize(9).text(oneLineAddress());
  doc.moveDown();
  doc
    .font(BOLD)
    .fontSize(13)
    .text(`Commission statement: ${monthName(statement.month)}`);
  doc.font(REGULAR).fontSize(10);
  doc.text(`BDE: ${statement.fullName}`);
  doc.text(`BDE code: ${statement.bdeCode}`);
  doc.text(`PAN: ${statement.panMasked}`);
  doc.text(`Month: ${statement.month} (India time)`);
  doc.moveDown();

  doc.font(BOLD).fontSize(11).text('Figures');
  doc.moveDown(0.3);
  for (const { label, of } of STATEMENT_FIGURES) {
    const y = doc.y;
    const total = label.endsWith('balance');
    doc.font(total ? BOLD : REGULAR).fontSize(10);
    doc.text(label, MARGIN, y, { width: 250, lineBreak: false });
    doc.text(formatPaise(of(statement)), MARGIN + 250, y, { width: 150, align: 'right' });
    doc.x = MARGIN;
    doc.y = y + 15;
  }
  doc.moveDown();

  doc.font(BOLD).fontSize(11).text('Entries', MARGIN);
  doc.moveDown(0.3);
  entryRow(doc, ['Date (IST)', 'Entry', 'Amount'], true);
  for (const entry of statement.entries) {
    entryRow(doc, [indiaDateTime(entry.at), entry.description, formatPaise(entry.amountPaise)]);
  }
  if (statement.entries.length === 0) entryRow(doc, ['', 'No entries this month.', '']);
  doc.moveDown();
  doc
    .font(REGULAR)
    .fontSize(8)
    .text(
      'The balance is what is owed to you: commission lines pending, approved or held. Amounts in Indian rupees (INR).',
      MARGIN,
    );
  doc.end();
  return done;
}
