import { useState } from 'react';
import { Link, useNavigate } from 'shared/routing/router';
import { api } from 'shared/api/base-api';
import { signOut } from 'shared/auth/sign-out';
import { ROUTES } from 'shared/contract/routes';
import { useAppDispatch } from 'shared/store/hooks';
import { disclosureProps, useDisclosure } from 'shared/ui/use-disclosure';
import { PORTAL_SECTIONS, portalPath } from './portal-sections';

/** The message badge is a fixed placeholder. */
const MESSAGE_BADGE_COUNT = 3;

interface PortalHeaderProps {
  title: string;
  fullName: string;
  /** The "Portal menu" button's disclosure props (the menu's state lives with the portal). */
  menuToggle: ReturnType<typeof disclosureProps>;
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const BELL =
  'M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm0 19a3 3 0 0 0 3-3H9a3 3 0 0 0 3 3Z';
const ENVELOPE =
  'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.6 7l6.4 4.3L18.4 7H5.6Z';

/** The portal's own bar: the page title, the BDE's name, bell, messages, UpdateProfile, Sign Out. */
export function PortalHeader({ title, fullName, menuToggle }: PortalHeaderProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const bell = useDisclosure();
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    // BDE logout ends the server session, clears the user and bdeCode, goes to /bdelogin.
    await dispatch(signOut(() => navigate(ROUTES.bdeLogin.path, { replace: true })));
    dispatch(api.util.resetApiState());
  }

  return (
    <header className="portal-header">
      <button type="button" className="button portal-header__menu-toggle" {...menuToggle}>
        Portal menu
      </button>
      <h1 className="portal-header__title">{title}</h1>
      <div className="portal-header__tools">
        <span className="portal-header__name" title="Signed in as">
          {fullName}
        </span>
        <div className="portal-header__bell">
          <button
            type="button"
            className="icon-button"
            {...bell.buttonProps}
            onKeyDown={(event) => event.key === 'Escape' && bell.setOpen(false)}
          >
            <Icon path={BELL} />
            <span className="visually-hidden">Notifications</span>
          </button>
          <div id={bell.panelId} className="portal-header__popover" hidden={!bell.open}>
            You have no new notifications.
          </div>
        </div>
        <span className="icon-badge" role="img" aria-label={`${MESSAGE_BADGE_COUNT} messages`}>
          <Icon path={ENVELOPE} />
          <span className="icon-badge__count" aria-hidden="true">
            {MESSAGE_BADGE_COUNT}
          </span>
        </span>
        <Link to={portalPath(PORTAL_SECTIONS.profile)} className="portal-header__link">
          UpdateProfile
        </Link>
        <button type="button" className="button" onClick={handleSignOut} disabled={signingOut}>
          Sign Out
        </button>
      </div>
    </header>
  );
}
