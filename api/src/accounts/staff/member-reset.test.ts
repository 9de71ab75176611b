import { and, eq } from 'drizzle-orm';
import { STAFF_PATHS, STAFF_SETUP_HOURS } from 'shared/contract/staff';
import type { StaffMemberItem } from 'shared/contract/staff-account-responses';
import { auditLog, emailOutbox, staffMembers } from '../../db/schema';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { insertActiveStaff, setupTokenSentTo, signInStaff } from './staff-test-helpers';

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function signedInAdmin() {
  const member = await insertActiveStaff(ctx, { role: 'admin' });
  const { agent, response } = await signInStaff(ctx, member);
  expect(response.statusCode).toBe(200);
  ctx.clock.now += 30_000;
  return { member, agent };
}

const resetOf = (agent: TestAgent, staffId: number) =>
  agent.postJson(STAFF_PATHS.memberReset({ staffId }), {});
const emailsTo = (address: string) =>
  ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const auditOf = (action: string, staffId: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(staffId))));
const memberRow = async (id: number) =>
  (await ctx.database.db.select().from(staffMembers).where(eq(staffMembers.id, id)))[0];

test("a member's reset sends the new link to the member only, telling them; the admin's answer and outbox reading hide it", async () => {
  const { agent: admin } = await signedInAdmin();
  const member = await insertActiveStaff(ctx, { role: 'staff' });
  const response = await resetOf(admin, member.id);
  expect(response.json()).toEqual({ id: member.id, outcome: 'reset', emailedTo: member.email });

  const [mail] = await emailsTo(member.email);
  expect(mail).toMatchObject({
    template: 'staff-reset',
    subject: 'Your Deccan Stack back-office sign-in was reset',
  });
  expect(mail.textBody).toContain('An admin reset your sign-in');
  const token = await setupTokenSentTo(ctx, member.email);

  // The admin reads the outbox: the email is there, its link's secret is not.
  const list = (await admin.get(STAFF_PATHS.outbox)).json() as { items: { id: number; toAddress: string }[] };
  const listed = list.items.find((item) => item.toAddress === member.email)!;
  const opened = await admin.get(STAFF_PATHS.outboxEmail({ emailId: listed.id }));
  expect(opened.statusCode).toBe(200);
  expect(opened.body).not.toContain(token);
  expect(opened.json().text).toContain('/staff/setup#token=[hidden]');
  // Nor can the admin finish it with what they were shown.
  expect((await ctx.agent().postJson(STAFF_PATHS.setupOpen, { token: '[hidden]' })).statusCode).toBe(404);
});

test("an admin's reset waits for a second admin; the one who asked cannot confirm it, and nothing changes meanwhile", async () => {
  const first = await signedInAdmin();
  const second = await signedInAdmin();
  const target = await insertActiveStaff(ctx, { role: 'admin' });
  const { agent: targetSession } = await signInStaff(ctx, target);
  const before = await memberRow(target.id);

  const asked = await resetOf(first.agent, target.id);
  expect(asked.statusCode).toBe(200);
  expect(asked.json()).toEqual({ id: target.id, outcome: 'awaiting confirmation', emailedTo: null });
  // Asking again, by the same admin, confirms nothing.
  expect((await resetOf(first.agent, target.id)).json().outcome).toBe('awaiting confirmation');
  expect(await auditOf('staff.reset-request', target.id)).toHaveLength(1);
  expect(await auditOf('staff.reset', target.id)).toHaveLength(0);
  expect(await emailsTo(target.email)).toEqual([]);
  expect((await targetSession.get(STAFF_PATHS.session)).statusCode).toBe(200);
  expect(await memberRow(target.id)).toMatchObject({
    passwordHash: before.passwordHash,
    totpSecret: before.totpSecret,
    resetRequestedBy: first.member.id,
  });

  // The list shows who asked, so a second admin can confirm.
  const items = (await second.agent.get(STAFF_PATHS.members)).json().items as StaffMemberItem[];
  expect(items.find((item) => item.id === target.id)?.resetRequest).toMatchObject({
    byId: first.member.id,
    byName: first.member.name,
  });

  const confirmed = await resetOf(second.agent, target.id);
  expect(confirmed.json()).toEqual({ id: target.id, outcome: 'reset', emailedTo: target.email });
  expect((await targetSession.get(STAFF_PATHS.session)).statusCode).toBe(401);
  expect(await memberRow(target.id)).toMatchObject({
    passwordHash: null,
    totpSecret: null,
    resetRequestedBy: null,
    resetRequestedAt: null,
  });
  const [audit] = await auditOf('staff.reset', target.id);
  expect(audit.staffId).toBe(second.member.id);
  expect(JSON.parse(audit.detail!)).toEqual({ requestedBy: first.member.id });
  expect((await emailsTo(target.email)).map((mail) => mail.template)).toEqual(['staff-reset']);
});

test("a request lapses after 24 hours, and a disabled admin's request no longer counts", async () => {
  const first = await signedInAdmin();
  const second = await signedInAdmin();
  const target = await insertActiveStaff(ctx, { role: 'admin' });

  expect((await resetOf(first.agent, target.id)).json().outcome).toBe('awaiting confirmation');
  ctx.clock.now += STAFF_SETUP_HOURS * 60 * 60 * 1000 + 1000;
  const { agent: fresh } = await signInStaff(ctx, second.member);
  // The old request is gone: this is a new one, by the second admin.
  expect((await resetOf(fresh, target.id)).json().outcome).toBe('awaiting confirmation');
  expect((await memberRow(target.id)).resetRequestedBy).toBe(second.member.id);

  const third = await signedInAdmin();
  expect(
    (await third.agent.postJson(STAFF_PATHS.member({ staffId: second.member.id }), { disabled: true }))
      .statusCode,
  ).toBe(200);
  expect((await resetOf(third.agent, target.id)).json().outcome).toBe('awaiting confirmation');
  expect((await memberRow(target.id)).passwordHash).not.toBeNull();
});

test('an admin added after the request cannot confirm it: one admin cannot add a second identity to confirm their own', async () => {
  const first = await signedInAdmin();
  const target = await insertActiveStaff(ctx, { role: 'admin' });
  expect((await resetOf(first.agent, target.id)).json().outcome).toBe('awaiting confirmation');

  const late = await insertActiveStaff(ctx, { role: 'admin', createdAt: new Date(ctx.clock.now + 1000) });
  const { agent } = await signInStaff(ctx, late);
  expect((await resetOf(agent, target.id)).json().outcome).toBe('awaiting confirmation');
  // Nothing changed: the request is still the first admin's, and the target can still sign in.
  expect(await memberRow(target.id)).toMatchObject({ resetRequestedBy: first.member.id });
  expect((await memberRow(target.id)).passwordHash).not.toBeNull();
  expect(await auditOf('staff.reset', target.id)).toHaveLength(0);
});
