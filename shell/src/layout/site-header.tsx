import { useState } from 'react';
import { Link, NavLink, useLocation } from 'shared/routing/router';
import { COMPANY } from 'shared/content/company';
import { ROUTES } from 'shared/contract/routes';
import { useShellText } from '../i18n/shell-text';
import { LanguageMenu } from './language-menu';
import { SessionMenu } from './session-menu';

/** The header links, in order, with their visible names (in English, the keys of their translations). */
export const NAV_LINKS = [
  { to: ROUTES.home.path, label: 'Home' },
  { to: ROUTES.about.path, label: 'AboutUs' },
  { to: ROUTES.services.path, label: 'Services' },
  { to: ROUTES.technology.path, label: 'Technology' },
  { to: ROUTES.careers.path, label: 'Careers' },
  { to: ROUTES.contact.path, label: 'ContactUs' },
] as const;

export function SiteHeader() {
  const t = useShellText();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand" aria-label={t('{{name}} home', { name: COMPANY.shortName })}>
          <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" width="36" height="36">
            <rect width="32" height="32" rx="7" fill="#1e3a8a" />
            <path d="M8 9h7.5a7 7 0 0 1 0 14H8z" fill="none" stroke="#fbbf24" strokeWidth="3" />
            <path d="M19 12.5h5M19 19.5h5" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <span className="brand__name">{COMPANY.shortName}</span>
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="visually-hidden">{open ? t('Close menu') : t('Open menu')}</span>
          <span className="hamburger" aria-hidden="true" />
        </button>
        <nav id="site-nav" className={`site-nav${open ? ' site-nav--open' : ''}`} aria-label={t('Main')}>
          <ul className="site-nav__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="site-nav__link">
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageMenu />
          <SessionMenu />
        </nav>
      </div>
    </header>
  );
}
