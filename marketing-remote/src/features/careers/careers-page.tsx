import { PATHS } from 'shared/contract/route-paths';
import { useLocation } from 'shared/routing/router';
import { OpeningPage } from './opening-page';
import { OpeningsPage } from './openings-page';

/**
 * The careers pages, one exposed module (one entry in the remote's list, which the home page loads):
 * the open openings at /careers, one opening at /careers/<slug>.
 */
export function CareersPage() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === PATHS.careers ? <OpeningsPage /> : <OpeningPage />;
}
