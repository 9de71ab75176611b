import { pathParams } from './api-path';

/**
 * The back office's API (`/api/staff/*`). Every route needs a staff session whose role has access to
 * its part of the back office (STAFF_ACCESS): those marked admin need an admin's. Changes are POSTs, like the rest of the API (and the anti-forgery check covers
 * every one of them).
 */
export const STAFF_PATHS = {
  // Accounts and sessions
  login: '/api/staff/login',
  logout: '/api/staff/logout',
  /** The signed-in staff member (401 without a staff session). */
  session: '/api/staff/session',
  /**
   * POST `{ token }`: what the set-up page shows (the authenticator secret and its QR code), each
   * opening audited. The token is in the body, never the path: paths are logged.
   */
  setupOpen: '/api/staff/setup/open',
  /** POST `{ token, password, confirmPassword, code }` finishes set-up. */
  setup: '/api/staff/setup',
  /** Admin: GET the staff list, POST adds a person (their set-up link is emailed to them). */
  members: '/api/staff/members',
  /** Admin: POST `{ disabled }`. */
  member: pathParams('/api/staff/members/:staffId'),
  /**
   * Admin: the old password, authenticator and sessions stop working and a new set-up link is
   * emailed to the member. An admin's reset waits for a second admin's confirmation.
   */
  memberReset: pathParams('/api/staff/members/:staffId/reset'),

  overview: '/api/staff/overview',

  // Hiring: openings (a recruiter's or an admin's)
  /** GET every opening, a page at a time (`status`, `q` on the title); POST creates a draft. */
  openings: '/api/staff/openings',
  /** GET one opening with its application count; POST changes its fields (not a closed one's). */
  opening: pathParams('/api/staff/openings/:openingId'),
  /** POST: a draft goes live on /careers (its address fixed from then on). */
  openingPublish: pathParams('/api/staff/openings/:openingId/publish'),
  /** POST: a published opening stops taking applications and leaves /careers. */
  openingClose: pathParams('/api/staff/openings/:openingId/close'),
  /** POST: a closed opening becomes a draft again (to change and publish it once more). */
  openingReopen: pathParams('/api/staff/openings/:openingId/reopen'),
  /** POST `{ title, city, description, requirements }`: the opening's texts in te, hi, ta, kn or ml. */
  openingTranslation: pathParams('/api/staff/openings/:openingId/translations/:language'),
  /** POST: removes them; the page in that language shows the English texts again. */
  openingTranslationRemove: pathParams('/api/staff/openings/:openingId/translations/:language/remove'),

  messages: '/api/staff/messages',
  /** GET the message with its notes; POST `{ status?, assigneeId? }`. */
  message: pathParams('/api/staff/messages/:messageId'),
  messageNotes: pathParams('/api/staff/messages/:messageId/notes'),
  /** The active staff members a message can be assigned to (any staff member may read it). */
  assignees: '/api/staff/assignees',

  leads: '/api/staff/leads',
  /** GET the lead with its notes; POST `{ status?, bdeCode? }`. */
  lead: pathParams('/api/staff/leads/:leadId'),
  leadNotes: pathParams('/api/staff/leads/:leadId/notes'),
  /** Records a proposal for the lead's BDE, for the lead's company. */
  leadProposal: pathParams('/api/staff/leads/:leadId/proposal'),

  partners: '/api/staff/partners',
  partner: pathParams('/api/staff/partners/:bdeCode'),
  /** The copy itself, decrypted and streamed, never cached; every opening is audited. */
  partnerDocument: pathParams('/api/staff/partners/:bdeCode/documents/:documentId'),
  partnerReview: pathParams('/api/staff/partners/:bdeCode/review'),
  /** POST `{ status }`: the PAN's status as staff found it (valid, invalid, inoperative). */
  partnerPan: pathParams('/api/staff/partners/:bdeCode/pan'),
  partnerProposals: pathParams('/api/staff/partners/:bdeCode/proposals'),
  partnerProjects: pathParams('/api/staff/partners/:bdeCode/projects'),
  /** POST `{ status }`. */
  project: pathParams('/api/staff/projects/:projectId'),

  // Hiring: applications to openings (admins and recruiters)
  /** Applications across openings, or one opening's (`openingId`), by stage, a page at a time. */
  applications: '/api/staff/applications',
  /** The openings applications can be filtered by, each with how many it has (all and new). */
  applicationOpenings: '/api/staff/application-openings',
  /** GET the application with its notes and its résumé's type and size. */
  application: pathParams('/api/staff/applications/:applicationId'),
  applicationNotes: pathParams('/api/staff/applications/:applicationId/notes'),
  /** The résumé itself, decrypted and sent as a download, never cached; every opening is audited. */
  applicationResume: pathParams('/api/staff/applications/:applicationId/resume'),
  /** POST `{ stage, reason? }`: Not selected needs a reason, which stays in the back office. */
  applicationStage: pathParams('/api/staff/applications/:applicationId/stage'),
  /**
   * POST `{ date, time, place }` or `{ date, time, link }`: emails the candidate an invitation through
   * the outbox; an application not yet at Interview moves there.
   */
  applicationInterview: pathParams('/api/staff/applications/:applicationId/interview'),
  /** POST: emails the candidate that they were not selected (the application must be at Not selected). */
  applicationNotSelected: pathParams('/api/staff/applications/:applicationId/not-selected'),
  /** An opening's applications as CSV; every export is audited. */
  openingApplicationsCsv: pathParams('/api/staff/openings/:openingId/applications.csv'),

  subscribers: '/api/staff/subscribers',
  subscribersCsv: '/api/staff/subscribers.csv',
  subscriberRemove: pathParams('/api/staff/subscribers/:subscriberId/remove'),
  /** Admin: POST `{ subject, text }`, a newsletter to every confirmed subscriber, through the outbox. */
  newsletterIssue: '/api/staff/newsletter',

  /** Admin: the audit log. */
  audit: '/api/staff/audit',

  /** Admin: every email the site queued, sent or not (SMTP_URL unset: they wait here). */
  outbox: '/api/staff/outbox',
  /** Admin: one email, headers and both parts; every reading is audited (it may hold a reset link). */
  outboxEmail: pathParams('/api/staff/outbox/:emailId'),
} as const;

export const STAFF_ROLES = ['admin', 'staff', 'recruiter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who may use each part of the back office; every staff route and screen names one. A recruiter
 * works on hiring only: never partners, identity documents, subscribers or the audit log.
 */
export const STAFF_ACCESS = {
  /** Signing in and out, one's own session, the overview. */
  anyStaff: ['admin', 'staff', 'recruiter'],
  /** Messages, leads, partners and their documents, projects, subscribers. */
  office: ['admin', 'staff'],
  /** Openings and applications. */
  hiring: ['admin', 'recruiter'],
  /** Staff accounts, the audit log, the outbox, newsletters, erasure. */
  admin: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAccess = keyof typeof STAFF_ACCESS;

export const MESSAGE_STATUSES = ['new', 'in progress', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'proposal sent', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a BDE's registration stands: staff look at the identity documents and decide. */
export const REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Where an outbox email stands: waiting to be sent (or tried again), accepted by the SMTP server, given up. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Staff sessions are shorter than everyone else's: 15 minutes idle, 8 hours at most. */
export const STAFF_SESSION_IDLE_MINUTES = 15;
export const STAFF_SESSION_ABSOLUTE_HOURS = 8;
/** How long a set-up link works. */
export const STAFF_SETUP_HOURS = 24;
export const RECOVERY_CODE_COUNT = 10;

/**
 * Every list takes these query parameters: `q` searches, `sort` and `dir` order (on the server), and
 * `after` is the `next` cursor of the page before (keyset pagination: a deep page costs what the
 * first does). A cursor is bound to its sort; used with another it is refused.
 */
export const LIST_PAGE_SIZE = 25;
export const LIST_MAX_PAGE_SIZE = 100;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
