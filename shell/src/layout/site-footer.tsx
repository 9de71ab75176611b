import type { ReactNode } from 'react';
import { Link } from 'shared/routing/router';
import { COMPANY, oneLineAddress, telHref } from 'shared/content/company';
import { ROUTES } from 'shared/contract/routes';
import { SERVER_DRAWN_CHILDREN } from 'shared/contract/server-drawn-children';
import { WHATSAPP_CHAT_SLOT_ATTRIBUTE } from 'shared/contract/whatsapp';
import { NewsletterBox } from '../features/newsletter/newsletter-box';
import { useShellText } from '../i18n/shell-text';
import { NAV_LINKS } from './site-header';

interface FooterSectionProps {
  id: string;
  title: string;
  nav?: boolean;
  children: ReactNode;
}

const LEGAL_LINKS = [
  { to: ROUTES.terms.path, label: 'Terms of Service' },
  { to: ROUTES.privacy.path, label: 'Privacy Policy' },
  { to: ROUTES.bdeRegister.path, label: 'Become a BDE partner' },
] as const;

/** One column of the footer, named by its heading; `nav` for a column of site links. */
function FooterSection({ id, title, nav = false, children }: FooterSectionProps) {
  const Landmark = nav ? 'nav' : 'section';
  return (
    <Landmark aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      {children}
    </Landmark>
  );
}

export function SiteFooter() {
  const t = useShellText();
  return (
    <footer id="site-footer" className="site-footer">
      <div className="container site-footer__grid">
        <FooterSection id="footer-contact" title={t('Contact us')}>
          <address>
            <strong>{COMPANY.name}</strong>
            <br />
            {/* The postal address stays as the post office writes it, in English on every page. */}
            <span lang="en">{oneLineAddress()}</span>
            <br />
            {t('Phone:')} <a href={telHref(COMPANY.phone)}>{COMPANY.phone}</a>
            <br />
            {t('Email:')} <a href={`mailto:${COMPANY.emails.info}`}>{COMPANY.emails.info}</a>
          </address>
          {/* The server writes the chat link in when a WhatsApp number is configured; a language change loads a new page. */}
          <p
            className="site-footer__chat"
            {...{ [WHATSAPP_CHAT_SLOT_ATTRIBUTE]: '' }}
            dangerouslySetInnerHTML={SERVER_DRAWN_CHILDREN}
            suppressHydrationWarning
          />
        </FooterSection>
        <FooterSection id="footer-links" title={t('Quick links')} nav>
          <ul className="site-footer__list">
            {[...NAV_LINKS, ...LEGAL_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </FooterSection>
        <FooterSection id="footer-social" title={t('Follow us')}>
          <ul className="site-footer__list">
            {COMPANY.social.map((link) => (
              <li key={link.name}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.name}
                  <span className="visually-hidden">{t(' (opens in a new tab)')}</span>
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>
        <NewsletterBox />
      </div>
      <p className="container site-footer__legal">
        © {new Date().getFullYear()} {COMPANY.name} {t('All rights reserved.')}
      </p>
    </footer>
  );
}
