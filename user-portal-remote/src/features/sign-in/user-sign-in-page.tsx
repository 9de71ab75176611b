import { CardPage } from 'shared/ui/card-page';
import { UserSignIn } from './user-sign-in';

/** /userlogin: the user sign-in on a page of its own. */
export function UserSignInPage() {
  return (
    <CardPage className="account-page">
      <UserSignIn level={1} title="Sign in" showSignUpLink />
    </CardPage>
  );
}
