import { STAFF_PATHS } from 'shared/contract/staff';
import type { AuditListResponse } from 'shared/contract/staff-audit-responses';
import { auditLog } from '../../db/schema';
import { insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
let admin: TestAgent;
let adminId: number;
let clerkId: number;
let clerk: TestAgent;

// 23:59 on 1 March in India, and 00:01 on 2 March.
const LATE_ON_THE_FIRST = new Date('2025-03-01T18:29:00.000Z');
const EARLY_ON_THE_SECOND = new Date('2025-03-01T18:31:00.000Z');

beforeAll(async () => {
  ctx = await createTestApp();
  const adminRow = await insertStaff(ctx, { role: 'admin', name: 'Asha Admin' });
  const clerkRow = await insertStaff(ctx, { role: 'staff', name: 'Ravi Clerk' });
  adminId = adminRow.id;
  clerkId = clerkRow.id;
  admin = await signedInAgent(ctx, 'staff', adminId);
  clerk = await signedInAgent(ctx, 'staff', clerkId);
  await ctx.database.db.insert(auditLog).values([
    {
      staffId: clerkId,
      action: 'staff.sign-in',
      ipAddress: '10.0.0.1',
      createdAt: new Date('2025-02-28T05:00:00.000Z'),
    },
    {
      staffId: clerkId,
      action: 'document.open',
      targetType: 'document',
      targetId: '17',
      detail: JSON.stringify({ documentId: 17, bdeCode: 'BDE1001', kind: 'pan' }),
      ipAddress: '10.0.0.1',
      createdAt: LATE_ON_THE_FIRST,
    },
    {
      staffId: adminId,
      action: 'partner.review',
      targetType: 'partner',
      targetId: 'BDE1001',
      detail: JSON.stringify({ from: 'pending', to: 'verified', reason: null }),
      ipAddress: '192.168.7.9',
      createdAt: EARLY_ON_THE_SECOND,
    },
    {
      staffId: null,
      action: 'staff.setup',
      ipAddress: '10.0.0.2',
      createdAt: new Date('2025-03-03T05:00:00.000Z'),
    },
  ]);
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const response = await admin.get(`${STAFF_PATHS.audit}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as AuditListResponse;
};
const actions = (page: AuditListResponse) => page.items.map((item) => item.action);

test('admins only: other staff are refused', async () => {
  const response = await clerk.get(STAFF_PATHS.audit);
  expect(response.statusCode).toBe(403);
  expect((await admin.get(STAFF_PATHS.audit)).headers['cache-control']).toBe('no-store');
});

test('newest first: who, what, when, from where, the detail as an object', async () => {
  const page = await list();
  expect(actions(page)).toEqual(['staff.setup', 'partner.review', 'document.open', 'staff.sign-in']);
  expect(page.items[1]).toEqual({
    id: expect.any(Number),
    createdAt: EARLY_ON_THE_SECOND.toISOString(),
    staff: { id: adminId, name: 'Asha Admin' },
    action: 'partner.review',
    targetType: 'partner',
    targetId: 'BDE1001',
    detail: { from: 'pending', to: 'verified', reason: null },
    ipAddress: '192.168.7.9',
  });
  expect(page.items[0]).toMatchObject({ staff: null, detail: null, targetType: null, targetId: null });
});

test('filters by staff member, action and target type', async () => {
  expect(actions(await list(`?staffId=${clerkId}`))).toEqual(['document.open', 'staff.sign-in']);
  expect(actions(await list('?action=document.open'))).toEqual(['document.open']);
  expect(actions(await list('?targetType=partner'))).toEqual(['partner.review']);
  expect(actions(await list(`?staffId=${adminId}&action=document.open`))).toEqual([]);
});

test('from and to are whole days in India, both included', async () => {
  expect(actions(await list('?from=2025-03-01&to=2025-03-01'))).toEqual(['document.open']);
  expect(actions(await list('?from=2025-03-02&to=2025-03-02'))).toEqual(['partner.review']);
  expect(actions(await list('?from=2025-03-02'))).toEqual(['staff.setup', 'partner.review']);
  expect(actions(await list('?to=2025-02-28'))).toEqual(['staff.sign-in']);
});

test('searches the action, the target and the address', async () => {
  expect(actions(await list('?q=192.168'))).toEqual(['partner.review']);
  expect(actions(await list('?q=BDE1001'))).toEqual(['partner.review']);
  expect(actions(await list('?q=SIGN-IN'))).toEqual(['staff.sign-in']);
});

test('a page at a time, oldest first when asked', async () => {
  const first = await list('?dir=asc&limit=3');
  expect(actions(first)).toEqual(['staff.sign-in', 'document.open', 'partner.review']);
  const second = await list(`?dir=asc&limit=3&after=${first.next}`);
  expect(actions(second)).toEqual(['staff.setup']);
  expect(second.next).toBeNull();
});

test('a bad filter is a 400 naming it', async () => {
  const response = await admin.get(`${STAFF_PATHS.audit}?staffId=me&from=2025-02-30&to=yesterday`);
  expect(response.statusCode).toBe(400);
  expect(Object.keys(response.json().errors).sort()).toEqual(['staffId']);
  const dates = await admin.get(`${STAFF_PATHS.audit}?from=2025-02-30&to=yesterday`);
  expect(Object.keys(dates.json().errors).sort()).toEqual(['from', 'to']);
  const backwards = await admin.get(`${STAFF_PATHS.audit}?from=2025-03-02&to=2025-03-01`);
  expect(backwards.json().errors).toEqual({ to: ['Give a day on or after the first day.'] });
});
