import { and, eq } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import { APPLICATIONS_CSV_HEADER } from 'shared/contract/staff-application-responses';
import { auditLog } from '../../db/schema';
import { OTHER_SITE_REFUSED } from '../../lib/refuse-other-sites';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { RESUME_PDF, insertApplication, insertOpening } from './application-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
let recruiterId: number;
let asRecruiter: TestAgent;
let asOffice: TestAgent;

beforeAll(async () => {
  ctx = await createTestApp();
  recruiterId = (await insertStaff(ctx, { role: 'recruiter' })).id;
  asRecruiter = await signedInAgent(ctx, 'staff', recruiterId);
  asOffice = await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id);
});
afterAll(() => ctx.close());

const auditRows = (action: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));

const download = (agent: TestAgent, url: string, headers: Record<string, string> = {}) =>
  agent.request({ method: 'GET', url, headers, remoteAddress: '10.1.2.3' });

describe('the résumé', () => {
  test('is decrypted and sent as an attachment, never cached, sandboxed; each opening is audited', async () => {
    const opening = await insertOpening(ctx);
    const application = await insertApplication(ctx, { openingId: opening.id, name: 'Ravi "Quote" Kumar' });
    const url = STAFF_PATHS.applicationResume({ applicationId: application.id });
    for (let time = 1; time <= 2; time += 1) {
      const response = await download(asRecruiter, url, { 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(RESUME_PDF);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        // Named by its number alone: nothing the candidate typed reaches the header.
        'content-disposition': `attachment; filename="resume-${application.id}.pdf"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      const policy = String(response.headers['content-security-policy']).split(/;\s*/);
      expect(policy).toContain('sandbox');
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy.join(';')).not.toMatch(/script-src|allow-|'unsafe-eval'/);
      const rows = (await auditRows('application.resume-open')).filter(
        (row) => row.targetId === String(application.id),
      );
      expect(rows).toHaveLength(time);
      expect(rows.at(-1)).toMatchObject({
        staffId: recruiterId,
        targetType: 'application',
        ipAddress: '10.1.2.3',
      });
    }
  });

  test('a DOCX keeps its type and its extension', async () => {
    const opening = await insertOpening(ctx);
    const docx = Buffer.from('PK\u0003\u0004 a word document');
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const application = await insertApplication(ctx, {
      openingId: opening.id,
      resume: docx,
      resumeMimeType: type,
    });
    const response = await download(
      asRecruiter,
      STAFF_PATHS.applicationResume({ applicationId: application.id }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(docx);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="resume-${application.id}.docx"`,
    );
  });

  test('another site may not start it, office staff may not open it, an unknown one is 404: none audited', async () => {
    const opening = await insertOpening(ctx);
    const application = await insertApplication(ctx, { openingId: opening.id });
    const url = STAFF_PATHS.applicationResume({ applicationId: application.id });
    const before = (await auditRows('application.resume-open')).length;
    for (const site of ['cross-site', 'same-site']) {
      const response = await download(asRecruiter, url, { 'sec-fetch-site': site });
      expect(response.statusCode).toBe(403);
      expect(response.json().title).toBe(OTHER_SITE_REFUSED);
    }
    expect((await download(asOffice, url)).statusCode).toBe(403);
    expect((await download(ctx.agent(), url)).statusCode).toBe(401);
    const missing = await download(asRecruiter, STAFF_PATHS.applicationResume({ applicationId: 987654 }));
    expect(missing.statusCode).toBe(404);
    // No HEAD: Fastify would answer it by running the audited handler.
    expect((await ctx.app.inject({ method: 'HEAD', url })).statusCode).toBe(405);
    expect(await auditRows('application.resume-open')).toHaveLength(before);
  });
});

/** A CSV's records, each a list of its cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return records;
}

describe("an opening's applications as CSV", () => {
  test("every application of the opening (none of another's), oldest first, formula-safe, audited", async () => {
    const opening = await insertOpening(ctx, { slug: 'senior-frontend', title: 'Senior Frontend' });
    const other = await insertOpening(ctx);
    const first = await insertApplication(ctx, {
      openingId: opening.id,
      name: '=HYPERLINK("https://evil.example","Click")',
      email: 'first@example.com',
      mobile: '+91 98480 12345',
      city: '@SUM(A1:A9)',
      experienceYears: 3,
      link: 'https://github.com/first',
      note: 'Line one,\nline "two"; -2+3',
      keepOnFile: true,
      createdAt: new Date('2026-06-01T04:00:00Z'),
      updatedAt: new Date('2026-06-02T04:00:00Z'),
    });
    const second = await insertApplication(ctx, {
      openingId: opening.id,
      name: 'Meena Iyer',
      email: 'meena@example.com',
      city: 'Chennai',
      stage: 'not selected',
      notSelectedReason: 'Internal reason',
      createdAt: new Date('2026-06-03T04:00:00Z'),
      updatedAt: new Date('2026-06-03T04:00:00Z'),
    });
    await insertApplication(ctx, { openingId: other.id, name: 'Someone Else' });

    const response = await download(
      asRecruiter,
      STAFF_PATHS.openingApplicationsCsv({ openingId: opening.id }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-senior-frontend-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The byte-order mark first, so a spreadsheet opened by double-click reads UTF-8.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parseCsv(response.body.slice(1));
    expect(records[0].join(',')).toBe(APPLICATIONS_CSV_HEADER);
    expect(records.slice(1)).toEqual([
      [
        String(first.id),
        `'=HYPERLINK("https://evil.example","Click")`,
        'first@example.com',
        `'+91 98480 12345`,
        `'@SUM(A1:A9)`,
        '3',
        'https://github.com/first',
        'Line one,\nline "two"; -2+3',
        'new',
        'yes',
        '2026-06-01T04:00:00.000Z',
        '2026-06-02T04:00:00.000Z',
      ],
      [
        String(second.id),
        'Meena Iyer',
        'meena@example.com',
        '9876543210',
        'Chennai',
        '2',
        '',
        '',
        'not selected',
        'no',
        '2026-06-03T04:00:00.000Z',
        '2026-06-03T04:00:00.000Z',
      ],
    ]);
    expect(response.body).not.toContain('Someone Else');
    expect(response.body).not.toContain('Internal reason');

    const [audit] = (await auditRows('application.export')).filter(
      (row) => row.targetId === String(opening.id),
    );
    expect(audit).toMatchObject({ staffId: recruiterId, targetType: 'opening' });
    expect(JSON.parse(audit.detail!)).toEqual({ rows: 2, title: 'Senior Frontend' });
  });

  test('an opening without applications is the header alone', async () => {
    const opening = await insertOpening(ctx);
    const response = await download(
      asRecruiter,
      STAFF_PATHS.openingApplicationsCsv({ openingId: opening.id }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`\uFEFF${APPLICATIONS_CSV_HEADER}\r\n`);
  });

  test('unknown opening 404, bad number 400, office staff 403, another site 403: none audited', async () => {
    const opening = await insertOpening(ctx);
    const before = (await auditRows('application.export')).length;
    expect(
      (await download(asRecruiter, STAFF_PATHS.openingApplicationsCsv({ openingId: 987654 }))).statusCode,
    ).toBe(404);
    const bad = await download(asRecruiter, STAFF_PATHS.openingApplicationsCsv({ openingId: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['openingId']);
    const url = STAFF_PATHS.openingApplicationsCsv({ openingId: opening.id });
    expect((await download(asOffice, url)).statusCode).toBe(403);
    expect((await download(asRecruiter, url, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.export')));
    expect(audits).toHaveLength(before);
  });
});
