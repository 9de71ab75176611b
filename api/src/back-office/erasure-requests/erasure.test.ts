import { and, eq } from 'drizzle-orm';
import { BDE_DATA_MESSAGES, BDE_DATA_PATHS, STAFF_ERASURE_PATHS } from 'shared/contract/bde-data';
import type {
  BdeErasureState,
  ErasureOutcome,
  ErasureRequestItem,
  ErasureRequestList,
} from 'shared/contract/bde-data-responses';
import { EXECUTIVE_PATHS } from 'shared/contract/executive';
import { PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import { validBdeRegistration } from 'shared/test/bde-registration';
import {
  auditLog,
  clientInfos,
  consentRecords,
  emailOutbox,
  erasureRequests,
  executiveDocuments,
  executives,
  leadFollowUps,
  projects,
  proposals,
  sessions,
} from '../../db/schema';
import { insertExecutive, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';
import { addProject } from '../../partners/business/project-service';
import { PDF, PNG, postRegistration } from '../../partners/executives/registration-test-helpers';
import { addProposal } from '../../partners/proposals/proposal-service';

jest.setTimeout(120_000);

let ctx: TestContext;
let as: { staff: TestAgent; admin: TestAgent };
let adminId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await insertStaff(ctx, { role: 'admin' });
  adminId = admin.id;
  as = {
    staff: await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'staff' })).id),
    admin: await signedInAgent(ctx, 'staff', admin.id),
  };
});
afterAll(() => ctx.close());

const PASSWORD = 'correct horse battery';

/** A BDE registered and signed in through the API, as a person would, with distinctive details. */
async function registeredBde(fields: Record<string, string> = {}) {
  const registration = validBdeRegistration(fields);
  const agent = ctx.agent();
  const registered = await postRegistration(agent, registration, {
    AadharCopy: { content: PDF, name: 'aadhaar.pdf', type: 'application/pdf' },
    PanCopy: { content: PNG, name: 'pan.png', type: 'image/png' },
  });
  expect(registered.statusCode).toBe(201);
  const signIn = await agent.postForm(EXECUTIVE_PATHS.login, {
    userName: registration.UserName,
    password: PASSWORD,
  });
  expect(signIn.statusCode).toBe(200);
  const { bdeCode } = signIn.json<{ bdeCode: string }>();
  const [row] = await ctx.database.db.select().from(executives).where(eq(executives.bdeCode, bdeCode));
  return { registration, agent, bdeCode, id: row.id };
}

async function askForErasure(agent: TestAgent, bdeCode: string, reason = '') {
  const response = await agent.postJson(BDE_DATA_PATHS.erasureRequest(bdeCode), { reason });
  expect(response.statusCode).toBe(201);
}

const requestOf = async (bdeCode: string) =>
  (await ctx.database.db.select().from(erasureRequests).where(eq(erasureRequests.bdeCode, bdeCode)))[0];

describe('the list', () => {
  test('staff see pending requests first, oldest first, then handled ones', async () => {
    const first = await registeredBde();
    const second = await registeredBde();
    const third = await registeredBde();
    await askForErasure(third.agent, third.bdeCode);
    ctx.clock.now += 60_000;
    await askForErasure(first.agent, first.bdeCode, 'Moving abroad.');
    ctx.clock.now += 60_000;
    await askForErasure(second.agent, second.bdeCode);
    const declined = await as.staff.postJson(STAFF_ERASURE_PATHS.decline({ bdeCode: third.bdeCode }), {
      reason: 'A commission payment is still open.',
    });
    expect(declined.statusCode).toBe(200);

    const response = await as.staff.get(STAFF_ERASURE_PATHS.requests);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const mine = response
      .json<ErasureRequestList>()
      .items.filter((item) => [first, second, third].some((bde) => bde.bdeCode === item.bdeCode));
    expect(mine.map((item) => [item.bdeCode, item.status])).toEqual([
      [first.bdeCode, 'pending'],
      [second.bdeCode, 'pending'],
      [third.bdeCode, 'declined'],
    ]);
    expect(mine[0]).toMatchObject({
      fullName: `${first.registration.FirstName} ${first.registration.LastName}`,
      reason: 'Moving abroad.',
      handledBy: null,
      declineReason: null,
    });
    expect(mine[2]).toMatchObject({
      handledBy: { id: expect.any(Number), name: expect.any(String) },
      declineReason: 'A commission payment is still open.',
    });
  });

  test('only for staff: 401 without a session, 403 to a BDE and to a user', async () => {
    const bde = await insertExecutive(ctx);
    expect((await ctx.agent().get(STAFF_ERASURE_PATHS.requests)).statusCode).toBe(401);
    expect(
      (await (await signedInAgent(ctx, 'bde', bde.id)).get(STAFF_ERASURE_PATHS.requests)).statusCode,
    ).toBe(403);
    expect(
      (await (await signedInAgent(ctx, 'user', bde.id)).get(STAFF_ERASURE_PATHS.requests)).statusCode,
    ).toBe(403);
  });
});

describe('declining', () => {
  test('needs a reason, which the BDE reads by email and on their profile; they may ask again', async () => {
    const bde = await registeredBde({ FirstName: 'Farida' });
    await askForErasure(bde.agent, bde.bdeCode);
    const path = STAFF_ERASURE_PATHS.decline({ bdeCode: bde.bdeCode });
    for (const body of [{}, { reason: 'No' }, { reason: 'x'.repeat(501) }]) {
      expect((await as.staff.postJson(path, body)).statusCode).toBe(400);
    }
    expect((await requestOf(bde.bdeCode)).status).toBe('pending');

    const response = await as.staff.postJson(path, { reason: 'Your March commission is still being paid.' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ErasureRequestItem>()).toMatchObject({
      status: 'declined',
      declineReason: 'Your March commission is still being paid.',
      handledAt: new Date(ctx.clock.now).toISOString(),
    });
    const seen = (await bde.agent.get(BDE_DATA_PATHS.erasureRequest(bde.bdeCode))).json<BdeErasureState>();
    expect(seen.request).toMatchObject({
      status: 'declined',
      declineReason: 'Your March commission is still being paid.',
    });
    const [email] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, bde.registration.Email),
          eq(emailOutbox.template, 'bde-erasure-declined'),
        ),
      );
    expect(email.textBody).toContain('Your March commission is still being paid.');
    const request = await requestOf(bde.bdeCode);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bde.erasure-decline'), eq(auditLog.targetId, String(request.id))));
    expect(audited).toEqual([expect.objectContaining({ targetType: 'erasure-request' })]);
    // The reason is about the BDE: sealed under their key, never stored as written.
    expect(JSON.parse(audited[0].detail!)).toEqual({
      bdeCode: bde.bdeCode,
      reason: { $sealed: expect.any(String), $personKey: expect.any(Number) },
    });
    expect(audited[0].detail).not.toContain('March commission');

    // Nothing pending any more: declining again is a 404, and the BDE may ask again.
    expect((await as.staff.postJson(path, { reason: 'Still being paid.' })).statusCode).toBe(404);
    await askForErasure(bde.agent, bde.bdeCode);
  });

  test('an unknown code or a BDE who asked nothing: 404', async () => {
    const bde = await insertExecutive(ctx);
    for (const code of [bde.bdeCode, 'NOPE404']) {
      const response = await as.staff.postJson(STAFF_ERASURE_PATHS.decline({ bdeCode: code }), {
        reason: 'Nothing to decline.',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().title).toBe(BDE_DATA_MESSAGES.noPendingRequest);
    }
  });
});

describe('carrying out', () => {
  test('only an admin: other staff get 403 and nothing changes', async () => {
    const bde = await registeredBde();
    await askForErasure(bde.agent, bde.bdeCode);
    const response = await as.staff.request({
      method: 'POST',
      url: STAFF_ERASURE_PATHS.erase({ bdeCode: bde.bdeCode }),
    });
    expect(response.statusCode).toBe(403);
    expect((await requestOf(bde.bdeCode)).status).toBe('pending');
    const [row] = await ctx.database.db.select().from(executives).where(eq(executives.id, bde.id));
    expect(row.email).toBe(bde.registration.Email);
    expect((await bde.agent.get(EXECUTIVE_PATHS.byCode(bde.bdeCode))).statusCode).toBe(200);
  });

  test('without a pending request: 404, nothing erased', async () => {
    const bde = await registeredBde();
    const response = await as.admin.request({
      method: 'POST',
      url: STAFF_ERASURE_PATHS.erase({ bdeCode: bde.bdeCode }),
    });
    expect(response.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(executives).where(eq(executives.id, bde.id));
    expect(row.email).toBe(bde.registration.Email);
  });

  test('removes every personal value and keeps the accounting records, anonymised', async () => {
    const { db } = ctx.database;
    const referrer = await registeredBde();
    const bde = await registeredBde({
      UserName: 'sunita.venkat87',
      FirstName: 'Sunita',
      MiddleName: 'Kameshwari',
      LastName: 'Venkataraman',
      MobileNumber: '9912345678',
      Email: 'Sunita.Venkat@example.in',
      Address: '8-2-293 Road No 14, Jubilee Enclave',
      Area: 'Banjara Hills',
      PinCode: '500034',
      Dob: '1987-09-23',
      ParentFreelancerId: 'FL-SUNITA-77',
      RefferedByBdecode: referrer.bdeCode,
    });
    const child = await insertExecutive(ctx, { referredById: bde.id });
    const { registration: r } = bde;
    const [before] = await db.select().from(executives).where(eq(executives.id, bde.id));
    const PERSONAL = [
      r.UserName,
      r.FirstName,
      r.MiddleName,
      r.LastName,
      r.MobileNumber,
      r.Email,
      r.Email.toLowerCase(),
      r.Address,
      r.Area,
      r.PinCode,
      r.Dob,
      r.AadharNumber,
      r.Pannumber,
      r.ParentFreelancerId,
      `XXXX XXXX ${r.AadharNumber.slice(-4)}`,
      `XXXXXX${r.Pannumber.slice(-4)}`,
      before.aadharEncrypted,
      before.panEncrypted,
      before.aadharIndex!,
      before.panIndex!,
      before.passwordHash,
    ];
    await db
      .update(executives)
      .set({ reviewStatus: 'verified', reviewReason: 'Checked against the PAN of Sunita Venkataraman.' })
      .where(eq(executives.id, bde.id));
    await addProposal(db, { executiveId: bde.id, companyName: 'Acme Foods', status: 'accepted' });
    await addProject(db, {
      executiveId: bde.id,
      companyName: 'Acme Foods',
      amountPaise: 25_000_050,
      status: 'Active',
    });
    const [lead] = await db
      .insert(clientInfos)
      .values({
        companyName: 'Deccan Bakers',
        industryType: 'Food',
        address: 'Kukatpally',
        email: 'owner@bakers.example',
        mobile: '9000022222',
        website: '',
        contactPerson: 'Ramesh',
        teamContact: '',
        servicesRequired: ['Logo Design'],
        others: '',
        clientDate: '',
        nextAppointmentDate: '2026-03-01',
        followUpOn: '2026-03-01',
        reference: '',
        note: '',
        executiveId: bde.id,
        cidServices: '',
      })
      .returning();
    await db.insert(leadFollowUps).values({
      leadId: lead.id,
      executiveId: bde.id,
      action: 'reschedule',
      note: 'Call back.',
      nextDate: '2026-03-05',
    });
    await db.insert(consentRecords).values({
      subjectKind: 'bde',
      subjectId: bde.id,
      emailKey: r.Email.toLowerCase(),
      form: 'bde-registration',
      purpose: 'To verify who you are.',
      noticeVersion: '2026-12-07',
    });
    // A reset link asked for by email: its email names them.
    expect((await ctx.agent().postJson(PASSWORD_RESET_PATHS.bde, { login: r.Email })).statusCode).toBe(202);
    await askForErasure(bde.agent, bde.bdeCode, 'Please erase everything about Sunita.');
    // A second sign-in, elsewhere: every session ends.
    const elsewhere = ctx.agent();
    await elsewhere.postForm(EXECUTIVE_PATHS.login, { userName: r.UserName, password: PASSWORD });
    expect((await elsewhere.get(EXECUTIVE_PATHS.byCode(bde.bdeCode))).statusCode).toBe(200);

    const response = await as.admin.request({
      method: 'POST',
      url: STAFF_ERASURE_PATHS.erase({ bdeCode: bde.bdeCode }),
      remoteAddress: '198.51.100.4',
    });
    expect(response.statusCode).toBe(200);
    const outcome = response.json<ErasureOutcome>();
    expect(outcome.request).toMatchObject({
      bdeCode: bde.bdeCode,
      fullName: null,
      status: 'done',
      reason: '',
      handledBy: { id: adminId },
      handledAt: new Date(ctx.clock.now).toISOString(),
    });
    expect(outcome.removed).toMatchObject({ documents: 2, sessions: 2, uncreditedLeads: 1 });
    expect(outcome.removed.emails).toBeGreaterThanOrEqual(3);

    // The row: nothing of the person, in any column; the code and the referral links stay.
    const [after] = await db.select().from(executives).where(eq(executives.id, bde.id));
    const stored = JSON.stringify(after);
    for (const value of PERSONAL) expect(stored).not.toContain(value);
    expect(after).toMatchObject({
      bdeCode: bde.bdeCode,
      firstName: 'Erased',
      middleName: null,
      lastName: 'BDE',
      userName: `erased:${bde.id}`,
      userNameKey: `erased:${bde.id}`,
      email: `erased:${bde.id}`,
      emailKey: `erased:${bde.id}`,
      mobileNumber: '',
      address: '',
      area: '',
      pinCode: '',
      state: '',
      district: '',
      dob: '1900-01-01',
      aadharLast4: '',
      panLast4: '',
      parentFreelancerId: null,
      reviewReason: null,
      referredById: referrer.id,
    });
    expect((await db.select().from(executives).where(eq(executives.id, child.id)))[0].referredById).toBe(
      bde.id,
    );

    // Documents, sessions gone; the accounting records stay on the anonymised row.
    expect(
      await db.select().from(executiveDocuments).where(eq(executiveDocuments.executiveId, bde.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.kind, 'bde'), eq(sessions.subjectId, bde.id))),
    ).toEqual([]);
    expect(await db.select().from(proposals).where(eq(proposals.executiveId, bde.id))).toEqual([
      expect.objectContaining({ companyName: 'Acme Foods', status: 'accepted' }),
    ]);
    expect(await db.select().from(projects).where(eq(projects.executiveId, bde.id))).toEqual([
      expect.objectContaining({ companyName: 'Acme Foods', amountPaise: 25_000_050, status: 'Active' }),
    ]);
    // The lead is the client's: kept, no longer credited; the follow-up history stays with it.
    expect((await db.select().from(clientInfos).where(eq(clientInfos.id, lead.id)))[0]).toMatchObject({
      companyName: 'Deccan Bakers',
      executiveId: null,
    });
    expect(await db.select().from(leadFollowUps).where(eq(leadFollowUps.leadId, lead.id))).toHaveLength(1);
    // Consent records stay as proof of what was agreed, withdrawn and without the address.
    const consent = await db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.subjectKind, 'bde'), eq(consentRecords.subjectId, bde.id)));
    expect(consent.length).toBeGreaterThan(0);
    for (const record of consent) {
      expect(record).toMatchObject({ emailKey: null, withdrawnAt: expect.any(Date) });
    }
    expect(await requestOf(bde.bdeCode)).toMatchObject({
      status: 'done',
      executiveId: null,
      reason: '',
      handledBy: adminId,
    });

    // Audited, by the admin, with counts only.
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bde.erase'), eq(auditLog.targetId, bde.bdeCode)));
    expect(audit).toEqual([
      expect.objectContaining({ staffId: adminId, targetType: 'partner', ipAddress: '198.51.100.4' }),
    ]);
    expect(JSON.parse(audit[0].detail!)).toEqual({ requestId: outcome.request.id, ...outcome.removed });

    // No email and no audit row holds anything of the person.
    for (const email of await db.select().from(emailOutbox)) {
      for (const value of PERSONAL) {
        expect([email.toAddress, email.subject, email.textBody, email.htmlBody].join('\n')).not.toContain(
          value,
        );
      }
    }
    const log = JSON.stringify(await db.select().from(auditLog));
    for (const value of PERSONAL) expect(log).not.toContain(value);

    // The account can never be used again: sessions ended, sign-in and reset find nothing.
    for (const agent of [bde.agent, elsewhere]) {
      expect((await agent.get(EXECUTIVE_PATHS.byCode(bde.bdeCode))).statusCode).toBe(401);
    }
    for (const userName of [r.UserName, `erased:${bde.id}`]) {
      const signIn = await ctx.agent().postForm(EXECUTIVE_PATHS.login, { userName, password: PASSWORD });
      expect(signIn.statusCode).toBe(401);
    }
    const emails = (await db.select().from(emailOutbox)).length;
    expect((await ctx.agent().postJson(PASSWORD_RESET_PATHS.bde, { login: r.Email })).statusCode).toBe(202);
    expect(
      (await ctx.agent().postJson(PASSWORD_RESET_PATHS.bde, { login: `erased:${bde.id}` })).statusCode,
    ).toBe(400);
    expect(await db.select().from(emailOutbox)).toHaveLength(emails);

    // Every staff answer about BDEs: nothing of the person.
    const answers = [
      await as.admin.get(`/api/staff/partners/${bde.bdeCode}`),
      await as.admin.get('/api/staff/partners'),
      ...(await Promise.all(
        ctx.app.apiRoutes
          .filter((route) => route.access === 'staff' && route.method === 'GET')
          .filter((route) => !route.url.includes(':'))
          .map((route) => as.admin.get(route.url)),
      )),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const value of PERSONAL) expect(answer.body).not.toContain(value);
    }
    for (const q of [r.FirstName, r.LastName, r.Email, r.MobileNumber, r.UserName]) {
      const found = await as.admin.get(`/api/staff/partners?q=${encodeURIComponent(q)}`);
      expect(found.json().items).toEqual([]);
    }

    // An export of the erased row, were a session still to reach it: nothing of the person.
    const ghost = await signedInAgent(ctx, 'bde', bde.id);
    const exported = await ghost.get(BDE_DATA_PATHS.myData(bde.bdeCode));
    expect(exported.statusCode).toBe(200);
    for (const value of PERSONAL) expect(exported.body).not.toContain(value);

    // Carried out once: again is a 404.
    const again = await as.admin.request({
      method: 'POST',
      url: STAFF_ERASURE_PATHS.erase({ bdeCode: bde.bdeCode }),
    });
    expect(again.statusCode).toBe(404);
  });

  test('the keys still open every stored row afterwards: another instance starts on the same database', async () => {
    const bde = await registeredBde();
    await askForErasure(bde.agent, bde.bdeCode);
    const response = await as.admin.request({
      method: 'POST',
      url: STAFF_ERASURE_PATHS.erase({ bdeCode: bde.bdeCode }),
    });
    expect(response.statusCode).toBe(200);
    // The erased BDE is the newest row: the start-up check decrypts and re-indexes it.
    const second = await createTestApp({ database: ctx.database, keys: ctx.keys });
    await second.close();
  });
});
