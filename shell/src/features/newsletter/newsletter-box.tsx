import { useId, useRef, useState, type FormEvent } from 'react';
import { errorStatus } from 'shared/forms/call-errors';
import { sendOnce } from 'shared/forms/send-once';
import { MESSAGES } from 'shared/contract/messages';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { useTypedBeforeHydration } from 'shared/forms/use-typed-before-hydration';
import { useShellText } from '../../i18n/shell-text';

/** The message for a failed subscription. */
function newsletterFailureMessage(error: unknown) {
  return errorStatus(error) === 409 ? MESSAGES.newsletterAlreadySubscribed : MESSAGES.genericError;
}

/**
 * The footer's newsletter box. No validation in the browser; the address is sent as typed
 * and the server decides. With nothing to validate, it is a plain form: the footer is on every page,
 * and a form library here would be downloaded by every first visit.
 */
export function NewsletterBox() {
  const dispatch = useAppDispatch();
  const t = useShellText();
  const [isLoading, setLoading] = useState(false);
  const [emailAddress, setEmailAddress] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, emailAddress, setEmailAddress);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLoading(true);
    try {
      // Loaded on the first subscription: the footer is on every page, the API client is not needed there.
      const { newsletterApi } = await import('./newsletter-api');
      await sendOnce(dispatch(newsletterApi.endpoints.subscribeToNewsletter.initiate({ emailAddress })));
      dispatch(notify('success', MESSAGES.newsletterSubscribed));
      setEmailAddress('');
    } catch (error) {
      console.warn('[newsletter] subscription failed:', error);
      dispatch(notify('error', newsletterFailureMessage(error)));
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="footer-newsletter" className="newsletter-box">
      <h2 id="footer-newsletter" className="site-footer__title">
        {t('Newsletter')}
      </h2>
      <p className="newsletter-box__text">
        {t('One short email a month: what we built, what we learned, and open roles.')}
      </p>
      <form method="post" className="newsletter-box__form" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={inputId}>{t('Email address')}</label>
          <input
            id={inputId}
            ref={inputRef}
            name="emailAddress"
            type="email"
            autoComplete="email"
            value={emailAddress}
            onChange={(event) => setEmailAddress(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--accent" disabled={isLoading}>
          {isLoading ? t('Subscribing…') : t('Subscribe')}
        </button>
      </form>
    </section>
  );
}
