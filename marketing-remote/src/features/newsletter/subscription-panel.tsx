import { useEffect, useRef, useState } from 'react';
import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { sendOnce } from 'shared/forms/send-once';
import { isApiErrorBody } from 'shared/contract/api-error';
import { CONFIRM_FRAGMENT, UNSUBSCRIBE_FRAGMENT } from 'shared/contract/newsletter-subscription';
import { takeFragmentSecret } from 'shared/links/fragment-secret';
import { useAppDispatch } from 'shared/store/hooks';
import { useMarketingText } from '../../i18n/marketing-text';
import { subscriptionApi } from './subscription-api';

export const SEND_FAILED = 'We could not reach our server just now. Please try again.';

/** What an emailed link asks for, and the words of its panel (in English, the keys of their translations). */
const ACTIONS = {
  confirm: {
    fragment: CONFIRM_FRAGMENT,
    heading: 'Confirm your newsletter subscription',
    intro:
      'Confirm to start receiving our newsletter at the address you gave. Every newsletter has a link to leave the list at any time.',
    button: 'Confirm my subscription',
    busy: 'Confirming…',
  },
  unsubscribe: {
    fragment: UNSUBSCRIBE_FRAGMENT,
    heading: 'Leave the newsletter',
    intro: 'Unsubscribe and we delete your address from the list and send you no more newsletters.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing…',
  },
} as const;

type Action = keyof typeof ACTIONS;
type Outcome = { ok: boolean; text: string; final: boolean };

/** The action and secret an emailed link brought, taken out of the address bar. */
function takeLink(): { action: Action; secret: string } | null {
  for (const action of Object.keys(ACTIONS) as Action[]) {
    const secret = takeFragmentSecret(ACTIONS[action].fragment);
    if (secret) return { action, secret };
  }
  return null;
}

function send(dispatch: ReturnType<typeof useAppDispatch>, action: Action, secret: string) {
  const { endpoints } = subscriptionApi;
  return action === 'confirm'
    ? sendOnce(dispatch(endpoints.confirmSubscription.initiate({ token: secret })))
    : sendOnce(dispatch(endpoints.unsubscribe.initiate({ key: secret })));
}

/**
 * The newsletter's confirmation and unsubscribe links open the privacy page with their secret in the
 * fragment; this panel, at the top, asks for one press of a button (a mail scanner that opens links
 * presses nothing). Without such a link it shows nothing.
 */
export default function SubscriptionPanel() {
  const dispatch = useAppDispatch();
  const [link, setLink] = useState<ReturnType<typeof takeLink>>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useMarketingText();

  // Read once, after hydration: the pre-rendered page knows no fragment, so the first render must not either.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLink(takeLink());
  }, []);
  useEffect(() => {
    if (link) heading.current?.focus();
  }, [link]);

  if (!link) return null;
  const words = ACTIONS[link.action];

  async function press() {
    if (!link || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await send(dispatch, link.action, link.secret);
      setOutcome({ ok: true, text: answer.message, final: true });
    } catch (error) {
      // A used, expired or unknown link is named at its field; a 4xx says why in its title (429: too
      // many attempts); anything else is worth another press.
      const body = errorBody(error);
      const errors = isApiErrorBody(body) ? body.errors : undefined;
      const dead = errors?.token?.[0] ?? errors?.key?.[0];
      if (dead) setOutcome({ ok: false, text: dead, final: true });
      else {
        const refused = isApiErrorBody(body) && (errorStatus(error) ?? 500) < 500;
        setOutcome({ ok: false, text: refused ? body.title : SEND_FAILED, final: false });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="subscription-panel" aria-labelledby="subscription-panel-title">
      <h2 id="subscription-panel-title" ref={heading} tabIndex={-1}>
        {t(words.heading)}
      </h2>
      {!outcome?.final && (
        <>
          <p>{t(words.intro)}</p>
          <button type="button" className="button button--primary" disabled={busy} onClick={press}>
            {busy ? t(words.busy) : t(words.button)}
          </button>
        </>
      )}
      <div role="status">
        {outcome && (
          <p
            className={`subscription-panel__outcome subscription-panel__outcome--${outcome.ok ? 'success' : 'problem'}`}
          >
            {t(outcome.text)}
          </p>
        )}
      </div>
    </section>
  );
}
