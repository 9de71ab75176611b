import { UserSignUp } from './user-sign-up';

/** /userSignup: the user sign-up on a page of its own. */
export function UserSignUpPage() {
  return (
    <div className="container page-section account-page">
      <div className="card">
        <UserSignUp level={1} title="Create your account" showSignInLink />
      </div>
    </div>
  );
}
