import { CardPage } from 'shared/ui/card-page';
import { UserSignUp } from './user-sign-up';

/** /userSignup: the user sign-up on a page of its own. */
export function UserSignUpPage() {
  return (
    <CardPage className="account-page">
      <UserSignUp level={1} title="Create your account" showSignInLink />
    </CardPage>
  );
}
