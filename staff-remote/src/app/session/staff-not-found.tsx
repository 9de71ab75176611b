import { Link } from 'shared/routing/router';
import { STAFF_SCREENS } from '../staff-paths';

/** Any /staff path no screen answers. */
export function StaffNotFound() {
  return (
    <section className="staff-page">
      <h1>Page not found</h1>
      <p>
        There is no back-office page at this address.{' '}
        <Link to={STAFF_SCREENS.overview}>Go to the overview</Link>.
      </p>
    </section>
  );
}
