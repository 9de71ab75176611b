import { desc, eq } from 'drizzle-orm';
import type { AnyObjectSchema } from 'yup';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import { SAMPLE_INTERNSHIP, SAMPLE_OPENING } from 'shared/test/sample-opening';
import { STAFF_PATHS } from 'shared/contract/staff';
import { STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { USER_PATHS } from 'shared/contract/user';
import {
  bankDetailsSchema,
  emailChoicesSchema,
  passwordChangeSchema,
} from 'shared/contract/bde-settings-schema';
import { languageChoiceSchema } from 'shared/contract/account-language-schema';
import { openingSchema } from 'shared/contract/opening-schema';
import { applicationStageSchema } from 'shared/contract/staff-application-schema';
import {
  staffProjectSchema,
  staffProjectStatusSchema,
  staffProposalSchema,
} from 'shared/contract/staff-business-schema';
import { commissionPlanSchema } from 'shared/contract/staff-earnings-schema';
import type { PartnerResponse } from 'shared/contract/staff-partner-responses';
import { partnerPanSchema, partnerReviewSchema } from 'shared/contract/staff-partner-schema';
import { leadUpdateSchema, messageUpdateSchema } from 'shared/contract/staff-inbox-schema';
import { userUpdateSchema } from 'shared/contract/user-schema';
import {
  contactMessages,
  executiveBankAccounts,
  executives,
  jobApplications,
  proposals,
  users,
} from '../db/schema';
import { openBankAccount } from '../earnings/payouts/bank-account-service';
import { insertApplication } from '../hiring/openings/opening-test-helpers';
import { verifyPassword } from '../lib/passwords';
import { insertExecutive, insertLead, insertStaff, insertUser, signedInAgent } from '../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../test/test-app';

// Every field of every record people edit, one at a time: changed alone, saved, read back. The
// fields come from each record's request schema, so a field added there is tested here at once (and
// fails until the table below says what to change it to): an edit that answers 200 and keeps nothing
// cannot pass unnoticed.

jest.setTimeout(240_000);

/** Thursday 12 March 2026, 15:30 in India. */
const NOW = Date.parse('2026-03-12T10:00:00Z');
const PASSWORD = 'correct horse battery';
/** The BDE leads are given to. */
const LEAD_BDE = 'BDE9001';

type Body = Record<string, unknown>;

/** A field's new value; `from` is the start that value needs (a rule may tie fields together). */
interface Change {
  /** The value, or a function answering it once the test app has made it (a staff member's id). */
  to: unknown;
  from?: Body;
  /** Fields that only repeat this one (a confirmation) and change with it. */
  also?: Body;
}

interface Handle {
  save(body: Body): Promise<void>;
  /** The record as the API keeps it, in the request's own words. */
  read(): Promise<Body>;
}

interface Editable {
  record: string;
  schema: AnyObjectSchema;
  base: Body;
  /** Request fields the record does not keep: the current password, a confirmation. */
  notKept?: readonly string[];
  changes: Record<string, Change>;
  /** Each save adds a version or a row (read back as the one just added), instead of changing one. */
  writeOnce?: boolean;
  /** A fresh record to change (`n` tells the cases apart), and how to save it and read it back. */
  fresh(n: number): Promise<Handle & { start?: Body }>;
  /** How a kept value reads back, where the API answers it in other words than it takes it. */
  readAs?: Record<string, (value: unknown) => unknown>;
}

let ctx: TestContext;
let admin: TestAgent;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = NOW;
  adminId = (await insertStaff(ctx, { role: 'admin' })).id;
  admin = await signedInAgent(ctx, 'staff', adminId);
  await insertExecutive(ctx, { bdeCode: LEAD_BDE });
});
afterAll(() => ctx.close());

async function ok(response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return JSON.parse(answer.body || 'null') as Body & { id: number };
}

const pick = (body: Body, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, body[name]]));
const day = (at: string) => new Date(Date.parse(at) + 5.5 * 3_600_000).toISOString().slice(0, 10);
/** Which of the passwords a hash opens: the one the record keeps. */
const passwordIn = async (hash: string, tried: readonly string[]) => {
  for (const password of tried) if (await verifyPassword(hash, password)) return password;
  return undefined;
};

async function signedInBde() {
  const bde = await insertExecutive(ctx);
  return { bde, agent: await signedInAgent(ctx, 'bde', bde.id) };
}

const partnerPage = async (bdeCode: string) =>
  (await ok(admin.get(STAFF_PATHS.partner({ bdeCode })))) as unknown as PartnerResponse;

const EDITABLE: Editable[] = [
  {
    record: 'opening',
    schema: openingSchema,
    base: SAMPLE_OPENING,
    changes: {
      title: { to: 'Staff Frontend Engineer' },
      employmentType: { to: 'contract' },
      city: { to: 'Bengaluru' },
      workMode: { to: 'remote' },
      experienceMinYears: { to: 2 },
      experienceMaxYears: { to: 7 },
      salaryMin: { to: 1_000_000 },
      salaryMax: { to: 2_400_000 },
      salaryPeriod: { to: 'month' },
      durationMonths: { from: SAMPLE_INTERNSHIP, to: 6 },
      description: { to: 'Lead the frontend of client portals.' },
      requirements: { to: '- 4 years of React' },
      closesOn: { to: '2026-05-31' },
    },
    async fresh() {
      const { id } = await ok(admin.postJson(STAFF_PATHS.openings, SAMPLE_OPENING));
      return {
        save: async (body) => void (await ok(admin.postJson(STAFF_PATHS.opening({ openingId: id }), body))),
        read: () => ok(admin.get(STAFF_PATHS.opening({ openingId: id }))),
      };
    },
  },
  {
    record: 'a BDE’s proposal',
    schema: staffProposalSchema,
    base: { companyName: 'Acme Pvt Ltd', status: 'sent', date: '2026-03-02' },
    changes: {
      companyName: { to: 'Zenith Systems' },
      status: { to: 'accepted' },
      date: { to: '2026-03-05' },
    },
    writeOnce: true,
    async fresh() {
      const { bde } = await signedInBde();
      return {
        save: async (body) =>
          void (await ok(admin.postJson(STAFF_PATHS.partnerProposals({ bdeCode: bde.bdeCode }), body))),
        async read() {
          const [row] = await ctx.database.db
            .select()
            .from(proposals)
            .where(eq(proposals.executiveId, bde.id))
            .orderBy(desc(proposals.id))
            .limit(1);
          return { companyName: row.companyName, status: row.status, date: day(row.createdAt.toISOString()) };
        },
      };
    },
  },
  {
    record: 'a BDE’s project',
    schema: staffProjectSchema,
    base: { companyName: 'Acme Pvt Ltd', amount: '250000.50', status: 'Active', date: '2026-03-02' },
    changes: {
      companyName: { to: 'Zenith Systems' },
      amount: { to: '99000' },
      status: { to: 'On Hold' },
      date: { to: '2026-03-05' },
    },
    writeOnce: true,
    readAs: { amount: (value) => Number(value) },
    async fresh() {
      const { bde } = await signedInBde();
      return {
        save: async (body) =>
          void (await ok(admin.postJson(STAFF_PATHS.partnerProjects({ bdeCode: bde.bdeCode }), body))),
        async read() {
          const [project] = (await partnerPage(bde.bdeCode)).business.projects;
          const { companyName, amount, status, createdAt } = project;
          return { companyName, amount, status, date: day(createdAt) };
        },
      };
    },
  },
  {
    record: 'a project’s status',
    schema: staffProjectStatusSchema,
    base: { status: 'Active' },
    changes: { status: { to: 'Completed' } },
    async fresh() {
      const { bde } = await signedInBde();
      const project = await ok(
        admin.postJson(STAFF_PATHS.partnerProjects({ bdeCode: bde.bdeCode }), {
          companyName: 'Acme Pvt Ltd',
          amount: '1000',
          status: 'On Hold',
        }),
      );
      return {
        save: async (body) =>
          void (await ok(admin.postJson(STAFF_PATHS.project({ projectId: project.id }), body))),
        read: async () => ({ status: (await partnerPage(bde.bdeCode)).business.projects[0].status }),
      };
    },
  },
  {
    record: 'a BDE’s review',
    schema: partnerReviewSchema,
    base: { decision: 'verified', reason: 'The documents match.' },
    changes: { decision: { to: 'rejected' }, reason: { to: 'The PAN copy matches too.' } },
    async fresh() {
      const { bde } = await signedInBde();
      return {
        save: async (body) =>
          void (await ok(admin.postJson(STAFF_PATHS.partnerReview({ bdeCode: bde.bdeCode }), body))),
        async read() {
          const { review } = await partnerPage(bde.bdeCode);
          return { decision: review.status, reason: review.reason ?? '' };
        },
      };
    },
  },
  {
    record: 'a BDE’s PAN status',
    schema: partnerPanSchema,
    base: { status: 'valid' },
    changes: { status: { to: 'inoperative' } },
    async fresh() {
      const { bde } = await signedInBde();
      return {
        save: async (body) =>
          void (await ok(admin.postJson(STAFF_PATHS.partnerPan({ bdeCode: bde.bdeCode }), body))),
        read: async () => ({ status: (await partnerPage(bde.bdeCode)).pan.status }),
      };
    },
  },
  {
    record: 'a BDE’s bank details',
    schema: bankDetailsSchema,
    base: {
      accountHolder: 'Asha Rao',
      accountNumber: '123456789012',
      confirmAccountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      currentPassword: PASSWORD,
    },
    notKept: ['confirmAccountNumber', 'currentPassword'],
    changes: {
      accountHolder: { to: 'Asha R' },
      accountNumber: { to: '987654321098', also: { confirmAccountNumber: '987654321098' } },
      ifsc: { to: 'HDFC0000001' },
    },
    async fresh() {
      const { bde, agent } = await signedInBde();
      return {
        save: async (body) =>
          void (await ok(agent.postJson(BDE_SETTINGS_PATHS.bankDetails(bde.bdeCode), body))),
        async read() {
          const [row] = await ctx.database.db
            .select()
            .from(executiveBankAccounts)
            .where(eq(executiveBankAccounts.executiveId, bde.id));
          const accountNumber = openBankAccount(ctx.identity.cryptoBox, row);
          return { accountHolder: row.accountHolder, accountNumber, ifsc: row.ifsc };
        },
      };
    },
  },
  {
    record: 'a BDE’s email choices',
    schema: emailChoicesSchema,
    base: { kinds: ['payout paid'] },
    changes: { kinds: { to: ['lead assigned', 'payout paid'] } },
    async fresh() {
      const { bde, agent } = await signedInBde();
      return {
        save: async (body) =>
          void (await ok(agent.postJson(BDE_SETTINGS_PATHS.emailChoices(bde.bdeCode), body))),
        read: async () => ({
          kinds: (await ok(agent.get(BDE_SETTINGS_PATHS.settings(bde.bdeCode)))).emailKinds,
        }),
      };
    },
  },
  {
    record: 'a BDE’s language',
    schema: languageChoiceSchema,
    base: { language: 'en' },
    changes: { language: { to: 'ta' } },
    async fresh() {
      const { bde, agent } = await signedInBde();
      return {
        save: async (body) => void (await ok(agent.postJson(BDE_SETTINGS_PATHS.language(bde.bdeCode), body))),
        read: async () => ({
          language: (await ok(agent.get(BDE_SETTINGS_PATHS.settings(bde.bdeCode)))).language,
        }),
      };
    },
  },
  {
    record: 'a BDE’s password',
    schema: passwordChangeSchema,
    base: {
      currentPassword: PASSWORD,
      password: 'a quite new passphrase',
      confirmPassword: 'a quite new passphrase',
    },
    notKept: ['currentPassword', 'confirmPassword'],
    changes: {
      password: { to: 'another long passphrase', also: { confirmPassword: 'another long passphrase' } },
    },
    async fresh() {
      const { bde, agent } = await signedInBde();
      const tried = [PASSWORD];
      return {
        async save(body) {
          const currentPassword = await passwordIn(await hashOf(bde.id), tried);
          tried.push(body.password as string);
          await ok(agent.postJson(BDE_SETTINGS_PATHS.password(bde.bdeCode), { ...body, currentPassword }));
        },
        read: async () => ({ password: await passwordIn(await hashOf(bde.id), tried) }),
      };
    },
  },
  {
    record: 'the commission plan',
    schema: commissionPlanSchema,
    base: {
      effectiveFrom: '2026-04-01',
      directPercent: '10',
      overridePercents: ['5', '2.5'],
      note: 'Board, March 2026',
    },
    changes: {
      effectiveFrom: { to: '2027-01-01' },
      directPercent: { to: '12.5' },
      overridePercents: { to: ['5', '2.5', '1'] },
      note: { to: 'Board, April 2026' },
    },
    writeOnce: true,
    readAs: {
      directPercent: (value) => Number(value),
      overridePercents: (value) => (value as string[]).map(Number),
    },
    async fresh(n) {
      let id = 0;
      return {
        // Each case's versions start on a day of their own: two versions never share one.
        start: { effectiveFrom: `2026-${String(4 + n).padStart(2, '0')}-01` },
        save: async (body) =>
          void ({ id } = await ok(admin.postJson(STAFF_EARNINGS_PATHS.commissionPlans, body))),
        async read() {
          const { history } = (await ok(admin.get(STAFF_EARNINGS_PATHS.commissionPlans))) as unknown as {
            history: Array<{
              id: number;
              effectiveFrom: string;
              directBasisPoints: number;
              overrideBasisPoints: number[];
              note: string;
            }>;
          };
          const plan = history.find((version) => version.id === id)!;
          return {
            effectiveFrom: plan.effectiveFrom,
            directPercent: plan.directBasisPoints / 100,
            overridePercents: plan.overrideBasisPoints.map((points) => points / 100),
            note: plan.note,
          };
        },
      };
    },
  },
  {
    record: 'a user’s profile',
    schema: userUpdateSchema,
    base: {
      Name: 'Ravi Kumar',
      EmailAddress: 'ravi@example.com',
      Password: '',
      CurrentPassword: '',
      Language: 'en',
    },
    notKept: ['CurrentPassword'],
    changes: {
      Name: { to: 'Ravi K' },
      EmailAddress: { to: 'ravi.k@example.com' },
      Password: { to: 'a brand new passphrase' },
      Language: { to: 'te' },
    },
    readAs: { Password: (value) => (value === '' ? PASSWORD : value) },
    async fresh(n) {
      const user = await insertUser(ctx);
      const agent = await signedInAgent(ctx, 'user', user.id);
      const tried = [PASSWORD];
      const stored = async () => (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0];
      return {
        start: { EmailAddress: `ravi${n}@example.com` },
        async save(body) {
          const CurrentPassword = await passwordIn((await stored()).passwordHash, tried);
          if (body.Password) tried.push(body.Password as string);
          await ok(agent.postJson(USER_PATHS.update(user.id), { ...body, CurrentPassword }));
        },
        async read() {
          const profile = await ok(agent.get(USER_PATHS.username(user.id)));
          const Password = await passwordIn((await stored()).passwordHash, tried);
          return {
            Name: profile.username,
            EmailAddress: profile.emailAddress,
            Password,
            Language: profile.language,
          };
        },
      };
    },
  },
  {
    record: 'a contact message',
    schema: messageUpdateSchema,
    base: { status: 'in progress', assigneeId: null },
    changes: { status: { to: 'closed' }, assigneeId: { to: () => adminId } },
    async fresh() {
      const [message] = await ctx.database.db
        .insert(contactMessages)
        .values({
          name: 'Sender',
          contactNumber: '9876543210',
          email: 'sender@example.com',
          message: 'Hello',
        })
        .returning();
      const url = STAFF_PATHS.message({ messageId: message.id });
      return {
        save: async (body) => void (await ok(admin.postJson(url, body))),
        async read() {
          const { status, assignee } = (await ok(admin.get(url))) as {
            status?: unknown;
            assignee?: { id: number };
          };
          return { status, assigneeId: assignee?.id ?? null };
        },
      };
    },
  },
  {
    record: 'a lead',
    schema: leadUpdateSchema,
    base: { status: 'contacted', bdeCode: '' },
    changes: { status: { to: 'won' }, bdeCode: { to: LEAD_BDE } },
    async fresh() {
      const lead = await insertLead(ctx);
      const url = STAFF_PATHS.lead({ leadId: lead.id });
      return {
        save: async (body) => void (await ok(admin.postJson(url, body))),
        async read() {
          const { status, bde } = (await ok(admin.get(url))) as {
            status?: unknown;
            bde?: { bdeCode: string };
          };
          return { status, bdeCode: bde?.bdeCode ?? '' };
        },
      };
    },
  },
  {
    record: 'an application’s stage',
    schema: applicationStageSchema,
    base: { stage: 'screening', reason: undefined },
    changes: {
      stage: { to: 'interview' },
      reason: {
        from: { stage: 'not selected', reason: 'The role was filled.' },
        to: 'We chose someone nearer.',
      },
    },
    async fresh(n) {
      const { id: openingId } = await ok(admin.postJson(STAFF_PATHS.openings, SAMPLE_OPENING));
      await insertApplication(ctx, openingId, `candidate${n}@example.com`);
      const [{ id }] = await ctx.database.db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(eq(jobApplications.openingId, openingId));
      return {
        save: async (body) =>
          void (await ok(admin.postJson(STAFF_PATHS.applicationStage({ applicationId: id }), body))),
        async read() {
          const answer = await ok(admin.get(STAFF_PATHS.application({ applicationId: id })));
          return { stage: answer.stage, reason: answer.notSelectedReason ?? undefined };
        },
      };
    },
  },
];

const hashOf = async (executiveId: number) =>
  (await ctx.database.db.select().from(executives).where(eq(executives.id, executiveId)))[0].passwordHash;

/** Every field of every record, by the schema's own list. */
const CASES = EDITABLE.flatMap((editable) =>
  Object.keys(editable.schema.fields)
    .filter((field) => !editable.notKept?.includes(field))
    .map((field, n) => ({ editable, field, n })),
);

test('the table names what to change each field of each schema to', () => {
  const missing = EDITABLE.flatMap(({ record, schema, changes, notKept = [] }) =>
    Object.keys(schema.fields)
      .filter((field) => !notKept.includes(field) && !(field in changes))
      .map((field) => `${record}: ${field}`),
  );
  expect(missing).toEqual([]);
});

test.each(CASES.map((one) => [one.editable.record, one.field, one] as const))(
  '%s: %s changed alone is kept, the others unchanged',
  async (_record, field, { editable, n }) => {
    const change = editable.changes[field];
    if (!change) throw new Error(`No new value for ${field} of ${editable.record}: add one to the table.`);
    const kept = Object.keys(editable.schema.fields).filter((name) => !editable.notKept?.includes(name));
    const handle = await editable.fresh(n);
    // What the record should read back: the checked request (trimmed, capitalised as the schema does).
    const expected = async (body: Body) => {
      const checked = (await editable.schema.validate(body, { context: { today: '2026-03-12' } })) as Body;
      return Object.fromEntries(
        kept.map((name) => [name, (editable.readAs?.[name] ?? ((value: unknown) => value))(checked[name])]),
      );
    };
    const start = { ...editable.base, ...handle.start, ...change.from };
    const to: unknown = typeof change.to === 'function' ? (change.to as () => unknown)() : change.to;
    const changed = { ...start, ...change.also, [field]: to };
    expect(pick(await expected(changed), [field])).not.toEqual(pick(await expected(start), [field]));
    if (!editable.writeOnce) {
      await handle.save(start);
      expect(pick(await handle.read(), kept)).toEqual(await expected(start));
    }
    await handle.save(changed);
    expect(pick(await handle.read(), kept)).toEqual(await expected(changed));
  },
);
