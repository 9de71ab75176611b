import { UserSignIn } from './user-sign-in';

/** /userlogin: the user sign-in on a page of its own. */
export function UserSignInPage() {
  return (
    <div className="container page-section account-page">
      <div className="card">
        <UserSignIn level={1} title="Sign in" showSignUpLink />
      </div>
    </div>
  );
}
