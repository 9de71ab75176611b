import { BdeSignIn } from './bde-sign-in';

/** /bdelogin: the BDE sign-in form on a page of its own. */
export function BdeSignInPage() {
  return (
    <div className="container page-section bde-auth-page">
      <div className="card">
        <BdeSignIn level={1} title="BDE sign in" showRegisterLink />
      </div>
    </div>
  );
}
