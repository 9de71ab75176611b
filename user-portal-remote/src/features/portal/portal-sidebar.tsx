import { useState } from 'react';
import { NavLink, useNavigate } from 'shared/routing/router';
import { signOut } from 'shared/auth/sign-out';
import { PATHS } from 'shared/contract/route-paths';
import { useAppDispatch } from 'shared/store/hooks';
import { useUserText } from '../../i18n/user-text';
import { PORTAL_PATHS } from './portal-paths';

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2)
  ).toUpperCase();
}

/** The user's name and email, the screens, and Sign Out (to the home page). */
export function PortalSidebar({ name, email }: { name: string; email: string }) {
  const t = useUserText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  return (
    <aside className="user-portal__sidebar" aria-label={t('Your account')}>
      <div className="user-card">
        <span className="user-card__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <div className="user-card__text">
          <p className="user-card__name">{name}</p>
          {email && <p className="user-card__email">{email}</p>}
        </div>
      </div>
      <nav aria-label={t('Dashboard')}>
        <ul className="user-portal__nav">
          <li>
            <NavLink to={PORTAL_PATHS.profile}>{t('Profile')}</NavLink>
          </li>
          <li>
            <NavLink to={PORTAL_PATHS.update}>{t('Update profile')}</NavLink>
          </li>
          <li>
            <NavLink to={PORTAL_PATHS.yourData}>{t('Your data')}</NavLink>
          </li>
          <li>
            <button
              type="button"
              className="user-portal__signout"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void dispatch(signOut(() => navigate(PATHS.home)));
              }}
            >
              {leaving ? t('Signing out…') : t('Sign Out')}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
