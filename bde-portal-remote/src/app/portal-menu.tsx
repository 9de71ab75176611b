import { NavLink } from 'shared/routing/router';
import { useBdeText } from '../i18n/bde-text';
import { PORTAL_MENU, portalPath } from './portal-sections';

/** The portal's side menu. On a phone it is folded away behind the header's "Portal menu" button. */
export function PortalMenu({ id, open }: { id: string; open: boolean }) {
  const t = useBdeText();
  return (
    <nav id={id} className={`portal-menu${open ? ' portal-menu--open' : ''}`} aria-label={t('BDE portal')}>
      <ul className="portal-menu__list">
        {PORTAL_MENU.map(({ label, section }) => (
          <li key={label}>
            <NavLink to={portalPath(section)} className="portal-menu__link">
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
