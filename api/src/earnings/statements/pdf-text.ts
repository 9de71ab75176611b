// Tests only: a PDF's text as pdf.js reads it. pdf.js ships only ES modules, which Jest's CommonJS
// transform cannot load, so it runs in a plain Node process of its own.
import { execFile } from 'node:child_process';

const READ_TEXT = `
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const { items } = await page.getTextContent();
  pages.push({ size: page.view.slice(2), items: items.map((item) => item.str ?? '').filter((text) => text.trim()) });
}
process.stdout.write(JSON.stringify(pages));
`;

export interface PdfPageText {
  /** Width and height in points. */
  size: [number, number];
  /** The page's text runs in order, blank ones left out. */
  items: string[];
}

export function pdfText(pdf: Buffer): Promise<PdfPageText[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', READ_TEXT],
      { cwd: __dirname, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf.js could not read the PDF: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as PdfPageText[]);
      },
    );
    child.stdin?.end(pdf);
  });
}
