import { Link } from 'shared/routing/router';
import { PATHS } from 'shared/contract/route-paths';
import { BdeRegisterForm } from './bde-register-form';
import { NewTabLink } from './new-tab-link';
import './bde-register.css';

/** /bdeRegister: who BDEs are, why we ask for identity data, and the registration form. */
export function BdeRegisterPage() {
  return (
    <div className="container page-section bde-register">
      <header className="bde-register__header">
        <p className="eyebrow">Partner programme</p>
        <h1>Register as a Business Development Executive</h1>
        <p className="lead">
          BDEs introduce clients to our services and build a team of their own. Already registered?{' '}
          <Link to={PATHS.bdeLogin}>Sign in</Link>.
        </p>
      </header>
      <aside className="bde-register__privacy" aria-labelledby="bde-register-privacy-title">
        <h2 id="bde-register-privacy-title">Why we ask for your Aadhaar and PAN</h2>
        <p>
          We confirm who every partner is before they represent us, and payments to partners are reported
          against their PAN. Your Aadhaar number is stored encrypted and only its last four digits are ever
          shown. Copies you upload are optional, are stored encrypted, and are never published or reachable by
          a web address. See our <NewTabLink to={PATHS.privacy}>privacy policy</NewTabLink> for how long we
          keep them and how to have them deleted.
        </p>
      </aside>
      <div className="card bde-register__card">
        <BdeRegisterForm />
      </div>
    </div>
  );
}
