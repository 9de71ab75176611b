import zlib from 'node:zlib';

/**
 * Résumés for tests, built here byte by byte: plain PDFs and Word documents as real programs write
 * them, and the hostile ones the résumé check must refuse.
 */

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A stream object's text around its (already encoded) data. */
export function streamObject(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    latin1(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    latin1('\nendstream'),
  ]);
}

/** A PDF of these objects (numbered from 1), with a cross-reference table and trailer. */
export function pdfOf(objects: Array<string | Buffer>, trailerExtra = ''): Buffer {
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      latin1(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? latin1(body) : body,
      latin1('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(latin1(xref));
  return Buffer.concat(parts);
}

const PAGE_TEXT =
  'BT /F1 12 Tf 72 720 Td (Asha Rao - Frontend developer) Tj 0 -16 Td (Skills: HTML/JS (5 years), React, /JavaScript) Tj ET';

/**
 * A one-page résumé as a word processor writes it: compressed page text (which mentions JS), a font,
 * and a link to a page about JavaScript. Nothing in it is active. `photoBytes` adds an image of that
 * size (a photo makes a résumé of a few hundred kilobytes).
 */
export function plainPdf({ photoBytes = 0 } = {}): Buffer {
  const photo = photoBytes
    ? [
        streamObject(
          '/Type /XObject /Subtype /Image /Width 1000 /Height 1000 /ColorSpace /DeviceGray /BitsPerComponent 8',
          Buffer.alloc(photoBytes, 0x80),
        ),
      ]
    : [];
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /Annots [6 0 R] >>',
    streamObject('/Filter /FlateDecode', zlib.deflateSync(Buffer.from(PAGE_TEXT))),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Annot /Subtype /Link /Rect [72 700 300 716] /A << /S /URI /URI (https://developer.mozilla.org/en-US/docs/Web/JavaScript) >> >>',
    ...photo,
  ]);
}

/** The résumé that runs a script as soon as it is opened. */
export function openActionScriptPdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
  ]);
}

/**
 * The script hidden where a scan of the raw bytes cannot see it: in a compressed object stream, its
 * name spelt with an escape.
 */
export function hiddenScriptPdf(): Buffer {
  const header = '3 0 ';
  const hidden = '<< /S /J#61vaScript /JS (app.launchURL\\("https://evil.example"\\)) >>';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    streamObject(
      `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`,
      zlib.deflateSync(Buffer.from(header + hidden)),
    ),
  ]);
}

/** A PDF carrying a file (a program) as an attachment. */
export function embeddedFilePdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(setup.exe) 3 0 R] >> >> >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    '<< /Type /Filespec /F (setup.exe) /EF << /F 4 0 R >> >>',
    streamObject('/Type /EmbeddedFile', Buffer.from('MZ\x90\x00fake program', 'latin1')),
  ]);
}

/** A PDF that starts a program. */
export function launchPdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>',
    '<< /Type /Pages /Kids [] /Count 0 >>',
    '<< /S /Launch /F (cmd.exe) >>',
  ]);
}

/** A PDF encrypted with a password: its content cannot be checked. */
export function encryptedPdf(): Buffer {
  return pdfOf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      '<< /Filter /Standard /V 2 /R 3 /Length 128 /P -1028 /O <00> /U <00> >>',
    ],
    '/Encrypt 3 0 R ',
  );
}

/** A Windows program's first bytes (to be sent under a .pdf name). */
export function executable(): Buffer {
  return Buffer.concat([latin1('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(500, 0x90)]);
}

interface ZipFile {
  name: string;
  content: Buffer | string;
  /** Stored rather than deflated. */
  stored?: boolean;
}

/** A zip as Office writes one: local headers, data, central directory, end record. */
export function zipOf(files: ZipFile[], { comment = '' } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const raw = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    const data = file.stored ? raw : zlib.deflateRawSync(raw);
    const name = Buffer.from(file.name);
    const crc = zlib.crc32(raw);
    const method = file.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([...locals, directory, end, Buffer.from(comment)]);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

const contentTypes = (main: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${extra}<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Asha Rao, frontend developer</w:t></w:r></w:p></w:body></w:document>`;

/** A plain Word document: content types, relationships, the document. */
export function plainDocx(): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', content: contentTypes(WORD_MAIN) },
    { name: '_rels/.rels', content: RELS },
    { name: 'word/document.xml', content: DOCUMENT },
  ]);
}

/** A macro-enabled document (a .docm) sent as a .docx: its VBA project included. */
export function macroDocx(): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      content: contentTypes(
        MACRO_MAIN,
        '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
      ),
    },
    { name: '_rels/.rels', content: RELS },
    { name: 'word/document.xml', content: DOCUMENT },
    { name: 'word/vbaProject.bin', content: Buffer.from('\xd0\xcf\x11\xe0 fake VBA project', 'latin1') },
  ]);
}

/** A zip of other files: not an Office document at all. */
export function plainZip(): Buffer {
  return zipOf([{ name: 'notes.txt', content: 'Not a résumé.' }]);
}

/** A zip that is also a PDF: the PDF stored first, so a PDF reader finds its header. */
export function zipPdfPolyglot(): Buffer {
  return zipOf([
    { name: 'a.pdf', content: openActionScriptPdf(), stored: true },
    { name: '[Content_Types].xml', content: contentTypes(WORD_MAIN) },
    { name: 'word/document.xml', content: DOCUMENT },
  ]);
}

/** A PDF with a zip (or a program) joined after its end. */
export function pdfWithTrailer(trailer: Buffer): Buffer {
  return Buffer.concat([plainPdf(), trailer]);
}
