import type { ReactElement } from 'react';
import type { StaffAccess } from 'shared/contract/staff';
import { ApplicationPage } from '../features/applications/application-page';
import { ApplicationsPage } from '../features/applications/applications-page';
import { AuditLogPage } from '../features/audit-log/audit-log-page';
import { CommissionPlanPage } from '../features/commission-plan/commission-plan-page';
import { CommissionsPage } from '../features/commissions/commissions-page';
import { ErasureRequestsPage } from '../features/erasure-requests/erasure-requests-page';
import { LeadPage } from '../features/leads/lead-page';
import { LeadsPage } from '../features/leads/leads-page';
import { MessagePage } from '../features/messages/message-page';
import { MessagesPage } from '../features/messages/messages-page';
import { NewOpeningPage } from '../features/openings/new-opening-page';
import { OpeningPage } from '../features/openings/opening-page';
import { OpeningPreviewPage } from '../features/openings/opening-preview-page';
import { OpeningsPage } from '../features/openings/openings-page';
import { OutboxEmailPage } from '../features/outbox/outbox-email-page';
import { OutboxPage } from '../features/outbox/outbox-page';
import { OverviewPage } from '../features/overview/overview-page';
import { PartnerPage } from '../features/partners/partner-page';
import { PartnersPage } from '../features/partners/partners-page';
import { PayoutBatchPage } from '../features/payouts/payout-batch-page';
import { PayoutsPage } from '../features/payouts/payouts-page';
import { ProjectPaymentsPage } from '../features/project-payments/project-payments-page';
import { RemoteReleasesPage } from '../features/remote-releases/remote-releases-page';
import { StaffMembersPage } from '../features/staff-members/staff-members-page';
import { SubscribersPage } from '../features/subscribers/subscribers-page';

export interface StaffScreenRoute {
  /** Relative to /staff; null for the overview (/staff itself). */
  path: string | null;
  /** The part of the back office it belongs to: other roles are told it is not for them (RequireAccess). */
  access: StaffAccess;
  element: ReactElement;
}

/** Every signed-in screen and the part of the back office it belongs to (the API's STAFF_ACCESS). */
export const STAFF_SCREEN_ROUTES: readonly StaffScreenRoute[] = [
  { path: null, access: 'anyStaff', element: <OverviewPage /> },
  { path: 'messages', access: 'office', element: <MessagesPage /> },
  { path: 'messages/:messageId', access: 'office', element: <MessagePage /> },
  { path: 'leads', access: 'office', element: <LeadsPage /> },
  { path: 'leads/:leadId', access: 'office', element: <LeadPage /> },
  { path: 'partners', access: 'office', element: <PartnersPage /> },
  { path: 'partners/:bdeCode', access: 'office', element: <PartnerPage /> },
  { path: 'projects/:projectId/payments', access: 'office', element: <ProjectPaymentsPage /> },
  { path: 'commissions', access: 'office', element: <CommissionsPage /> },
  { path: 'payouts', access: 'office', element: <PayoutsPage /> },
  { path: 'payouts/:batchId', access: 'office', element: <PayoutBatchPage /> },
  { path: 'erasure-requests', access: 'office', element: <ErasureRequestsPage /> },
  { path: 'subscribers', access: 'office', element: <SubscribersPage /> },
  { path: 'openings', access: 'hiring', element: <OpeningsPage /> },
  { path: 'openings/new', access: 'hiring', element: <NewOpeningPage /> },
  { path: 'openings/:openingId', access: 'hiring', element: <OpeningPage /> },
  { path: 'openings/:openingId/preview', access: 'hiring', element: <OpeningPreviewPage /> },
  { path: 'applications', access: 'hiring', element: <ApplicationsPage /> },
  { path: 'applications/:applicationId', access: 'hiring', element: <ApplicationPage /> },
  { path: 'audit', access: 'admin', element: <AuditLogPage /> },
  { path: 'members', access: 'admin', element: <StaffMembersPage /> },
  { path: 'outbox', access: 'admin', element: <OutboxPage /> },
  { path: 'outbox/:emailId', access: 'admin', element: <OutboxEmailPage /> },
  { path: 'commission-plan', access: 'admin', element: <CommissionPlanPage /> },
  // Admins change releases; every staff member may pin their own browser to one.
  { path: 'releases', access: 'anyStaff', element: <RemoteReleasesPage /> },
];
