import { Link, useLocation } from 'shared/routing/router';
import { PASSWORD_RESET_MESSAGES } from 'shared/contract/password-reset';
import { PATHS } from 'shared/contract/route-paths';

/** What the sign-in card says after a reset link was used. */
export type ResetOutcome = 'user-done' | 'bde-done' | 'bad-link';

/** Where a BDE whose password was just changed signs in: beside this card on /login, or their own page. */
function BdeSignInHint() {
  const onLoginPage = useLocation().pathname === PATHS.login;
  return (
    <>
      {' '}
      {onLoginPage ? 'Sign in as a BDE beside this card, or on the ' : 'Sign in as a BDE on the '}
      <Link to={PATHS.bdeLogin}>BDE sign-in page</Link>.
    </>
  );
}

export function ResetNotice({ outcome }: { outcome: ResetOutcome }) {
  if (outcome === 'bad-link') {
    return <p className="reset-notice reset-notice--problem">{PASSWORD_RESET_MESSAGES.badLink}</p>;
  }
  return (
    <p className="reset-notice reset-notice--success">
      {PASSWORD_RESET_MESSAGES.done}
      {outcome === 'bde-done' && <BdeSignInHint />}
    </p>
  );
}
