// `npm run bench:fuzz`, second part: adversarial files of about 5 MB sent to every upload check of a
// running server (the résumé of an application: PDF and Word), each timed, while /api/health is
// asked every 20 ms. Fails when a file is not refused with a 400, takes longer than the check's limit,
// or health waits longer than HEALTH_LIMIT_MS (the check must never hold the event loop).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { openDatabase } from '../../api/src/db/client';
import { openings } from '../../api/src/db/schema';
import { UPLOAD_CHECK_LIMITS } from '../../api/src/hiring/uploads/check-pool';
import { pdfOf, plainDocx, streamObject, zipOf } from '../../api/src/test/resume-files';
import { XSRF_HEADER } from '../../shared/contract/health';
import { freePort } from './free-port';
import { startSite } from './site-process';

const FIVE_MB = 5 * 1024 * 1024 - 4096;
/** The check's deadline and the upload itself, on a busy two-core machine. */
const UPLOAD_LIMIT_MS = UPLOAD_CHECK_LIMITS.timeoutMs + 2000;
/**
 * Health's longest wait: the first 5 MB body the server parses costs it a few hundred milliseconds
 * (multipart parsing warming up, on two shared cores); a check on the event loop cost 10 s.
 */
const HEALTH_LIMIT_MS = 500;

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const fill = (unit: string, bytes = FIVE_MB) => unit.repeat(Math.floor(bytes / unit.length));

/** A PDF whose one object is this text. */
const pdfAround = (text: string) =>
  pdfOf([`<< /Type /Catalog /Pages 2 0 R /X ${text} >>`, '<< /Type /Pages /Kids [] /Count 0 >>']);

const WORD_PARTS = () => {
  const types =
    '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  return [{ name: '[Content_Types].xml', content: types }];
};

const FILES: Array<[string, () => Buffer]> = [
  ['PDF: /S% repeated (the pattern that held the server)', () => pdfAround(fill('/S%'))],
  [
    'PDF: /S%/S% inside a deflated stream',
    () =>
      pdfOf([streamObject('/Filter /FlateDecode', zlib.deflateSync(latin1(fill('/S%', 160 * 1024 * 1024))))]),
  ],
  [
    'PDF: arrays nested 2.5 million deep',
    () => pdfAround(`${'['.repeat(FIVE_MB / 2)}${']'.repeat(FIVE_MB / 2)}`),
  ],
  [
    'PDF: dictionaries nested 1 million deep',
    () => pdfAround(`${'<< /A '.repeat(FIVE_MB / 9)}${'>>'.repeat(FIVE_MB / 9)}`),
  ],
  ['PDF: 70,000 objects', () => pdfOf(Array.from({ length: 70_000 }, (_, i) => `<< /N ${i} >>`))],
  ['PDF: a name of 5 MB', () => pdfAround(`/${fill('A')}`)],
  ['PDF: a string of 5 MB of open parentheses', () => pdfAround(`(${fill('\\(')})`)],
  [
    'PDF: "1 0 obj" 600,000 times inside one stream',
    () => pdfOf([streamObject('', latin1(fill('1 0 obj ')))]),
  ],
  [
    'PDF: an object stream inflating to 1 GB',
    () =>
      pdfOf([
        streamObject(
          '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
          zlib.deflateSync(Buffer.alloc(1024 * 1024 * 1024, 0x20), { level: 9 }),
        ),
      ]),
  ],
  [
    'Word: one entry inflating to 4 GB (a zip bomb)',
    () =>
      zipOf([...WORD_PARTS(), { name: 'word/document.xml', content: Buffer.alloc(512 * 1024 * 1024, 0x20) }]),
  ],
  [
    'Word: 35,000 entries',
    () =>
      zipOf([
        ...WORD_PARTS(),
        ...Array.from({ length: 35_000 }, (_, i) => ({
          name: `word/media/${i}.xml`,
          content: '',
          stored: true,
        })),
      ]),
  ],
  [
    'Word: entry names of 60 KB',
    () =>
      zipOf([
        ...WORD_PARTS(),
        ...Array.from({ length: 40 }, (_, i) => ({
          name: `word/${String(i).padStart(60_000, 'a')}.xml`,
          content: 'x',
        })),
      ]),
  ],
  [
    'Word: 5 MB of unclosed tags and attributes',
    () =>
      zipOf([
        ...WORD_PARTS(),
        { name: 'word/document.xml', content: `<w:document>${fill('<a b="', 40 * 1024 * 1024)}` },
      ]),
  ],
  [
    'Word: fields nested 1 million deep',
    () =>
      zipOf([
        ...WORD_PARTS(),
        {
          name: 'word/document.xml',
          content: `<w:document>${fill('<w:fldChar w:fldCharType="begin"/><w:instrText>PAGE</w:instrText>', 60 * 1024 * 1024)}</w:document>`,
        },
      ]),
  ],
  [
    'Word: relationships with 5 MB attributes',
    () =>
      zipOf([
        ...WORD_PARTS(),
        { name: 'word/document.xml', content: '<w:document/>' },
        {
          name: 'word/_rels/document.xml.rels',
          content: `<Relationships><Relationship Target="${fill('a=', 40 * 1024 * 1024)}"/></Relationships>`,
        },
      ]),
  ],
];

async function seedOpening(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    await database.db.insert(openings).values({
      slug: 'fuzz-uploads',
      status: 'published',
      title: 'Fuzzing the upload checks',
      employmentType: 'full-time',
      city: 'Hyderabad',
      workMode: 'remote',
      experienceMinYears: 1,
      experienceMaxYears: 3,
      description: 'Text.',
      requirements: '- One',
      publishedAt: new Date(),
    });
  } finally {
    await database.close();
  }
  return 'fuzz-uploads';
}

/** Asks /api/health every 20 ms until stopped; answers the longest wait for an answer. */
function watchHealth(url: string) {
  let running = true;
  let longest = 0;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      // No answer at all counts as the longest wait.
      await fetch(`${url}/api/health`)
        .then((response) => response.arrayBuffer())
        .catch(() => (longest = Infinity));
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await done;
    return longest;
  };
}

/** The anti-forgery cookie and header every POST carries, as a browser would send them. */
async function antiForgery(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/antiforgery`);
  const { token } = (await response.json()) as { token: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, [XSRF_HEADER]: token };
}

function form(file: Buffer): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Fuzz Tester',
    email: 'fuzz@example.com',
    mobile: '9876543210',
    city: 'Hyderabad',
    experienceYears: '3',
    consent: 'true',
  }))
    body.set(name, value);
  body.set('resume', new Blob([file]), 'resume.pdf');
  return body;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-uploads-'));
  let failed = false;
  const port = await freePort();
  const quiet = { output: () => undefined };
  // The server makes its data folder and keys first; the opening is added while it is stopped (the
  // embedded database has one process at a time).
  await (await startSite(port, { DATA_DIR: dataDir }, quiet)).stop();
  const slug = await seedOpening(dataDir);
  const serverLog: string[] = [];
  const site = await startSite(port, { DATA_DIR: dataDir }, { output: (line) => serverLog.push(line) });
  const died = (code: number | null, signal: string | null) => {
    console.error(
      `the server stopped (${code ?? signal}) during the run:\n${serverLog.slice(-20).join('\n')}`,
    );
    process.exit(1);
  };
  site.child.once('exit', died);
  try {
    console.info(
      `\nupload checks: ${FILES.length} adversarial files, limit ${UPLOAD_LIMIT_MS} ms each, health within ${HEALTH_LIMIT_MS} ms`,
    );
    const headers = await antiForgery(site.url);
    // A plain document first: the check threads start, and the form's fields are known to pass.
    const plain = await fetch(`${site.url}/api/careers/openings/${slug}/applications`, {
      method: 'POST',
      headers,
      body: form(plainDocx()),
    });
    if (plain.status !== 201)
      throw new Error(`a plain document was answered ${plain.status}: ${await plain.text()}`);
    for (const [name, make] of FILES) {
      const file = make();
      if (file.length > FIVE_MB + 4096)
        throw new Error(`${name}: ${file.length} bytes, over the 5 MB a résumé may have`);
      const stopWatching = watchHealth(site.url);
      const started = performance.now();
      const response = await fetch(`${site.url}/api/careers/openings/${slug}/applications`, {
        method: 'POST',
        headers,
        body: form(file),
      });
      const took = performance.now() - started;
      const body = (await response.json()) as { errors?: Record<string, string[]> };
      const health = await stopWatching();
      // A file the checks can read and find plain may be accepted; anything else is refused at the field.
      const ok =
        (response.status === 201 || (response.status === 400 && Boolean(body.errors?.resume))) &&
        took < UPLOAD_LIMIT_MS &&
        health < HEALTH_LIMIT_MS;
      failed ||= !ok;
      console.info(
        `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(58)} ${(file.length / 1024 / 1024).toFixed(1).padStart(4)} MB  ${response.status}  ${Math.round(took).toString().padStart(5)} ms  health ≤ ${Math.round(health)} ms  ${body.errors?.resume?.[0]?.slice(0, 40) ?? JSON.stringify(body).slice(0, 80)}`,
      );
    }
  } finally {
    site.child.off('exit', died);
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

void main();
