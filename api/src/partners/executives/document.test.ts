import { eq } from 'drizzle-orm';
import { STAFF_PATHS } from 'shared/contract/staff';
import { auditLog } from '../../db/schema';
import { OTHER_SITE_REFUSED } from '../../lib/refuse-other-sites';
import { insertDocument } from '../../test/documents';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { PDF, PNG } from './registration-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
let staff: TestAgent;
let staffId: number;
let asha: Awaited<ReturnType<typeof insertExecutive>>;
let bala: Awaited<ReturnType<typeof insertExecutive>>;
let pdf: { id: number };
let png: { id: number };
let balaCopy: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await insertExecutive(ctx);
  bala = await insertExecutive(ctx);
  pdf = await insertDocument(ctx, asha.id, { kind: 'aadhar', mimeType: 'application/pdf', content: PDF });
  png = await insertDocument(ctx, asha.id, { kind: 'pan', mimeType: 'image/png', content: PNG });
  balaCopy = await insertDocument(ctx, bala.id, {
    kind: 'aadhar',
    mimeType: 'application/pdf',
    content: PDF,
  });
  staffId = (await insertStaff(ctx)).id;
  staff = await signedInAgent(ctx, 'staff', staffId);
});
afterAll(() => ctx.close());

const openings = () => ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'document.open'));
const open = (bdeCode: string, documentId: number | string, headers: Record<string, string> = {}) =>
  staff.request({
    method: 'GET',
    url: STAFF_PATHS.partnerDocument({ bdeCode, documentId }),
    headers,
    remoteAddress: '10.9.8.7',
  });

test('a copy is streamed decrypted, inline, never cached, sandboxed; the opening is audited', async () => {
  const before = (await openings()).length;
  const response = await open(asha.bdeCode, pdf.id, { 'sec-fetch-site': 'same-origin' });
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload).toEqual(PDF);
  expect(response.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${asha.bdeCode}-aadhar.pdf"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });

  const rows = await openings();
  expect(rows).toHaveLength(before + 1);
  expect(rows.at(-1)).toMatchObject({
    staffId,
    targetType: 'document',
    targetId: String(pdf.id),
    ipAddress: '10.9.8.7',
  });
  expect(JSON.parse(rows.at(-1)!.detail!)).toEqual({
    documentId: pdf.id,
    bdeCode: asha.bdeCode,
    kind: 'aadhar',
  });
});

test.each([
  ['a PDF', () => pdf.id, 'application/pdf', 'aadhar.pdf', PDF],
  ['an image', () => png.id, 'image/png', 'pan.png', PNG],
])(
  '%s is served in a sandbox that runs nothing, read only as its type',
  async (_, id, type, name, content) => {
    const response = await open(asha.bdeCode, id());
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(content);
    expect(response.headers).toMatchObject({
      'content-type': type,
      'content-disposition': `inline; filename="${asha.bdeCode}-${name}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const policy = String(response.headers['content-security-policy']).split(/;\s*/);
    expect(policy).toContain('sandbox');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy.join(';')).not.toMatch(/script-src|allow-|'unsafe-eval'/);
  },
);

test('every API route that answers with a copy is the one tested above, or the résumé (application-files.test.ts)', () => {
  const copies = ctx.app.apiRoutes
    .filter(({ schema }) => (schema.response['200'] as { format?: string } | undefined)?.format === 'binary')
    .map(({ method, url }) => `${method} ${url}`);
  expect(copies).toEqual([
    `GET ${STAFF_PATHS.partnerDocument.pattern}`,
    `GET ${STAFF_PATHS.applicationResume.pattern}`,
  ]);
});

test('a request another site started is refused, and nothing is opened or audited', async () => {
  const before = (await openings()).length;
  for (const site of ['cross-site', 'same-site']) {
    const response = await open(asha.bdeCode, pdf.id, { 'sec-fetch-site': site });
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toBe(OTHER_SITE_REFUSED);
    expect(response.rawPayload.includes(PDF.subarray(0, 8))).toBe(false);
  }
  // A browser without fetch metadata: the page that started it is named by Origin or Referer.
  const foreign: Array<Record<string, string>> = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { referer: 'https://evil.example/page' },
  ];
  for (const header of foreign) {
    expect((await open(asha.bdeCode, pdf.id, header)).statusCode).toBe(403);
  }
  expect(
    (await open(asha.bdeCode, pdf.id, { referer: 'http://localhost:80/staff/partners' })).statusCode,
  ).toBe(200);
  // A typed address or a bookmark (no site at all) is the staff member's own doing.
  expect((await open(asha.bdeCode, pdf.id, { 'sec-fetch-site': 'none' })).statusCode).toBe(200);
  expect((await openings()).length).toBe(before + 2);
});

test("another BDE's copy, an unknown copy or code is a 404; a malformed id a 400; none audited", async () => {
  const before = (await openings()).length;
  expect((await open(asha.bdeCode, balaCopy.id)).statusCode).toBe(404);
  expect((await open(bala.bdeCode, pdf.id)).statusCode).toBe(404);
  expect((await open(asha.bdeCode, 999_999)).statusCode).toBe(404);
  expect((await open('NOPE999', pdf.id)).statusCode).toBe(404);
  expect((await open(asha.bdeCode, 'seven')).statusCode).toBe(400);
  expect((await openings()).length).toBe(before);
});

test('the copy is never reached without its audit row: when the row cannot be written, no content', async () => {
  const before = (await openings()).length;
  // No such staff member: the audit row's foreign key fails, and with it the whole opening.
  const actor = { staffId: 999_999, ipAddress: '127.0.0.1' };
  await expect(ctx.app.identityDocuments.open(actor, asha.bdeCode, pdf.id)).rejects.toThrow();
  expect((await openings()).length).toBe(before);
  // The store has no other way to a copy's content.
  const store = ctx.app.identityDocuments as unknown as Record<string, unknown>;
  const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(store)).filter(
    (name) => name !== 'constructor',
  );
  expect(methods.sort()).toEqual(['list', 'open', 'seal']);
});

test('a user, a BDE or nobody cannot open a copy', async () => {
  const url = STAFF_PATHS.partnerDocument({ bdeCode: asha.bdeCode, documentId: pdf.id });
  expect((await ctx.agent().get(url)).statusCode).toBe(401);
  const bde = await signedInAgent(ctx, 'bde', asha.id);
  expect((await bde.get(url)).statusCode).toBe(403);
});

test('HEAD opens nothing: it is refused (405), so no audit row is written for a copy nobody saw', async () => {
  const before = (await openings()).length;
  const response = await staff.request({
    method: 'HEAD',
    url: STAFF_PATHS.partnerDocument({ bdeCode: asha.bdeCode, documentId: pdf.id }),
  });
  expect(response.statusCode).toBe(405);
  expect((await openings()).length).toBe(before);
});
