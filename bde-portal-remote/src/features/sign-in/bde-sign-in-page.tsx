import { CardPage } from 'shared/ui/card-page';
import { usePortalWorker } from '../../app/portal-worker';
import { BdeSignIn } from './bde-sign-in';

/** /bdelogin: the BDE sign-in form on a page of its own. */
export function BdeSignInPage() {
  // The portal's entry page: its worker installs while the BDE signs in, ready for the portal.
  usePortalWorker();
  return (
    <CardPage className="bde-auth-page">
      <BdeSignIn level={1} title="BDE sign in" showRegisterLink />
    </CardPage>
  );
}
