import zlib from 'node:zlib';
import { RESUME_MAX_BYTES } from 'shared/contract/careers';
import { RESUME_MESSAGES } from 'shared/contract/job-application';
import {
  embeddedFilePdf,
  encryptedPdf,
  executable,
  hiddenScriptPdf,
  launchPdf,
  macroDocx,
  openActionScriptPdf,
  pdfOf,
  pdfWithTrailer,
  plainDocx,
  plainPdf,
  plainZip,
  streamObject,
  zipOf,
  zipPdfPolyglot,
} from '../../test/resume-files';
import { checkResume, closeResumeChecks } from './resume-check-service';

afterAll(() => closeResumeChecks());

const refusal = async (content: Buffer) => {
  const verdict = await checkResume(content);
  return verdict.ok ? null : verdict.message;
};

test('a plain PDF is accepted, though its text and a link mention JS and JavaScript', async () => {
  expect(await checkResume(plainPdf())).toEqual({ ok: true, mimeType: 'application/pdf' });
});

test('a plain Word document is accepted, deflated or stored', async () => {
  expect(await checkResume(plainDocx())).toEqual({
    ok: true,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
});

test.each([
  ['an /OpenAction that runs JavaScript', openActionScriptPdf()],
  ['JavaScript in a compressed object stream, its name escaped', hiddenScriptPdf()],
  ['an embedded file', embeddedFilePdf()],
  ['a launch action', launchPdf()],
  [
    'a script by reference, its key split by a comment',
    pdfOf(['<< /Type /Catalog /AA << /O << /S%x\n/JavaScript /JS 3 0 R >> >> >>', '(x)', '(app.alert(1))']),
  ],
  [
    'named scripts in an ASCII85 and Flate object stream',
    pdfOf([
      '<< /Type /Catalog /Names 2 0 R >>',
      streamObject(
        '/N 1 /First 4 /Filter [/ASCII85Decode /FlateDecode]',
        Buffer.from(`${ascii85(zlib.deflateSync(Buffer.from('2 0 << /JavaScript 3 0 R >>')))}~>`),
      ),
    ]),
  ],
  ['rich media', pdfOf(['<< /Type /Annot /Subtype /RichMedia /RichMediaContent 2 0 R >>', '<< >>'])],
  ['an XML form', pdfOf(['<< /Type /Catalog /AcroForm << /XFA 2 0 R >> >>', '<< >>'])],
])('a PDF with %s is refused', async (_what, content) => {
  expect(await refusal(content)).toBe(RESUME_MESSAGES.pdfActive);
});

test.each([
  ['encrypted', encryptedPdf()],
  [
    'with an object stream in a filter not read here',
    pdfOf([streamObject('/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', Buffer.from('junk'))]),
  ],
  [
    'with an object stream that does not inflate',
    pdfOf([streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('not deflated'))]),
  ],
  ['without an end', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n')],
])('a PDF %s cannot be checked and is refused', async (_what, content) => {
  expect(await refusal(content)).toBe(RESUME_MESSAGES.pdfUnreadable);
});

test('a compression bomb in an object stream is refused without being inflated whole', async () => {
  const bomb = zlib.deflateSync(Buffer.alloc(80 * 1024 * 1024, 0x20), { level: 9 });
  const started = Date.now();
  expect(await refusal(pdfOf([streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bomb)]))).toBe(
    RESUME_MESSAGES.pdfUnreadable,
  );
  expect(Date.now() - started).toBeLessThan(5000);
});

test('polyglots are refused: a PDF with a zip or a program after its end, a zip that is also a PDF', async () => {
  expect(await refusal(pdfWithTrailer(plainZip()))).toBe(RESUME_MESSAGES.pdfExtra);
  expect(await refusal(pdfWithTrailer(executable()))).toBe(RESUME_MESSAGES.pdfExtra);
  // A zip's end record hidden before the last %%EOF, with %%EOF inside its comment.
  expect(
    await refusal(
      Buffer.concat([
        plainPdf().subarray(0, -6),
        zipOf([{ name: 'a', content: 'b' }], { comment: '%%EOF\n' }),
      ]),
    ),
  ).toBe(RESUME_MESSAGES.pdfExtra);
  expect(await refusal(zipPdfPolyglot())).toBe(RESUME_MESSAGES.docxInvalid);
  // Whitespace after the end is what writers leave: fine.
  expect(await refusal(Buffer.concat([plainPdf(), Buffer.from('\r\n\n  \0')]))).toBeNull();
});

test('a PDF must start with its header, not merely hold one', async () => {
  expect(await refusal(Buffer.concat([Buffer.from('junk'), plainPdf()]))).toBe(RESUME_MESSAGES.wrongType);
  expect(await refusal(Buffer.from('%PDF-x.y\n%%EOF'))).toBe(RESUME_MESSAGES.wrongType);
});

test('a Word document with macros is refused, by its parts or its content types', async () => {
  expect(await refusal(macroDocx())).toBe(RESUME_MESSAGES.docxMacros);
  expect(
    await refusal(
      zipOf([
        {
          name: '[Content_Types].xml',
          content:
            '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
        },
        { name: 'word/document.xml', content: '<w:document></w:document>' },
      ]),
    ),
  ).toBe(RESUME_MESSAGES.docxMacros);
  expect(
    await refusal(zipOf([...unzipPlain(), { name: 'word/activeX/activeX1.bin', content: 'control' }])),
  ).toBe(RESUME_MESSAGES.docxMacros);
});

test.each([
  ['a zip of other files', plainZip()],
  ['a zip without the document', zipOf([{ name: '[Content_Types].xml', content: '<Types/>' }])],
  ['a damaged zip', plainDocx().subarray(0, 200)],
  ['a zip with data after its end', Buffer.concat([plainDocx(), Buffer.from('extra')])],
  ['a zip with bytes hidden between entries', withGap(plainDocx())],
  ['an encrypted zip', withFlag(plainDocx(), 0x0001)],
])('%s is not a Word document', async (_what, content) => {
  expect(await refusal(content)).toBe(RESUME_MESSAGES.docxInvalid);
});

test('other files, empty ones and ones over 5 MB are refused', async () => {
  expect(await refusal(executable())).toBe(RESUME_MESSAGES.wrongType);
  expect(await refusal(Buffer.from('{\\rtf1 not a résumé format we take}'))).toBe(RESUME_MESSAGES.wrongType);
  expect(await refusal(Buffer.alloc(0))).toBe(RESUME_MESSAGES.empty);
  const large = Buffer.concat([plainPdf(), Buffer.alloc(RESUME_MAX_BYTES, 0x20)]).subarray(
    0,
    RESUME_MAX_BYTES + 1,
  );
  expect(await refusal(large)).toBe(RESUME_MESSAGES.tooLarge);
});

function unzipPlain() {
  return [
    {
      name: '[Content_Types].xml',
      content:
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    { name: 'word/document.xml', content: '<w:document><w:body/></w:document>' },
  ];
}

/** The zip with four bytes inserted after its first entry (offsets in the directory moved to match). */
function withGap(zip: Buffer): Buffer {
  const firstEnd = 30 + zip.readUInt16LE(26) + zip.readUInt32LE(18);
  const spliced = Buffer.concat([zip.subarray(0, firstEnd), Buffer.from('%PDF'), zip.subarray(firstEnd)]);
  const end = spliced.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  spliced.writeUInt32LE(spliced.readUInt32LE(end + 16) + 4, end + 16);
  let at = spliced.readUInt32LE(end + 16);
  while (spliced.readUInt32LE(at) === 0x02014b50) {
    const offset = spliced.readUInt32LE(at + 42);
    if (offset > 0) spliced.writeUInt32LE(offset + 4, at + 42);
    at += 46 + spliced.readUInt16LE(at + 28);
  }
  return spliced;
}

/** The zip with a general-purpose flag set on every entry. */
function withFlag(zip: Buffer, flag: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at < copy.length - 4; at += 1) {
    if (copy.readUInt32LE(at) === 0x02014b50) copy.writeUInt16LE(copy.readUInt16LE(at + 8) | flag, at + 8);
  }
  return copy;
}

function ascii85(data: Buffer): string {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = Buffer.concat([data.subarray(i, i + 4), Buffer.alloc(4)]).subarray(0, 4);
    let value = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let d = 0; d < 5; d += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, Math.min(4, data.length - i) + 1).join('');
  }
  return out;
}
