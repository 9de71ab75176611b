import { Link } from 'shared/routing/router';
import { ROUTES } from 'shared/contract/routes';
import { richText } from 'shared/i18n/rich-text';
import { RemotePage } from '../../federation/remote-page';
import { useShellText } from '../../i18n/shell-text';
import { UserFlipCard } from './user-flip-card';
import './login-page.css';

/**
 * /login: user sign-in and sign-up (a flip card) beside BDE sign-in, each form owned by
 * its remote and composed here through federation.
 */
export function LoginPage() {
  const t = useShellText();
  return (
    <section className="container page-section login-page" aria-labelledby="login-title">
      <div className="login-page__intro">
        <h1 id="login-title">{t('Sign in or create an account')}</h1>
        <p className="lead">
          {t(
            'Sign in to your account or create one in a minute. Business Development Executives have their own sign-in.',
          )}
        </p>
      </div>
      <div className="login-page__grid">
        <UserFlipCard />
        <div className="login-page__bde">
          <div className="card login-page__bde-card">
            <RemotePage remote="bdePortal" module="BdeSignIn" level={2} />
          </div>
          <p className="login-page__bde-note">
            {richText(t, 'Want to become a partner? {{link}}', {
              link: <Link to={ROUTES.bdeRegister.path}>{t('Register as a BDE')}</Link>,
            })}
          </p>
        </div>
      </div>
    </section>
  );
}
