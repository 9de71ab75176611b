import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { PROPOSAL_STATUSES } from './business';
import { day, oneOf, responseObject } from './response-object';
import { LEAD_STATUSES } from './staff';
import { listPage } from './staff-list-responses';

const rupees = (description: string) =>
  Type.Number({
    description: `${description} Rupees, with at most two decimals; exact on the server as paise.`,
  });

export const BdeLead = responseObject({
  id: Type.Integer(),
  companyName: Type.String(),
  contactPerson: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  services: Type.Array(Type.String()),
  reference: Type.String({ description: 'Where the lead came from, as the form recorded it.' }),
  viaLink: Type.Boolean({ description: "Sent by a visitor who came through the BDE's personal link." }),
  status: oneOf(LEAD_STATUSES),
  nextFollowUp: nullable(day('The next follow-up (India date); null when none is set.')),
  createdDate: Type.String({ format: 'date-time' }),
});
export type BdeLead = Static<typeof BdeLead>;

export const BdeLeadsResponse = listPage(BdeLead, "A page of the signed-in BDE's own leads, newest first.");
export type BdeLeadsResponse = Static<typeof BdeLeadsResponse>;

export const BdeClient = responseObject({
  companyName: Type.String(),
  since: Type.String({ format: 'date-time', description: 'The first won lead or project for it.' }),
  wonLeads: Type.Integer(),
  projects: Type.Integer(),
  revenue: rupees('The sum of its projects.'),
});
export type BdeClient = Static<typeof BdeClient>;

export const BdeClientsResponse = responseObject(
  { clients: Type.Array(BdeClient) },
  'Companies that are clients: a won lead or a project, grouped by company name, newest first.',
);
export type BdeClientsResponse = Static<typeof BdeClientsResponse>;

export const FollowUpItem = responseObject({
  leadId: Type.Integer(),
  companyName: Type.String(),
  contactPerson: Type.String(),
  mobile: Type.String(),
  status: oneOf(LEAD_STATUSES),
  dueDate: day('When to follow up (India date).'),
  lastNote: nullable(Type.String()),
});
export type FollowUpItem = Static<typeof FollowUpItem>;

export const FollowUpsResponse = responseObject(
  {
    today: day("Today's date in India, which the three groups are relative to."),
    overdue: Type.Array(FollowUpItem),
    dueToday: Type.Array(FollowUpItem),
    upcoming: Type.Array(FollowUpItem),
  },
  "Each open lead's next follow-up (leads won or lost have none), earliest first.",
);
export type FollowUpsResponse = Static<typeof FollowUpsResponse>;

export const FollowUpResult = responseObject({
  leadId: Type.Integer(),
  nextFollowUp: nullable(day('The next follow-up now; null once done.')),
});
export type FollowUpResult = Static<typeof FollowUpResult>;

export const BdeProposal = responseObject({
  id: Type.Integer(),
  companyName: Type.String(),
  status: oneOf(PROPOSAL_STATUSES),
  createdDate: Type.String({ format: 'date-time' }),
});
export type BdeProposal = Static<typeof BdeProposal>;

export const BdeProposalsResponse = responseObject(
  { proposals: Type.Array(BdeProposal) },
  "The signed-in BDE's proposals, newest first.",
);
export type BdeProposalsResponse = Static<typeof BdeProposalsResponse>;

export const BdeOverviewResponse = responseObject(
  {
    hasData: Type.Boolean({ description: 'Whether the BDE has any lead, proposal or project yet.' }),
    leads: Type.Integer({ description: 'Every lead of the BDE.' }),
    newLeads: Type.Integer({ description: "Leads whose status is 'new'." }),
    clients: Type.Integer({ description: 'Companies with a won lead or a project.' }),
    newClients: Type.Integer({ description: 'Clients whose first win or project came this month (India).' }),
    funnel: Type.Array(responseObject({ status: oneOf(LEAD_STATUSES), leads: Type.Integer() }), {
      description: 'Leads at each pipeline status, in pipeline order (zeros included).',
    }),
    services: Type.Array(responseObject({ service: Type.String(), leads: Type.Integer() }), {
      description: 'Leads asking for each service, most first.',
    }),
    sources: Type.Array(responseObject({ source: Type.String(), leads: Type.Integer() }), {
      description: "Leads by the form's reference (empty: 'Not given'), most first.",
    }),
  },
  "The dashboard's lead figures for the signed-in BDE.",
);
export type BdeOverviewResponse = Static<typeof BdeOverviewResponse>;

const Month = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'A calendar month in India, YYYY-MM.' });

export const BdeReportsResponse = responseObject(
  {
    months: Type.Array(
      responseObject({
        month: Month,
        revenue: rupees('Projects created this month.'),
        proposalsSent: Type.Integer(),
        proposalsAccepted: Type.Integer(),
      }),
      { description: 'The last 12 months, oldest first, the current one included.' },
    ),
    revenue: rupees('Over the 12 months.'),
    proposalsSent: Type.Integer(),
    proposalsAccepted: Type.Integer(),
    conversionRate: Type.Number({
      description: 'accepted / sent × 100 over the 12 months, two decimals; 0 when none was sent.',
    }),
  },
  "The signed-in BDE's last 12 months.",
);
export type BdeReportsResponse = Static<typeof BdeReportsResponse>;

export const BdeTeamResponse = responseObject(
  {
    members: Type.Integer({ description: 'Everyone in the downline, every level.' }),
    levels: Type.Array(responseObject({ level: Type.Integer({ minimum: 1 }), members: Type.Integer() })),
    people: Type.Array(
      responseObject({ name: Type.String(), bdeCode: Type.String(), level: Type.Integer({ minimum: 1 }) }),
      { description: 'Names and codes only: never a member’s contact or identity details.' },
    ),
    activeProjects: Type.Integer({ description: "The downline's projects now Active." }),
    revenue: rupees("The downline's projects, every status."),
    months: Type.Array(
      responseObject({
        month: Month,
        projects: Type.Integer({ description: 'Projects the downline started this month.' }),
        activeProjects: Type.Integer({ description: 'Of those, the ones still Active.' }),
        revenue: rupees('Projects the downline started this month.'),
      }),
      { description: 'The last 12 months, oldest first.' },
    ),
  },
  "The signed-in BDE's downline, rolled up.",
);
export type BdeTeamResponse = Static<typeof BdeTeamResponse>;
