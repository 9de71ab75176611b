import { Link } from 'shared/routing/router';
import { COMPANY, oneLineAddress, telHref } from 'shared/content/company';
import { ROUTES } from 'shared/contract/routes';
import { NewsletterBox } from '../features/newsletter/newsletter-box';
import { NAV_LINKS } from './site-header';

const LEGAL_LINKS = [
  { to: ROUTES.terms.path, label: 'Terms of Service' },
  { to: ROUTES.privacy.path, label: 'Privacy Policy' },
  { to: ROUTES.bdeRegister.path, label: 'Become a BDE partner' },
] as const;

export function SiteFooter() {
  return (
    <footer id="site-footer" className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Contact us
          </h2>
          <address>
            <strong>{COMPANY.name}</strong>
            <br />
            {oneLineAddress()}
            <br />
            Phone: <a href={telHref(COMPANY.phone)}>{COMPANY.phone}</a>
            <br />
            Email: <a href={`mailto:${COMPANY.emails.info}`}>{COMPANY.emails.info}</a>
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            Quick links
          </h2>
          <ul className="site-footer__list">
            {[...NAV_LINKS, ...LEGAL_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__title">
            Follow us
          </h2>
          <ul className="site-footer__list">
            {COMPANY.social.map((link) => (
              <li key={link.name}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <NewsletterBox />
      </div>
      <p className="container site-footer__legal">
        © {new Date().getFullYear()} {COMPANY.name} All rights reserved.
      </p>
    </footer>
  );
}
