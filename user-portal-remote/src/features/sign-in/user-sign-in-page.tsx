import { UserSignIn } from './user-sign-in';

export function UserSignInPage() {
  return (
    <div className="container page-section">
      <h1>Sign in</h1>
      <UserSignIn />
    </div>
  );
}
