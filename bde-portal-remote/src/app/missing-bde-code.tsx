import { Link } from 'shared/routing/router';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';

/** The BDE's screens need the stored bdeCode; without it, say so and offer a fresh sign-in. */
export function MissingBdeCode() {
  return (
    <div className="fetch-problem" role="alert">
      <p>{MESSAGES.bdeProfileNoCode}</p>
      <p>
        <Link to={PATHS.bdeLogin}>Sign in as a BDE</Link> to see your own figures.
      </p>
    </div>
  );
}
