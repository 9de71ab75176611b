import { STAFF_SETUP_PAGE, STAFF_SETUP_SECRET } from 'shared/contract/staff-account-schema';
import { Navigate, useParams } from 'shared/routing/router';

/**
 * /staff/setup/:token, the form set-up links had before their token moved to the fragment: it still
 * works, by moving the token there (replacing this history entry), so the page never sends it.
 */
export function OldSetupLink() {
  const { token = '' } = useParams<{ token: string }>();
  return <Navigate replace to={`${STAFF_SETUP_PAGE}#${STAFF_SETUP_SECRET}=${encodeURIComponent(token)}`} />;
}
