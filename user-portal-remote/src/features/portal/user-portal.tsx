import { useRef } from 'react';
import { Navigate, Route, Routes } from 'shared/routing/router';
import { useUserText } from '../../i18n/user-text';
import { YourDataPanel } from '../your-data/your-data-panel';
import { PortalSidebar } from './portal-sidebar';
import { PORTAL_PATHS } from './portal-paths';
import { ProfileView } from './profile-view';
import { ScrollToTopButton } from './scroll-to-top-button';
import { UpdateProfileForm } from './update-profile-form';
import { useOwnProfile } from './use-own-profile';
import './user-portal.css';

/** /userDashboard: sidebar plus the profile (default), update and your-data screens. */
export function UserPortal() {
  const t = useUserText();
  const heading = useRef<HTMLHeadingElement>(null);
  const { name, email } = useOwnProfile();
  return (
    <div className="container page-section user-portal">
      <h1 ref={heading} tabIndex={-1} className="user-portal__title">
        {t('My dashboard')}
      </h1>
      <div className="user-portal__layout">
        <PortalSidebar name={name} email={email} />
        <div className="user-portal__content">
          <Routes>
            <Route index element={<Navigate to={PORTAL_PATHS.profile} replace />} />
            <Route path="userProfile" element={<ProfileView />} />
            <Route path="userupdate" element={<UpdateProfileForm />} />
            <Route path="yourData" element={<YourDataPanel />} />
            <Route path="*" element={<Navigate to={PORTAL_PATHS.profile} replace />} />
          </Routes>
        </div>
      </div>
      <ScrollToTopButton focusTarget={heading} />
    </div>
  );
}
