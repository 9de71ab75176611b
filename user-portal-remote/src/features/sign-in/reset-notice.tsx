import { Link, useLocation } from 'shared/routing/router';
import { PASSWORD_RESET_MESSAGES } from 'shared/contract/password-reset';
import { PATHS } from 'shared/contract/route-paths';
import { richText } from 'shared/i18n/rich-text';
import { useSharedText } from 'shared/i18n/shared-text';
import { useUserText } from '../../i18n/user-text';

/** What the sign-in card says after a reset link was used. */
export type ResetOutcome = 'user-done' | 'bde-done' | 'bad-link';

/** Where a BDE whose password was just changed signs in: beside this card on /login, or their own page. */
function BdeSignInHint() {
  const t = useUserText();
  const onLoginPage = useLocation().pathname === PATHS.login;
  return (
    <>
      {' '}
      {richText(
        t,
        onLoginPage
          ? 'Sign in as a BDE beside this card, or on the {{link}}.'
          : 'Sign in as a BDE on the {{link}}.',
        { link: <Link to={PATHS.bdeLogin}>{t('BDE sign-in page')}</Link> },
      )}
    </>
  );
}

export function ResetNotice({ outcome }: { outcome: ResetOutcome }) {
  const t = useSharedText();
  if (outcome === 'bad-link') {
    return <p className="reset-notice reset-notice--problem">{t(PASSWORD_RESET_MESSAGES.badLink)}</p>;
  }
  return (
    <p className="reset-notice reset-notice--success">
      {t(PASSWORD_RESET_MESSAGES.done)}
      {outcome === 'bde-done' && <BdeSignInHint />}
    </p>
  );
}
