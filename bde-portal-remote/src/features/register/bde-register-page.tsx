import { Link } from 'shared/routing/router';
import { PATHS } from 'shared/contract/route-paths';
import { useBdeText } from '../../i18n/bde-text';
import { richText } from '../../ui/rich-text';
import { BdeRegisterForm } from './bde-register-form';
import { NewTabLink } from './new-tab-link';
import './bde-register.css';

/** /bdeRegister: who BDEs are, why we ask for identity data, and the registration form. */
export function BdeRegisterPage() {
  const t = useBdeText();
  return (
    <div className="container page-section bde-register">
      <header className="bde-register__header">
        <p className="eyebrow">{t('Partner programme')}</p>
        <h1>{t('Register as a Business Development Executive')}</h1>
        <p className="lead">
          {richText(
            t,
            'BDEs introduce clients to our services and build a team of their own. Already registered? {{signIn}}.',
            { signIn: <Link to={PATHS.bdeLogin}>{t('Sign in')}</Link> },
          )}
        </p>
      </header>
      <aside className="bde-register__privacy" aria-labelledby="bde-register-privacy-title">
        <h2 id="bde-register-privacy-title">{t('Why we ask for your Aadhaar and PAN')}</h2>
        <p>
          {richText(
            t,
            'We confirm who every partner is before they represent us, and payments to partners are reported against their PAN. Your Aadhaar number is stored encrypted and only its last four digits are ever shown. Copies you upload are optional, are stored encrypted, and are never published or reachable by a web address. See our {{privacy}} for how long we keep them and how to have them deleted.',
            { privacy: <NewTabLink to={PATHS.privacy}>{t('privacy policy')}</NewTabLink> },
          )}
        </p>
      </aside>
      <div className="card bde-register__card">
        <BdeRegisterForm />
      </div>
    </div>
  );
}
