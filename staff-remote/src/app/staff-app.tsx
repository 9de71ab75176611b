import { NotificationStack } from 'shared/notifications/notification-stack';
import { Route, Routes } from 'shared/routing/router';
import { ApplicationPage } from '../features/applications/application-page';
import { ApplicationsPage } from '../features/applications/applications-page';
import { AuditLogPage } from '../features/audit-log/audit-log-page';
import { ErasureRequestsPage } from '../features/erasure-requests/erasure-requests-page';
import { LeadPage } from '../features/leads/lead-page';
import { LeadsPage } from '../features/leads/leads-page';
import { MessagePage } from '../features/messages/message-page';
import { MessagesPage } from '../features/messages/messages-page';
import { OutboxEmailPage } from '../features/outbox/outbox-email-page';
import { OutboxPage } from '../features/outbox/outbox-page';
import { OverviewPage } from '../features/overview/overview-page';
import { PartnerPage } from '../features/partners/partner-page';
import { PartnersPage } from '../features/partners/partners-page';
import { RequireAccess, RequireAdmin, RequireStaff } from '../features/session/require-staff';
import { StaffFrame } from '../features/session/staff-frame';
import { StaffNotFound } from '../features/session/staff-not-found';
import { StaffPlainFrame } from '../features/session/staff-plain-frame';
import { OldSetupLink } from '../features/setup/old-setup-link';
import { StaffSetupPage } from '../features/setup/staff-setup-page';
import { StaffSignInPage } from '../features/sign-in/staff-sign-in-page';
import { StaffMembersPage } from '../features/staff-members/staff-members-page';
import { SubscribersPage } from '../features/subscribers/subscribers-page';
import '../styles/staff.css';
import { useStaffHead } from './use-staff-head';

/**
 * /staff/*: the back office's routes, relative to /staff (the shell mounts this under /staff/*, with
 * nothing of the public site's frame: the notifications are drawn here).
 */
export function StaffApp() {
  useStaffHead();
  return (
    <>
      <Routes>
        <Route element={<StaffPlainFrame />}>
          <Route path="login" element={<StaffSignInPage />} />
          <Route path="setup" element={<StaffSetupPage />} />
          <Route path="setup/:token" element={<OldSetupLink />} />
        </Route>
        <Route
          element={
            <RequireStaff>
              <StaffFrame />
            </RequireStaff>
          }
        >
          <Route index element={<OverviewPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="messages/:messageId" element={<MessagePage />} />
          <Route path="leads" element={<LeadsPage />} />
          <Route path="leads/:leadId" element={<LeadPage />} />
          <Route path="partners" element={<PartnersPage />} />
          <Route path="partners/:bdeCode" element={<PartnerPage />} />
          <Route path="erasure-requests" element={<ErasureRequestsPage />} />
          <Route path="subscribers" element={<SubscribersPage />} />
          <Route
            path="applications"
            element={
              <RequireAccess access="hiring">
                <ApplicationsPage />
              </RequireAccess>
            }
          />
          <Route
            path="applications/:applicationId"
            element={
              <RequireAccess access="hiring">
                <ApplicationPage />
              </RequireAccess>
            }
          />
          <Route
            path="audit"
            element={
              <RequireAdmin>
                <AuditLogPage />
              </RequireAdmin>
            }
          />
          <Route
            path="members"
            element={
              <RequireAdmin>
                <StaffMembersPage />
              </RequireAdmin>
            }
          />
          <Route
            path="outbox"
            element={
              <RequireAdmin>
                <OutboxPage />
              </RequireAdmin>
            }
          />
          <Route
            path="outbox/:emailId"
            element={
              <RequireAdmin>
                <OutboxEmailPage />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<StaffNotFound />} />
        </Route>
      </Routes>
      <NotificationStack />
    </>
  );
}
