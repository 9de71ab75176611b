import { CardPage } from 'shared/ui/card-page';
import { BdeSignIn } from './bde-sign-in';

/** /bdelogin: the BDE sign-in form on a page of its own. */
export function BdeSignInPage() {
  return (
    <CardPage className="bde-auth-page">
      <BdeSignIn level={1} title="BDE sign in" showRegisterLink />
    </CardPage>
  );
}
