import { eq } from 'drizzle-orm';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import { STAFF_PATHS } from 'shared/contract/staff';
import { emailOutbox, executiveNotifications } from '../../db/schema';
import { insertExecutive, insertLead, insertStaff, signedInAgent } from '../../test/fixtures';
import { createTestApp, type TestAgent, type TestContext } from '../../test/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let office: TestAgent;

beforeAll(async () => {
  ctx = await createTestApp();
  office = await signedInAgent(ctx, 'staff', (await insertStaff(ctx)).id);
});
afterAll(() => ctx.close());

const bellOf = (executiveId: number) =>
  ctx.database.db
    .select({
      kind: executiveNotifications.kind,
      text: executiveNotifications.text,
      link: executiveNotifications.link,
    })
    .from(executiveNotifications)
    .where(eq(executiveNotifications.executiveId, executiveId))
    .orderBy(executiveNotifications.id);
const emailsTo = (address: string) =>
  ctx.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(emailOutbox.id);

/** A BDE who gets every kind by email, so each event's email can be checked. */
async function bdeWantingEverything(email: string) {
  const bde = await insertExecutive(ctx, { email });
  const agent = await signedInAgent(ctx, 'bde', bde.id);
  const chose = await agent.postJson(BDE_SETTINGS_PATHS.emailChoices(bde.bdeCode), {
    kinds: [
      'lead assigned',
      'proposal recorded',
      'project recorded',
      'registration verified',
      'registration rejected',
    ],
  });
  expect(chose.statusCode).toBe(200);
  return bde;
}

test('a lead given to a BDE tells them (bell and chosen email), without the lead’s company', async () => {
  const bde = await bdeWantingEverything('leads@example.com');
  const lead = await insertLead(ctx, { companyName: 'Visitor Typed Co' });
  const given = await office.postJson(STAFF_PATHS.lead({ leadId: lead.id }), { bdeCode: bde.bdeCode });
  expect(given.statusCode).toBe(200);
  expect(await bellOf(bde.id)).toEqual([
    { kind: 'lead assigned', text: 'A new lead has been assigned to you', link: '/bdedetails/leads' },
  ]);
  const [email] = await emailsTo('leads@example.com');
  expect(email.textBody).toContain('/bdedetails/leads');
  expect(email.textBody).not.toContain('Visitor Typed');

  // A status change alone, or the same BDE again, is no news; a bad code changes nothing.
  await office.postJson(STAFF_PATHS.lead({ leadId: lead.id }), { status: 'contacted' });
  await office.postJson(STAFF_PATHS.lead({ leadId: lead.id }), { bdeCode: bde.bdeCode });
  const bad = await office.postJson(STAFF_PATHS.lead({ leadId: lead.id }), { bdeCode: 'NOPE9' });
  expect(bad.statusCode).toBe(400);
  expect(await bellOf(bde.id)).toHaveLength(1);

  // Recording a proposal from the lead tells its BDE too.
  const proposal = await office.postJson(STAFF_PATHS.leadProposal({ leadId: lead.id }), { status: 'sent' });
  expect(proposal.statusCode).toBe(201);
  expect((await bellOf(bde.id)).map((row) => row.kind)).toEqual(['lead assigned', 'proposal recorded']);
  expect((await emailsTo('leads@example.com')).map((row) => row.subject.split(':')[0])).toEqual([
    'A lead has been assigned to you',
    'A proposal has been recorded for you',
  ]);
});

test('a review decision tells the BDE; a rejection’s email does not repeat staff’s reason', async () => {
  const bde = await bdeWantingEverything('review@example.com');
  const rejected = await office.postJson(STAFF_PATHS.partnerReview({ bdeCode: bde.bdeCode }), {
    decision: 'rejected',
    reason: 'The PAN copy is blurred XYZ.',
  });
  expect(rejected.statusCode).toBe(200);
  // The same decision saved again is no news.
  await office.postJson(STAFF_PATHS.partnerReview({ bdeCode: bde.bdeCode }), {
    decision: 'rejected',
    reason: 'The PAN copy is blurred XYZ.',
  });
  const verified = await office.postJson(STAFF_PATHS.partnerReview({ bdeCode: bde.bdeCode }), {
    decision: 'verified',
  });
  expect(verified.statusCode).toBe(200);
  expect(await bellOf(bde.id)).toEqual([
    {
      kind: 'registration rejected',
      text: 'Your registration was not accepted: your profile says why',
      link: '/bdedetails/profile',
    },
    { kind: 'registration verified', text: 'Your registration is verified', link: '/bdedetails/profile' },
  ]);
  const emails = await emailsTo('review@example.com');
  expect(emails.map((email) => email.subject.split(':')[0])).toEqual([
    'News about your registration',
    'Your registration is verified',
  ]);
  for (const email of emails) expect(`${email.textBody}${email.htmlBody}`).not.toContain('XYZ');
});

test('a proposal or project recorded for a BDE tells them; a refused one tells nobody', async () => {
  const bde = await bdeWantingEverything('business@example.com');
  const proposal = await office.postJson(STAFF_PATHS.partnerProposals({ bdeCode: bde.bdeCode }), {
    companyName: 'Staff Typed Ltd',
    status: 'accepted',
  });
  expect(proposal.statusCode).toBe(201);
  const project = await office.postJson(STAFF_PATHS.partnerProjects({ bdeCode: bde.bdeCode }), {
    companyName: 'Staff Typed Ltd',
    amount: '1500.50',
    status: 'Active',
  });
  expect(project.statusCode).toBe(201);
  const refused = await office.postJson(STAFF_PATHS.partnerProjects({ bdeCode: bde.bdeCode }), {
    companyName: 'Staff Typed Ltd',
    amount: '-3',
    status: 'Active',
  });
  expect(refused.statusCode).toBe(400);
  expect(await bellOf(bde.id)).toEqual([
    {
      kind: 'proposal recorded',
      text: 'A proposal has been recorded for you',
      link: '/bdedetails/proposals',
    },
    { kind: 'project recorded', text: 'A project has been recorded for you', link: '/bdedetails/projects' },
  ]);
  const emails = await emailsTo('business@example.com');
  expect(emails).toHaveLength(2);
  for (const email of emails) expect(`${email.textBody}${email.htmlBody}`).not.toContain('Staff Typed');
});

test('by default (no choice made) these events stay on the bell, except the review', async () => {
  const bde = await insertExecutive(ctx, { email: 'defaults@example.com' });
  const lead = await insertLead(ctx);
  await office.postJson(STAFF_PATHS.lead({ leadId: lead.id }), { bdeCode: bde.bdeCode });
  await office.postJson(STAFF_PATHS.partnerProposals({ bdeCode: bde.bdeCode }), {
    companyName: 'Any Co',
    status: 'sent',
  });
  await office.postJson(STAFF_PATHS.partnerReview({ bdeCode: bde.bdeCode }), { decision: 'verified' });
  expect(await bellOf(bde.id)).toHaveLength(3);
  expect((await emailsTo('defaults@example.com')).map((row) => row.subject.split(':')[0])).toEqual([
    'Your registration is verified',
  ]);
});
