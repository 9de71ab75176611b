import { Type, type Static } from '@sinclair/typebox';
import { responseObject } from './response-object';
import { LEAD_STATUSES, type LeadStatus } from './staff';

/** A figure this calendar week against the one before (weeks start on Monday 00:00, India time). */
const WeekFigures = responseObject({
  thisWeek: Type.Integer({ description: 'Since Monday 00:00 India time.' }),
  lastWeek: Type.Integer({ description: 'The whole calendar week before.' }),
});

/** Messages, leads, partners and subscribers: for the roles with office access. */
export const OfficeOverview = responseObject(
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
    weeks: responseObject({
      messages: WeekFigures,
      leads: WeekFigures,
      registrations: WeekFigures,
      subscribers: WeekFigures,
    }),
  },
  'What waits in the office, and this week against last week.',
);
export type OfficeOverview = Static<typeof OfficeOverview>;

/** Openings and applications: for the roles with hiring access. */
export const HiringOverview = responseObject(
  {
    openOpenings: Type.Integer({
      description: 'Published openings that take applications (their closing date, if any, not passed).',
    }),
    draftOpenings: Type.Integer({ description: 'Openings not yet published.' }),
    newApplications: Type.Integer({ description: "Applications whose stage is 'new'." }),
    openings: Type.Array(
      responseObject({ id: Type.Integer(), title: Type.String(), newApplications: Type.Integer() }),
      { description: 'Each opening with new applications, the most first.' },
    ),
  },
  'What waits in hiring: openings, and new applications in all and by opening.',
);
export type HiringOverview = Static<typeof HiringOverview>;

export const StaffOverviewResponse = responseObject(
  {
    weekStart: Type.String({
      format: 'date-time',
      description: 'This week began at this instant (Monday 00:00 in Asia/Kolkata).',
    }),
    office: Type.Union([OfficeOverview, Type.Null()], {
      description: "Null for a role without office access (a recruiter's).",
    }),
    hiring: Type.Union([HiringOverview, Type.Null()], {
      description: 'Null for a role without hiring access (staff).',
    }),
  },
  "What is waiting for the signed-in member's role, and this week against last week.",
);
export type StaffOverviewResponse = Static<typeof StaffOverviewResponse>;
