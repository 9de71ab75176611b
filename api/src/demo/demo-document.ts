/** PDF text needs its own escapes; the demo's lines are plain ASCII. */
const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A one-page PDF with a few lines of text: the demo BDEs' identity "copies", so staff can open one in
 * the back office. Marked as a demo on its face; it holds no real number.
 */
export function demoDocumentPdf(title: string, lines: string[]): Buffer {
  const text = [
    'BT /F1 20 Tf 56 760 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line) => ['0 -24 Td', `(${escapePdf(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
