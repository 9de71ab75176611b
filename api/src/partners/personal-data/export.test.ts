import { and, eq } from 'drizzle-orm';
import { BDE_DATA_MESSAGES, BDE_DATA_PATHS, MY_DATA_FILE } from 'shared/contract/bde-data';
import type { BdeDataExport } from 'shared/contract/bde-data-responses';
import { auditLog, clientInfos, consentRecords, executives, leadFollowUps, sessions } from '../../db/schema';
import { SESSION_COOKIE, hashToken } from '../../plugins/session';
import { insertDocument } from '../../test/documents';
import { insertExecutive, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { addProject } from '../business/project-service';
import { PDF } from '../executives/registration-test-helpers';
import { addProposal } from '../proposals/proposal-service';

jest.setTimeout(60_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function insertLead(executiveId: number | null, companyName: string) {
  const [lead] = await ctx.database.db
    .insert(clientInfos)
    .values({
      companyName,
      industryType: 'Retail',
      address: 'Madhapur',
      email: 'owner@client.example',
      mobile: '9000011111',
      website: '',
      contactPerson: 'Ramesh Client',
      teamContact: '',
      servicesRequired: ['Logo Design'],
      others: '',
      clientDate: '',
      nextAppointmentDate: '2026-02-01',
      followUpOn: '2026-02-01',
      reference: 'Trade fair',
      note: '',
      executiveId,
      cidServices: '',
    })
    .returning();
  return lead;
}

const bdeAudit = (bdeCode: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'bde.export'), eq(auditLog.targetId, bdeCode)));

describe('GET /api/BDEPortal/MyData', () => {
  test('downloads everything held about the BDE as a file, not cached, masked and without secrets', async () => {
    const referrer = await insertExecutive(ctx);
    const bde = await insertExecutive(ctx, {
      firstName: 'Sunita',
      middleName: 'K',
      lastName: 'Venkataraman',
      referredById: referrer.id,
      reviewStatus: 'rejected',
      reviewReason: 'The PAN copy is unreadable.',
    });
    const child = await insertExecutive(ctx, { referredById: bde.id });
    const other = await insertExecutive(ctx);
    await insertDocument(ctx, bde.id, { kind: 'aadhar', mimeType: 'application/pdf', content: PDF });
    await insertDocument(ctx, other.id, { kind: 'pan', mimeType: 'application/pdf', content: PDF });
    await addProposal(ctx.database.db, {
      executiveId: bde.id,
      companyName: 'Acme Foods',
      status: 'accepted',
    });
    await addProject(ctx.database.db, {
      executiveId: bde.id,
      companyName: 'Acme Foods',
      amountPaise: 12_345_67,
      status: 'Active',
    });
    const lead = await insertLead(bde.id, 'Deccan Bakers');
    await insertLead(other.id, 'Not Theirs Ltd');
    await ctx.database.db.insert(leadFollowUps).values({
      leadId: lead.id,
      executiveId: bde.id,
      action: 'reschedule',
      note: 'Owner travelling.',
      nextDate: '2026-02-10',
    });
    await ctx.database.db.insert(consentRecords).values([
      {
        subjectKind: 'bde',
        subjectId: bde.id,
        emailKey: bde.emailKey,
        form: 'bde-registration',
        purpose: 'To verify who you are.',
        noticeVersion: '2026-12-07',
        givenAt: new Date('2026-11-24T05:00:00.000Z'),
      },
      // A user whose id is the BDE's number is someone else.
      {
        subjectKind: 'user',
        subjectId: bde.id,
        form: 'user-signup',
        purpose: 'Not theirs.',
        noticeVersion: '2026-12-07',
      },
    ]);
    const agent = await signedInAgent(ctx, 'bde', bde.id);
    await signedInAgent(ctx, 'bde', bde.id);

    const response = await agent.get(BDE_DATA_PATHS.myData(bde.bdeCode));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${MY_DATA_FILE}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<BdeDataExport>();
    expect(data.identityNumbers).toBe(BDE_DATA_MESSAGES.identityNumbers);
    expect(data.profile).toMatchObject({
      bdeCode: bde.bdeCode,
      userName: bde.userName,
      firstName: 'Sunita',
      middleName: 'K',
      lastName: 'Venkataraman',
      email: bde.email,
      mobileNumber: bde.mobileNumber,
      dob: '1990-04-12',
      address: bde.address,
      pinCode: bde.pinCode,
      aadharMasked: `XXXX XXXX ${bde.aadhar.slice(-4)}`,
      panMasked: `XXXXXX${bde.pan.slice(-4)}`,
    });
    expect(data.review).toEqual({
      status: 'rejected',
      reason: 'The PAN copy is unreadable.',
      reviewedAt: null,
    });
    expect(data.referrerCode).toBe(referrer.bdeCode);
    expect(data.downlineCodes).toEqual([child.bdeCode]);
    expect(data.documents).toEqual([
      { kind: 'aadhar', mimeType: 'application/pdf', sizeBytes: PDF.length, createdAt: expect.any(String) },
    ]);
    expect(data.proposals).toEqual([
      { companyName: 'Acme Foods', status: 'accepted', createdAt: expect.any(String) },
    ]);
    expect(data.projects).toEqual([
      { companyName: 'Acme Foods', amount: 12345.67, status: 'Active', createdAt: expect.any(String) },
    ]);
    expect(data.leads).toEqual([
      expect.objectContaining({
        companyName: 'Deccan Bakers',
        contactPerson: 'Ramesh Client',
        nextFollowUp: '2026-02-01',
        followUps: [
          {
            action: 'reschedule',
            note: 'Owner travelling.',
            nextDate: '2026-02-10',
            createdAt: expect.any(String),
          },
        ],
      }),
    ]);
    expect(data.consentRecords).toEqual([
      {
        form: 'bde-registration',
        purpose: 'To verify who you are.',
        noticeVersion: '2026-12-07',
        givenAt: '2026-11-24T05:00:00.000Z',
        withdrawnAt: null,
      },
    ]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(data.erasureRequests).toEqual([]);

    // Never the full numbers, their ciphertexts or indexes, the password hash or a session's token.
    const [row] = await ctx.database.db.select().from(executives).where(eq(executives.id, bde.id));
    for (const secret of [
      bde.aadhar,
      bde.pan,
      row.aadharEncrypted,
      row.panEncrypted,
      row.aadharIndex!,
      row.panIndex!,
      row.passwordHash,
    ]) {
      expect(response.body).not.toContain(secret);
    }
    const held = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.kind, 'bde'), eq(sessions.subjectId, bde.id)));
    for (const session of held) expect(response.body).not.toContain(session.id);
    expect(response.body).not.toContain(agent.cookies.get(SESSION_COOKIE));
    expect(response.body).not.toContain(hashToken(agent.cookies.get(SESSION_COOKIE)!));
    for (const theirs of ['Not Theirs Ltd', other.email, other.bdeCode, 'Not theirs.']) {
      expect(response.body).not.toContain(theirs);
    }
  });

  test('each export is audited with no staff member, the BDE’s code and address', async () => {
    const bde = await insertExecutive(ctx);
    const agent = await signedInAgent(ctx, 'bde', bde.id);
    const response = await agent.request({
      method: 'GET',
      url: BDE_DATA_PATHS.myData(bde.bdeCode),
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
    expect(await bdeAudit(bde.bdeCode)).toEqual([
      expect.objectContaining({
        staffId: null,
        action: 'bde.export',
        targetType: 'partner',
        targetId: bde.bdeCode,
        ipAddress: '203.0.113.9',
      }),
    ]);
  });

  test('another BDE’s code: 403, nothing of theirs, nothing audited', async () => {
    const me = await insertExecutive(ctx);
    const other = await insertExecutive(ctx, { firstName: 'Otherperson' });
    const agent = await signedInAgent(ctx, 'bde', me.id);
    const response = await agent.get(BDE_DATA_PATHS.myData(other.bdeCode));
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Otherperson');
    expect(await bdeAudit(other.bdeCode)).toEqual([]);
    expect(await bdeAudit(me.bdeCode)).toEqual([]);
  });

  test('without a session: 401; a user’s session: 403', async () => {
    const bde = await insertExecutive(ctx);
    expect((await ctx.agent().get(BDE_DATA_PATHS.myData(bde.bdeCode))).statusCode).toBe(401);
    const asUser = await signedInAgent(ctx, 'user', bde.id);
    expect((await asUser.get(BDE_DATA_PATHS.myData(bde.bdeCode))).statusCode).toBe(403);
    expect(await bdeAudit(bde.bdeCode)).toEqual([]);
  });

  test('another site sent the browser: 403, nothing audited; HEAD is no export', async () => {
    const bde = await insertExecutive(ctx);
    const agent = await signedInAgent(ctx, 'bde', bde.id);
    const crossSite = await agent.request({
      method: 'GET',
      url: BDE_DATA_PATHS.myData(bde.bdeCode),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().title).toBe(BDE_DATA_MESSAGES.exportFromOtherSite);
    const head = await agent.request({ method: 'HEAD', url: BDE_DATA_PATHS.myData(bde.bdeCode) });
    expect(head.statusCode).toBeGreaterThanOrEqual(400);
    expect(await bdeAudit(bde.bdeCode)).toEqual([]);
    const sameSite = await agent.request({
      method: 'GET',
      url: BDE_DATA_PATHS.myData(bde.bdeCode),
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});
