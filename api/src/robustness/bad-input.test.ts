import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { queueEmail } from '../platform/email/outbox-service';
import { passwordResetEmail } from '../platform/email/templates/password-reset';
import { PDF } from '../partners/executives/registration-test-helpers';
import { newSetupToken } from '../accounts/staff/setup-service';
import { insertApplication } from '../hiring/applications/application-test-helpers';
import { insertDocument } from '../test/documents';
import { insertPayout, insertPlan } from '../earnings/ledger/ledger-test-kit';
import { recordPayment } from '../earnings/ledger/payment-service';
import { insertExecutive, insertStaff, insertUser, signedInAgent } from '../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../test/test-app';
import { badRequest, pathParamNames, type BadRequest } from './bad-requests';
import { ROUTE_SPECS } from './route-specs';

/** Generated requests per route: 500 in `npm test` (fixed seed), more with FUZZ_RUNS in `npm run bench:fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
jest.setTimeout(Math.max(120_000, RUNS * 400));

// Attempt counters are the limiter's bookkeeping (a refused request is still an attempt), not stored data.
const TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && value !== schema.attemptCounters,
);

let ctx: TestContext;
let agents: Record<BadRequest['as'], TestAgent>;
/**
 * A real value for each path parameter, by name: the id (or code, or token) of a row that exists, so a
 * request is not stopped at its path and its body is checked too (a query key of the same name, such as
 * `bdeCode`, gets it as well). A route with a parameter not named here fails, rather than being fuzzed
 * with a value that never gets past the path.
 */
let realParams: Record<string, string>;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row.n;
  }
  return counts;
}

function storedFiles(): number {
  const dir = ctx.config.uploadsDir;
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => path.extname(String(f)) !== '').length
    : 0;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const user = await insertUser(ctx);
  const bde = await insertExecutive(ctx);
  // Another member than the signed-in admin, who may not disable or reset themself.
  const member = await insertStaff(ctx, { role: 'staff' });
  const setup = newSetupToken(ctx.clock.now);
  await insertStaff(ctx, { passwordHash: null, ...setup.columns });
  const [message] = await db
    .insert(schema.contactMessages)
    .values({ name: 'Ravi', contactNumber: '9876543210', email: 'ravi@example.com', message: 'Hello' })
    .returning();
  const [lead] = await db
    .insert(schema.clientInfos)
    .values({
      companyName: 'Acme Foods',
      industryType: 'Retail',
      address: 'Madhapur',
      email: 'lead@example.com',
      mobile: '9876543210',
      website: 'https://acme.in',
      contactPerson: 'Ravi',
      teamContact: 'CTO',
      servicesRequired: ['Logo Design'],
      others: '',
      clientDate: '2026-01-01T00:00:00.000Z',
      nextAppointmentDate: '',
      reference: '',
      note: '',
      cidServices: '',
      executiveId: bde.id,
    })
    .returning();
  const document = await insertDocument(ctx, bde.id, {
    kind: 'aadhar',
    mimeType: 'application/pdf',
    content: PDF,
  });
  const [project] = await db
    .insert(schema.projects)
    .values({ executiveId: bde.id, companyName: 'Acme Foods', amountPaise: 25_000_050, status: 'Active' })
    .returning();
  // The ledger: a plan, a payment on the project (with its lines) and a batch with one payout.
  const ledgerStaff = await insertStaff(ctx, { role: 'staff' });
  await insertPlan(db, {
    effectiveFrom: '2024-04-01',
    direct: 1000,
    overrides: [300],
    createdById: ledgerStaff.id,
  });
  const { entry: payment } = await recordPayment(db, {
    projectId: project.id,
    amountPaise: 10_000_00,
    receivedOn: '2024-11-05',
    mode: 'UPI',
    bankReference: 'UPI-1',
    recordedById: ledgerStaff.id,
  });
  const { batch, payout } = await insertPayout(ctx, { executiveId: bde.id, staffId: ledgerStaff.id });
  const [subscriber] = await db
    .insert(schema.newsletterSubscribers)
    .values({ emailAddress: 'reader@example.com', emailKey: 'reader@example.com' })
    .returning();
  await queueEmail(db, { to: 'reader@example.com', ...passwordResetEmail({ link: 'x' }) });
  const [email] = await db.select().from(schema.emailOutbox).limit(1);
  // One of the two openings a new database publishes, and an application to it.
  const [opening] = await db.select({ id: schema.openings.id }).from(schema.openings).limit(1);
  const application = await insertApplication(ctx, { openingId: opening.id });
  realParams = {
    stateName: 'Telangana',
    pin: '500016',
    userId: String(user.id),
    bdeCode: bde.bdeCode,
    token: setup.token,
    staffId: String(member.id),
    messageId: String(message.id),
    leadId: String(lead.id),
    documentId: String(document.id),
    projectId: String(project.id),
    subscriberId: String(subscriber.id),
    emailId: String(email.id),
    openingId: String(opening.id),
    // A language the opening may have texts in (it has none: removing them is refused).
    language: 'te',
    applicationId: String(application.id),
    paymentId: String(payment.id),
    batchId: String(batch.id),
    payoutId: String(payout.id),
    // A seeded, published opening: bad applications to it get past the path to their fields.
    slug: 'dotnet-full-stack-developer-intern',
  };
  agents = {
    anonymous: ctx.agent(),
    user: await signedInAgent(ctx, 'user', user.id),
    bde: await signedInAgent(ctx, 'bde', bde.id),
    // An admin: every staff route is reached past its guards, so its own checks are what is tested.
    staff: await signedInAgent(ctx, 'staff', (await insertStaff(ctx, { role: 'admin' })).id),
  };
  await agents.anonymous.get('/api/antiforgery');
  await agents.user.get('/api/antiforgery');
  await agents.bde.get('/api/antiforgery');
  await agents.staff.get('/api/antiforgery');
});
afterAll(() => ctx.close());

test('every registered API route is covered by the generated bad input', () => {
  const covered = new Set(ROUTE_SPECS.map((route) => `${route.method} ${route.url}`));
  const missing = ctx.app.apiRoutes
    .map((route) => `${route.method} ${route.url}`)
    .filter((id) => !covered.has(id));
  expect(missing).toEqual([]);
});

test('every path parameter of a registered route has a real value to send', () => {
  const unknown = ctx.app.apiRoutes.flatMap((route) =>
    pathParamNames(route.url)
      .filter((name) => !Object.hasOwn(realParams, name))
      .map((name) => `${route.method} ${route.url}: :${name}`),
  );
  expect(unknown).toEqual([]);
});

test.each(ROUTE_SPECS.map((route) => [`${route.method} ${route.url}`, route] as const))(
  '%s: generated bad requests never cause a 5xx, are refused with JSON errors, and change nothing',
  async (_id, route) => {
    const before = await rowCounts();
    const filesBefore = storedFiles();
    await fc.assert(
      fc.asyncProperty(badRequest(route, realParams), async (pending) => {
        const request = await pending;
        const agent = agents[request.as];
        const response = await agent.request({
          method: request.method as 'GET' | 'POST',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
          remoteAddress: request.remoteAddress,
          xsrf: !request.withoutXsrf,
        });
        const where = `${request.label} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) throw new Error(`server error: ${where}`);
        if (route.method !== 'GET' && response.statusCode < 400) throw new Error(`accepted: ${where}`);
        // Without the token a request is refused: 403, or earlier still for an unreadable address or body.
        if (request.withoutXsrf && response.statusCode < 400)
          throw new Error(`no anti-forgery check: ${where}`);
        if (response.statusCode >= 400) {
          if (!String(response.headers['content-type']).includes('application/json')) {
            throw new Error(`non-JSON error: ${where}`);
          }
          if (typeof response.json().title !== 'string') throw new Error(`error without a title: ${where}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // An audited request's row, and the key its personal values are sealed under, are its record.
    const changes = (counts: Record<string, number>) =>
      route.auditedRead
        ? { ...counts, [getTableName(schema.auditLog)]: 0, [getTableName(schema.personKeys)]: 0 }
        : counts;
    expect(changes(await rowCounts())).toEqual(changes(before));
    expect(storedFiles()).toBe(filesBefore);
  },
);
