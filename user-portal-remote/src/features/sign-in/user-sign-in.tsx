import { useEffect, useRef, useState } from 'react';
import { Link } from 'shared/routing/router';
import { RESET_FRAGMENT } from 'shared/contract/password-reset';
import { PATHS } from 'shared/contract/route-paths';
import { richText } from 'shared/i18n/rich-text';
import { takeFragmentSecret } from 'shared/links/fragment-secret';
import { useUserText } from '../../i18n/user-text';
import { NewPasswordForm } from '../password-reset/new-password-form';
import { ResetNotice, type ResetOutcome } from './reset-notice';
import { useFocusAfterRender } from './use-focus-after-render';
import { UserSignInForm } from './user-sign-in-form';
import '../../forms/forms.css';

interface UserSignInProps {
  /** 1 on the /userlogin page, 2 inside the shell's /login card. */
  level?: 1 | 2;
  /** The heading, an English text of this remote's (translated here). */
  title?: string;
  /** Offer a link to /userSignup (the stand-alone page; the /login card has its own switch). */
  showSignUpLink?: boolean;
}

/**
 * User sign-in with email and password; opened from an emailed reset link (`#reset=…`), the card
 * asks for the new password first.
 */
export function UserSignIn({ level = 2, title = 'User sign in', showSignUpLink = false }: UserSignInProps) {
  const t = useUserText();
  const Heading = level === 1 ? 'h1' : 'h2';
  const card = useRef<HTMLElement>(null);
  const focusAfterRender = useFocusAfterRender(card);
  const [token, setToken] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  // Read once, after hydration: the server's HTML knows no fragment, so the first render must not either.
  useEffect(() => {
    const taken = takeFragmentSecret(RESET_FRAGMENT);
    if (!taken) return;
    // The card turns under someone already in it (the first touch is what hydrates it here).
    if (card.current?.contains(document.activeElement)) focusAfterRender('input[name="password"]');
    // The second render is the point: the address bar is read only now, and only once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(taken);
  }, [focusAfterRender]);

  function done(kind: 'user' | 'bde') {
    setToken(null);
    setOutcome(kind === 'bde' ? 'bde-done' : 'user-done');
    focusAfterRender(kind === 'bde' ? '.reset-notice a' : 'input[name="EmailAddress"]');
  }

  function badLink() {
    setToken(null);
    setOutcome('bad-link');
    // The revealed form takes focus itself.
    setForgotOpen(true);
  }

  return (
    <section ref={card} className="account-panel" aria-labelledby="user-sign-in-title">
      <Heading id="user-sign-in-title">{token ? t('Set a new password') : t(title)}</Heading>
      <div role="status">{outcome && <ResetNotice outcome={outcome} />}</div>
      {token ? (
        <NewPasswordForm token={token} onDone={done} onBadLink={badLink} />
      ) : (
        <>
          <p className="account-form__intro">
            {t('Sign in with the email address and password you registered with.')}
          </p>
          <UserSignInForm forgotOpen={forgotOpen} onForgotToggle={setForgotOpen} />
        </>
      )}
      {showSignUpLink && !token && (
        <p className="account-form__switch">
          {richText(t, 'New here? {{link}}', {
            link: <Link to={PATHS.userSignUp}>{t('Create an account')}</Link>,
          })}
        </p>
      )}
    </section>
  );
}
