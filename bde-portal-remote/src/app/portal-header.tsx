import { useState } from 'react';
import { Link, useNavigate } from 'shared/routing/router';
import { api } from 'shared/api/base-api';
import { signOut } from 'shared/auth/sign-out';
import { PATHS } from 'shared/contract/route-paths';
import { selectBdeCode } from 'shared/auth/auth-slice';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import type { disclosureProps } from 'shared/disclosure/use-disclosure';
import { useBdeText } from '../i18n/bde-text';
import { forgetDeviceData } from '../features/offline/forget-device-data';
import { QueueBadge } from '../features/offline-queue/queue-badge';
import { SignOutWarning } from '../features/offline-queue/sign-out-warning';
import { useOfflineQueue } from '../features/offline-queue/use-offline-queue';
import { MessageBadge } from './message-badge';
import { NotificationBell } from './notification-bell';
import { PORTAL_SECTIONS, portalPath } from './portal-sections';

interface PortalHeaderProps {
  title: string;
  fullName: string;
  /** The "Portal menu" button's disclosure props (the menu's state lives with the portal). */
  menuToggle: ReturnType<typeof disclosureProps>;
}

/** The portal's own bar: the page title, the BDE's name, the bell, messages, UpdateProfile, Sign Out. */
export function PortalHeader({ title, fullName, menuToggle }: PortalHeaderProps) {
  const t = useBdeText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const bdeCode = useAppSelector(selectBdeCode);
  const [signingOut, setSigningOut] = useState(false);
  const [warning, setWarning] = useState(false);
  const unsent = useOfflineQueue().length;

  async function handleSignOut() {
    setSigningOut(true);
    // BDE logout ends the server session, clears the user and bdeCode, goes to /bdelogin.
    await dispatch(signOut(() => navigate(PATHS.bdeLogin, { replace: true })));
    dispatch(api.util.resetApiState());
    // Nothing private outlives the session on this device: the figures kept for offline use go too.
    await forgetDeviceData();
  }

  return (
    <header className="portal-header">
      <button type="button" className="button portal-header__menu-toggle" {...menuToggle}>
        {t('Portal menu')}
      </button>
      <h1 className="portal-header__title">{title}</h1>
      <div className="portal-header__tools">
        <span className="portal-header__name" title={t('Signed in as')}>
          {fullName}
        </span>
        {bdeCode && <NotificationBell bdeCode={bdeCode} />}
        {bdeCode && <MessageBadge bdeCode={bdeCode} />}
        {bdeCode && <QueueBadge />}
        <Link to={portalPath(PORTAL_SECTIONS.profile)} className="portal-header__link">
          {t('UpdateProfile')}
        </Link>
        <button
          type="button"
          className="button"
          onClick={() => (unsent ? setWarning(true) : void handleSignOut())}
          disabled={signingOut}
        >
          {t('Sign Out')}
        </button>
        {warning && (
          <SignOutWarning
            count={unsent}
            onClose={() => setWarning(false)}
            onSignOut={() => {
              setWarning(false);
              void handleSignOut();
            }}
          />
        )}
      </div>
    </header>
  );
}
