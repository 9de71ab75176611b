import { Link } from 'shared/routing/router';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { useBdeText } from '../i18n/bde-text';
import { richText } from '../ui/rich-text';

/** The BDE's screens need the stored bdeCode; without it, say so and offer a fresh sign-in. */
export function MissingBdeCode() {
  const t = useBdeText();
  return (
    <div className="fetch-problem" role="alert">
      <p>{MESSAGES.bdeProfileNoCode}</p>
      <p>
        {richText(t, '{{signIn}} to see your own figures.', {
          signIn: <Link to={PATHS.bdeLogin}>{t('Sign in as a BDE')}</Link>,
        })}
      </p>
    </div>
  );
}
