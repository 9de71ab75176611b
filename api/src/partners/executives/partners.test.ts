import { and, eq } from 'drizzle-orm';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { PartnerListResponse, PartnerResponse } from 'shared/contract/staff-partner-responses';
import { REVIEW_MESSAGES } from 'shared/contract/staff-partner-schema';
import { auditLog, executives } from '../../db/schema';
import { insertDocument } from '../../test/documents';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { addProject } from '../business/project-service';
import { addProposal } from '../proposals/proposal-service';
import { PDF, PNG } from './registration-test-helpers';
import { readDetail } from '../../back-office/audit-log/audit-test-helpers';

// Argon2 hashing of each inserted BDE makes set-up slow on a busy machine.
jest.setTimeout(60_000);

type Executive = Awaited<ReturnType<typeof insertExecutive>>;
let ctx: TestContext;
let staff: TestAgent;
let staffId: number;
let asha: Executive;
let bala: Executive;
let chitra: Executive;
let deepak: Executive;
let outsider: Executive;

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 6, 30));

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await insertExecutive(ctx, {
    firstName: 'Asha',
    middleName: 'Devi',
    lastName: 'Rao',
    email: 'asha.rao@example.com',
    mobileNumber: '9000000001',
    createdAt: at(1),
  });
  bala = await insertExecutive(ctx, {
    firstName: 'Bala',
    lastName: 'Krishna',
    referredById: asha.id,
    createdAt: at(2),
    reviewStatus: 'verified',
  });
  chitra = await insertExecutive(ctx, {
    firstName: 'Chitra',
    lastName: 'Reddy',
    referredById: asha.id,
    createdAt: at(3),
  });
  deepak = await insertExecutive(ctx, {
    firstName: 'Deepak',
    lastName: 'Varma',
    referredById: bala.id,
    createdAt: at(4),
  });
  outsider = await insertExecutive(ctx, { firstName: 'Imran', lastName: 'Khan', createdAt: at(5) });
  const db = ctx.database.db;
  await addProposal(db, { executiveId: asha.id, companyName: 'Acme', status: 'sent' });
  await addProposal(db, { executiveId: asha.id, companyName: 'Beta', status: 'accepted' });
  await addProposal(db, { executiveId: asha.id, companyName: 'Gamma', status: 'sent' });
  await addProject(db, {
    executiveId: asha.id,
    companyName: 'Charminar Foods',
    amountPaise: 25_000_050,
    status: 'Active',
    createdAt: at(6),
  });
  await addProject(db, {
    executiveId: asha.id,
    companyName: 'Golconda Textiles',
    amountPaise: 1,
    status: 'Completed',
    createdAt: at(7),
  });
  await insertDocument(ctx, asha.id, { kind: 'aadhar', mimeType: 'application/pdf', content: PDF });
  await insertDocument(ctx, asha.id, { kind: 'pan', mimeType: 'image/png', content: PNG });
  staffId = (await insertStaff(ctx, { name: 'Ravi Staff' })).id;
  staff = await signedInAgent(ctx, 'staff', staffId);
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const response = await staff.get(`${STAFF_PATHS.partners}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as PartnerListResponse;
};
const codes = (page: PartnerListResponse) => page.items.map((item) => item.bdeCode);

describe('the list', () => {
  test('newest first, each BDE with what the list shows, never cached', async () => {
    const response = await staff.get(STAFF_PATHS.partners);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json() as PartnerListResponse;
    expect(codes(page)).toEqual([outsider, deepak, chitra, bala, asha].map((bde) => bde.bdeCode));
    expect(page.items.at(-1)).toEqual({
      bdeCode: asha.bdeCode,
      fullName: 'Asha Devi Rao',
      email: 'asha.rao@example.com',
      mobileNumber: '9000000001',
      district: 'Hyderabad',
      state: 'Telangana',
      reviewStatus: 'pending',
      createdAt: at(1).toISOString(),
    });
    expect(page.next).toBeNull();
  });

  test('searches names, code, user name, email and mobile number', async () => {
    expect(codes(await list('?q=krish'))).toEqual([bala.bdeCode]);
    expect(codes(await list(`?q=${asha.bdeCode.toLowerCase()}`))).toEqual([asha.bdeCode]);
    expect(codes(await list('?q=ASHA.RAO@'))).toEqual([asha.bdeCode]);
    expect(codes(await list('?q=9000000001'))).toEqual([asha.bdeCode]);
    expect(codes(await list(`?q=${outsider.userName}`))).toEqual([outsider.bdeCode]);
    expect(codes(await list('?q=nobody-at-all'))).toEqual([]);
  });

  test('filters by review status and sorts by name, a page at a time', async () => {
    expect(codes(await list('?reviewStatus=verified'))).toEqual([bala.bdeCode]);
    const first = await list('?sort=name&dir=asc&limit=2');
    expect(first.items.map((item) => item.fullName)).toEqual(['Asha Devi Rao', 'Bala Krishna']);
    const second = await list(`?sort=name&dir=asc&limit=2&after=${first.next}`);
    expect(second.items.map((item) => item.fullName)).toEqual(['Chitra Reddy', 'Deepak Varma']);
    const third = await list(`?sort=name&dir=asc&limit=2&after=${second.next}`);
    expect(third.items.map((item) => item.fullName)).toEqual(['Imran Khan']);
    expect(third.next).toBeNull();
  });

  test('a bad parameter is a 400 naming it', async () => {
    const response = await staff.get(`${STAFF_PATHS.partners}?reviewStatus=maybe&sort=age`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['reviewStatus', 'sort']);
  });
});

describe("a BDE's page", () => {
  test('profile, masked numbers, referrer, downline, business and documents; the full numbers never', async () => {
    const response = await staff.get(STAFF_PATHS.partner({ bdeCode: asha.bdeCode }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const partner = response.json() as PartnerResponse;
    expect(partner).toMatchObject({
      bdeCode: asha.bdeCode,
      fullName: 'Asha Devi Rao',
      userName: asha.userName,
      address: '1-2-3 Ameerpet',
      pinCode: '500016',
      area: 'Ameerpet',
      dob: '1990-04-12',
      registeredAt: at(1).toISOString(),
      aadharMasked: `XXXX XXXX ${asha.aadhar.slice(-4)}`,
      panMasked: `XXXXXX${asha.pan.slice(-4)}`,
      referrer: null,
      downline: {
        direct: [
          { bdeCode: bala.bdeCode, fullName: 'Bala Krishna', reviewStatus: 'verified' },
          { bdeCode: chitra.bdeCode, fullName: 'Chitra Reddy', reviewStatus: 'pending' },
        ],
        total: 3,
      },
      review: { status: 'pending', reason: null, reviewedAt: null, reviewedBy: null },
      business: {
        proposals: { sent: 3, accepted: 1, percentage: 33.33 },
        projects: [
          {
            companyName: 'Golconda Textiles',
            amount: 0.01,
            status: 'Completed',
            createdAt: at(7).toISOString(),
          },
          {
            companyName: 'Charminar Foods',
            amount: 250_000.5,
            status: 'Active',
            createdAt: at(6).toISOString(),
          },
        ],
        totalRevenue: 250_000.51,
      },
    });
    expect(partner.documents.map(({ kind, mimeType, sizeBytes }) => [kind, mimeType, sizeBytes])).toEqual([
      ['aadhar', 'application/pdf', PDF.length],
      ['pan', 'image/png', PNG.length],
    ]);
    expect(response.body).not.toContain(asha.aadhar);
    expect(response.body).not.toContain(asha.pan);
    expect(response.body).not.toMatch(/password|Encrypted|content/i);
  });

  test('names the referrer', async () => {
    const partner = (await staff.get(STAFF_PATHS.partner({ bdeCode: deepak.bdeCode }))).json();
    expect(partner.referrer).toEqual({ bdeCode: bala.bdeCode, fullName: 'Bala Krishna' });
    expect(partner.downline).toEqual({ direct: [], total: 0 });
  });

  test('no full identity number appears in any list or page answer', async () => {
    const bodies = [
      (await staff.get(STAFF_PATHS.partners)).body,
      ...(await Promise.all(
        [asha, bala, chitra, deepak, outsider].map(
          async (bde) => (await staff.get(STAFF_PATHS.partner({ bdeCode: bde.bdeCode }))).body,
        ),
      )),
    ];
    for (const bde of [asha, bala, chitra, deepak, outsider]) {
      for (const body of bodies) {
        expect(body).not.toContain(bde.aadhar);
        expect(body).not.toContain(bde.pan);
      }
    }
  });

  test('an unknown code is a 404', async () => {
    const response = await staff.get(STAFF_PATHS.partner({ bdeCode: 'NOPE999' }));
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe('No BDE has this code.');
  });
});

describe('the review', () => {
  const review = (bdeCode: string, body: object) =>
    staff.postJson(STAFF_PATHS.partnerReview({ bdeCode }), body as Record<string, unknown>);
  const profileOf = async (bde: Executive) =>
    (await (await signedInAgent(ctx, 'bde', bde.id)).get(EXECUTIVE_PATHS.byCode(bde.bdeCode))).json();
  const stored = async (bde: Executive) =>
    (await ctx.database.db.select().from(executives).where(eq(executives.id, bde.id)))[0];

  test('rejecting needs a reason of 5 to 500 characters; nothing is written without one', async () => {
    for (const [body, message] of [
      [{ decision: 'rejected' }, REVIEW_MESSAGES.reasonRequired],
      [{ decision: 'rejected', reason: '   ' }, REVIEW_MESSAGES.reasonRequired],
      [{ decision: 'rejected', reason: 'Bad' }, REVIEW_MESSAGES.reasonLength],
      [{ decision: 'rejected', reason: 'x'.repeat(501) }, REVIEW_MESSAGES.reasonLength],
    ] as const) {
      const response = await review(chitra.bdeCode, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ reason: [message] });
    }
    const decision = await review(chitra.bdeCode, { decision: 'maybe', reason: '' });
    expect(decision.json().errors).toEqual({ decision: [REVIEW_MESSAGES.decision] });
    expect((await stored(chitra)).reviewStatus).toBe('pending');
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner.review'), eq(auditLog.targetId, chitra.bdeCode)));
    expect(rows).toEqual([]);
  });

  test('a rejection is stored with its reason, reviewer and time, audited, and the BDE reads it', async () => {
    expect((await profileOf(chitra)).reviewStatus).toBe('pending');
    const response = await review(chitra.bdeCode, {
      decision: 'rejected',
      reason: '  The PAN copy is unreadable; please send a clearer scan. ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'rejected',
      reason: 'The PAN copy is unreadable; please send a clearer scan.',
      reviewedAt: expect.any(String),
      reviewedBy: { id: staffId, name: 'Ravi Staff' },
    });
    expect(await profileOf(chitra)).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: 'The PAN copy is unreadable; please send a clearer scan.',
    });
    const [row] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner.review'), eq(auditLog.targetId, chitra.bdeCode)));
    expect(row).toMatchObject({ staffId, targetType: 'partner', ipAddress: '127.0.0.1' });
    const reason = 'The PAN copy is unreadable; please send a clearer scan.';
    expect(await readDetail(ctx, row.detail, [reason])).toEqual({ from: 'pending', to: 'rejected', reason });
  });

  test('verifying afterwards clears the reason; the BDE sees Verified', async () => {
    const response = await review(chitra.bdeCode, { decision: 'verified' });
    expect(response.json()).toMatchObject({ status: 'verified', reason: null });
    expect(await profileOf(chitra)).toMatchObject({ reviewStatus: 'verified', reviewReason: null });
    expect(await stored(chitra)).toMatchObject({ reviewStatus: 'verified', reviewedById: staffId });
  });

  test('an unknown code is a 404 and nothing is audited', async () => {
    const response = await review('NOPE999', { decision: 'verified' });
    expect(response.statusCode).toBe(404);
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'NOPE999'));
    expect(rows).toEqual([]);
  });
});
