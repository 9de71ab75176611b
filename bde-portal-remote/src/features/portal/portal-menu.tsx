import { NavLink } from 'shared/routing/router';
import { PORTAL_MENU, portalPath } from './portal-sections';

/** The portal's side menu. On a phone it is folded away behind the header's "Portal menu" button. */
export function PortalMenu({ id, open }: { id: string; open: boolean }) {
  return (
    <nav id={id} className={`portal-menu${open ? ' portal-menu--open' : ''}`} aria-label="BDE portal">
      <ul className="portal-menu__list">
        {PORTAL_MENU.map(({ label, section }) => (
          <li key={label}>
            {section ? (
              <NavLink to={portalPath(section)} className="portal-menu__link">
                {label}
              </NavLink>
            ) : (
              <span className="portal-menu__link portal-menu__link--unavailable" aria-disabled="true">
                {label} <span className="portal-menu__soon">(not available yet)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
