import type { StatementResponse } from 'shared/contract/bde-earnings-responses';
import { pdfText } from './pdf-text';
import { statementFonts } from './statement-font';
import { statementPdf } from './statement-pdf';

jest.setTimeout(60_000);

const statement = (entries: number): StatementResponse => ({
  bdeCode: 'BDE00042',
  fullName: 'Asha Rao',
  panMasked: 'XXXXXX234F',
  month: '2026-03',
  openingPaise: 0,
  commissionsPaise: 64_000_02,
  reversalsPaise: -1_250_50,
  declinedPaise: 0,
  tdsPaise: 0,
  netPaidPaise: 12_34_567_50,
  closingPaise: 39_99_99_97_000_00,
  entries: Array.from({ length: entries }, (_, at) => ({
    at: '2026-03-05T04:30:00.000Z',
    kind: 'commission' as const,
    description: `Commission on payment ${at + 1} for Alpha Builders’ project (HDFCR52026030512345)`,
    lineId: at + 1,
    payoutId: null,
    amountPaise: 1_000_00 + at,
  })),
  moreEntries: 0,
});

test('amounts as the screen writes them: ₹, Indian grouping, paise when any, U+2212 for a negative', async () => {
  const [page] = await pdfText(await statementPdf(statement(0)));
  expect(page.items).toEqual(
    expect.arrayContaining(['₹64,000.02', '−₹1,250.50', '₹12,34,567.50', '₹39,99,99,97,000', '₹0']),
  );
  expect(page.items.join('\n')).not.toMatch(/\bRs\b/);
});

test('Noto Sans regular and bold, subset and embedded: a small file whatever the number of entries', async () => {
  const small = await statementPdf(statement(1));
  const bytes = small.toString('latin1');
  expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular\b/);
  expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold\b/);
  expect(bytes.match(/\/FontFile2 /g)).toHaveLength(2);
  expect(bytes).not.toContain('Helvetica');
  // Each whole font file is over 600 KB; its subset of a statement's glyphs is a few.
  expect(small.length).toBeLessThan(20_000);
  const long = await statementPdf(statement(300));
  expect(long.length - small.length).toBeLessThan(300 * 200);
});

test('every character the PDF writes has a glyph in its font: English, digits, ₹ and −, no Indic script', async () => {
  const { regular, bold } = statementFonts();
  const pages = await pdfText(await statementPdf(statement(3)));
  const characters = new Set([...pages.flatMap((page) => page.items).join('')].filter((c) => c.trim()));
  expect([...characters].filter((c) => !regular.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([]);
  expect([...characters].filter((c) => !bold.hasGlyphForCodePoint(c.codePointAt(0)!))).toEqual([]);
  expect(characters).toContain('₹');
  expect(statementFonts()).toBe(statementFonts());
});
