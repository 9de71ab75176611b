import { UserSignUp } from './user-sign-up';

export function UserSignUpPage() {
  return (
    <div className="container page-section">
      <h1>Create your account</h1>
      <UserSignUp />
    </div>
  );
}
