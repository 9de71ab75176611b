import { useEffect, useId, useState } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'shared/routing/router';
import { selectAuthUser, selectBdeCode } from 'shared/auth/auth-slice';
import { pageTitle } from 'shared/contract/page-title';
import { useAppSelector } from 'shared/store/hooks';
import { disclosureProps } from 'shared/disclosure/use-disclosure';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { DownlinePage } from '../features/downline/downline-page';
import { EarningsPage } from '../features/earnings/earnings-page';
import { ProfilePage } from '../features/profile/profile-page';
import { ProjectsPage } from '../features/projects/projects-page';
import { TasksPage } from '../features/follow-ups/tasks-page';
import { LeadsPage } from '../features/leads/leads-page';
import { MessagesPage } from '../features/messages/messages-page';
import { LeadsPieChartPage } from '../features/leads/leads-pie-chart-page';
import { ProposalsPage } from '../features/proposals/proposals-page';
import { ReportsPage } from '../features/analytics/reports-page';
import { SettingsPage } from '../features/settings/settings-page';
import { TeamPage } from '../features/team/team-page';
import { ReferralLinkPage } from '../features/referral-link/referral-link-page';
import { ClientFormPage } from '../features/client-form/client-form-page';
import { OfflineFiguresNote } from '../features/offline/offline-figures-note';
import { usePortalWorker } from './portal-worker';
import { useBdeText } from '../i18n/bde-text';
import { richText } from 'shared/i18n/rich-text';
import { useBdeProfileQuery } from './portal-api';
import { PortalHeader } from './portal-header';
import { PortalMenu } from './portal-menu';
import { PORTAL_SECTIONS as S, portalPath, portalTitle } from './portal-sections';
import './portal.css';

/** Keeps the tab's title on the portal's own page title. */
function usePortalTitle(title: string) {
  useEffect(() => {
    // Assigned only when it differs: each assignment costs a trip to the browser (~2 ms on a slow phone).
    const apply = () => {
      const next = pageTitle(title);
      if (document.title !== next) document.title = next;
    };
    apply();
    // The shell's route frame sets a generic title in an effect that runs after ours when both
    // mount together; setting it once more after that effect keeps the portal's title.
    queueMicrotask(apply);
  }, [title]);
}

function PortalNotFound() {
  const t = useBdeText();
  return (
    <section className="portal-panel" aria-labelledby="portal-missing">
      <h2 id="portal-missing">{t('This part of the portal does not exist')}</h2>
      <p>
        {richText(t, 'Choose a screen from the menu, or go to your {{dashboard}}.', {
          dashboard: <Link to={portalPath(S.dashboard)}>{t('dashboard')}</Link>,
        })}
      </p>
    </section>
  );
}

/** The BDE portal at /bdedetails/*: the shell has already checked that someone is signed in. */
export function BdePortal() {
  const t = useBdeText();
  const { pathname } = useLocation();
  const authUser = useAppSelector(selectAuthUser);
  const bdeCode = useAppSelector(selectBdeCode);
  const profile = useBdeProfileQuery(bdeCode ?? '', { skip: !bdeCode });
  const title = t(portalTitle(pathname));
  usePortalTitle(title);
  usePortalWorker();
  const menuId = useId();
  // The menu is open for the page it was opened on: choosing a screen folds it away again.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <div className="bde-portal">
      <PortalHeader
        title={title}
        fullName={profile.data?.fullName ?? authUser?.name ?? ''}
        menuToggle={disclosureProps(menuOpen, menuId, () => setMenuOpenOn(menuOpen ? null : pathname))}
      />
      <div className="bde-portal__body">
        <PortalMenu id={menuId} open={menuOpen} />
        <div className="bde-portal__content">
          <OfflineFiguresNote />
          <Routes>
            <Route index element={<Navigate to={S.dashboard} replace />} />
            <Route path={S.profile} element={<ProfilePage />} />
            <Route path={S.dashboard} element={<DashboardPage />} />
            <Route path={S.leads} element={<LeadsPage />} />
            <Route path={S.leadsPieChart} element={<LeadsPieChartPage />} />
            <Route path={S.proposals} element={<ProposalsPage />} />
            <Route path={S.projects} element={<ProjectsPage />} />
            <Route path={S.tasks} element={<TasksPage />} />
            <Route path={S.reports} element={<ReportsPage />} />
            <Route path={S.teamCol} element={<TeamPage />} />
            <Route path={S.downline} element={<DownlinePage />} />
            <Route path={S.earnings} element={<EarningsPage />} />
            <Route path={S.messages} element={<MessagesPage />} />
            <Route path={S.settings} element={<SettingsPage />} />
            <Route path={S.referralLink} element={<ReferralLinkPage />} />
            <Route path={S.clientForm} element={<ClientFormPage />} />
            <Route path="*" element={<PortalNotFound />} />
          </Routes>
        </div>
      </div>
    </div>
  );
}
