import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PROPOSAL_STATUSES } from './business';
import { CLIENT_SERVICE_NAMES } from './client-info';
import { responseObject } from './response-object';
import { LEAD_STATUSES, MESSAGE_STATUSES, type LeadStatus } from './staff';
import { listPage } from './staff-list-responses';

const oneOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    description ? { description } : {},
  );
const nullable = <T extends TSchema>(schema: T, options?: { description: string }) =>
  Type.Union([schema, Type.Null()], options);
const instant = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });

/** A figure this calendar week against the one before (weeks start on Monday 00:00, India time). */
const WeekFigures = responseObject({
  thisWeek: Type.Integer({ description: 'Since Monday 00:00 India time.' }),
  lastWeek: Type.Integer({ description: 'The whole calendar week before.' }),
});

/** New applications, for the overview of those who hire. */
export const HiringOverview = responseObject(
  {
    newApplications: Type.Integer({ description: "Applications whose stage is 'new'." }),
    openings: Type.Array(
      responseObject({ id: Type.Integer(), title: Type.String(), newApplications: Type.Integer() }),
      { description: 'Each opening with new applications, the most first.' },
    ),
  },
  'New applications, in all and by opening.',
);
export type HiringOverview = Static<typeof HiringOverview>;

export const StaffOverviewResponse = responseObject(
  {
    newMessages: Type.Integer({ description: "Contact messages whose status is 'new'." }),
    newLeads: Type.Integer({ description: "Leads whose status is 'new'." }),
    pendingReviews: Type.Integer({ description: 'BDE registrations whose documents await review.' }),
    subscribers: Type.Integer({ description: 'Newsletter subscribers in all.' }),
    leadPipeline: responseObject(
      Object.fromEntries(LEAD_STATUSES.map((status) => [status, Type.Integer()])) as Record<
        LeadStatus,
        ReturnType<typeof Type.Integer>
      >,
      'How many leads stand at each step of the pipeline.',
    ),
    weekStart: instant('This week began at this instant (Monday 00:00 in Asia/Kolkata).'),
    weeks: responseObject({
      messages: WeekFigures,
      leads: WeekFigures,
      registrations: WeekFigures,
      subscribers: WeekFigures,
    }),
    hiring: nullable(HiringOverview, {
      description: 'For admins and recruiters (who work on hiring); null for everyone else.',
    }),
  },
  'What is waiting, and this week against last week.',
);
export type StaffOverviewResponse = Static<typeof StaffOverviewResponse>;

/** A staff member as lists and notes name them. */
export const StaffRef = responseObject({ id: Type.Integer(), name: Type.String() });
export type StaffRef = Static<typeof StaffRef>;

export const AssigneesResponse = responseObject(
  { items: Type.Array(StaffRef) },
  'Every active staff member, by name: whom a message can be assigned to.',
);
export type AssigneesResponse = Static<typeof AssigneesResponse>;

export const StaffNote = responseObject({
  id: Type.Integer(),
  text: Type.String(),
  author: StaffRef,
  createdAt: instant(),
});
export type StaffNote = Static<typeof StaffNote>;

const messageStatus = oneOf(MESSAGE_STATUSES);

export const MessageListItem = responseObject({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  contactNumber: Type.String(),
  excerpt: Type.String({ description: 'The first 120 characters of the message.' }),
  status: messageStatus,
  assignee: nullable(StaffRef),
  createdAt: instant(),
});
export type MessageListItem = Static<typeof MessageListItem>;

export const MessageListResponse = listPage(MessageListItem, 'One page of contact messages.');

export const MessageDetailResponse = responseObject({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  contactNumber: Type.String(),
  message: Type.String(),
  websiteUrl: nullable(Type.String()),
  status: messageStatus,
  assignee: nullable(StaffRef),
  createdAt: instant(),
  notes: Type.Array(StaffNote, { description: 'Oldest first.' }),
});
export type MessageDetailResponse = Static<typeof MessageDetailResponse>;

/** The BDE a lead belongs to. */
export const LeadBde = responseObject({ bdeCode: Type.String(), fullName: Type.String() });
export type LeadBde = Static<typeof LeadBde>;

const leadStatus = oneOf(LEAD_STATUSES);
const services = Type.Array(oneOf(CLIENT_SERVICE_NAMES));

export const LeadListItem = responseObject({
  id: Type.Integer(),
  companyName: Type.String(),
  contactPerson: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  servicesRequired: services,
  status: leadStatus,
  bde: nullable(LeadBde),
  createdAt: instant(),
});
export type LeadListItem = Static<typeof LeadListItem>;

export const LeadListResponse = listPage(LeadListItem, 'One page of leads.');

export const LeadDetailResponse = responseObject({
  id: Type.Integer(),
  companyName: Type.String(),
  industryType: Type.String(),
  address: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  website: Type.String(),
  contactPerson: Type.String(),
  teamContact: Type.String({ description: 'The contact person’s role.' }),
  servicesRequired: services,
  others: Type.String(),
  clientDate: Type.String({ description: 'When the form was filled in, as the browser sent it.' }),
  nextAppointmentDate: Type.String(),
  reference: Type.String(),
  note: Type.String(),
  cidServices: Type.String(),
  status: leadStatus,
  bde: nullable(LeadBde),
  createdAt: instant(),
  notes: Type.Array(StaffNote, { description: 'Oldest first.' }),
});
export type LeadDetailResponse = Static<typeof LeadDetailResponse>;

export const LeadProposalResponse = responseObject({
  proposalId: Type.Integer(),
  proposalStatus: oneOf(PROPOSAL_STATUSES),
  lead: LeadDetailResponse,
});
export type LeadProposalResponse = Static<typeof LeadProposalResponse>;
