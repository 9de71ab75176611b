import { RemotePage } from '../../federation/remote-page';

/**
 * SPEC §2 /login: user sign-in, user sign-up and BDE sign-in side by side, each owned by its remote
 * and composed here through federation.
 */
export function LoginPage() {
  return (
    <section className="container page-section login-page" aria-labelledby="login-title">
      <h1 id="login-title">Sign in or create an account</h1>
      <div className="login-page__panels">
        <div className="card">
          <RemotePage remote="userPortal" module="UserSignIn" level={2} />
        </div>
        <div className="card">
          <RemotePage remote="userPortal" module="UserSignUp" level={2} />
        </div>
        <div className="card">
          <RemotePage remote="bdePortal" module="BdeSignIn" level={2} />
        </div>
      </div>
    </section>
  );
}
