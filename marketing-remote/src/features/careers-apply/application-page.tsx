import { useEffect, useRef, useState } from 'react';
import { errorStatus } from 'shared/forms/call-errors';
import { APPLICATION_LINK_KEY } from 'shared/contract/careers';
import { APPLICATION_MESSAGES } from 'shared/contract/job-application';
import type { ApplicationStatus } from 'shared/contract/job-application-responses';
import { MESSAGES } from 'shared/contract/messages';
import { PATHS } from 'shared/contract/route-paths';
import { formatDateIn } from 'shared/format/date';
import { takeFragmentSecret } from 'shared/links/fragment-secret';
import { Link } from 'shared/routing/router';
import { useMarketingText } from '../../i18n/marketing-text';
import { PageBand } from '../../ui/page-band';
import { PageIntro } from '../../ui/page-intro';
import { useApplicationStatusMutation } from './application-api';
import { SendLinkForm } from './send-link-form';
import { WithdrawApplication } from './withdraw-application';
import '../../ui/marketing.css';
import './application-page.css';

export const NO_KEY =
  'This page shows an application only through the private link in the email we sent when you applied. Open that link again, or ask below for it to be sent again.';
export const LOOKUP_FAILED = 'We could not reach our server just now. Please try again.';

type View =
  | { kind: 'looking' }
  | { kind: 'no-key' }
  | { kind: 'found'; status: ApplicationStatus }
  | { kind: 'unknown' }
  | { kind: 'failed'; message: string; retry: boolean }
  | { kind: 'withdrawn'; message: string };

/** What a failed lookup says, and whether pressing again could help. */
function failure(error: unknown): View {
  const status = errorStatus(error);
  if (status === 404) return { kind: 'unknown' };
  if (status === 429) return { kind: 'failed', message: MESSAGES.tooManyAttempts, retry: true };
  if (status === 400) return { kind: 'unknown' };
  return { kind: 'failed', message: LOOKUP_FAILED, retry: true };
}

function Details({ status }: { status: ApplicationStatus }) {
  const t = useMarketingText();
  return (
    <dl className="application-facts">
      <div>
        <dt>{t('Opening')}</dt>
        <dd>{status.opening.title}</dd>
      </div>
      <div>
        <dt>{t('Stage')}</dt>
        <dd>
          <strong className="application-stage">{status.stage.label}</strong>
          <span className="application-stage__explanation">{status.stage.explanation}</span>
        </dd>
      </div>
      <div>
        <dt>{t('Applied on')}</dt>
        <dd>{formatDateIn(status.appliedAt)}</dd>
      </div>
      {status.updatedAt.slice(0, 16) !== status.appliedAt.slice(0, 16) && (
        <div>
          <dt>{t('Last updated')}</dt>
          <dd>{formatDateIn(status.updatedAt)}</dd>
        </div>
      )}
      <div>
        <dt>{t('This link works until')}</dt>
        <dd>{formatDateIn(status.linkExpiresAt)}</dd>
      </div>
    </dl>
  );
}

function CareersLink() {
  const t = useMarketingText();
  return <Link to={PATHS.careers}>{t('See our current openings')}</Link>;
}

/**
 * The candidate's private page: the link's secret is taken from the fragment (and out of the address
 * bar), sent in a POST body, and the application's stage shown, with a way to withdraw it.
 */
export function ApplicationPage() {
  // The page is drawn in the browser only (never pre-rendered): the fragment is there at first render.
  const [key, setKey] = useState(() =>
    typeof window === 'undefined' ? null : takeFragmentSecret(APPLICATION_LINK_KEY),
  );
  const [view, setView] = useState<View>(key ? { kind: 'looking' } : { kind: 'no-key' });
  const [lookUp] = useApplicationStatusMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useMarketingText();

  const load = (secret: string) =>
    lookUp({ key: secret })
      .unwrap()
      .then(
        (status) => setView({ kind: 'found', status }),
        (error: unknown) => setView(failure(error)),
      );

  useEffect(() => {
    if (key) void load(key);
    // A link opened in this same tab changes only the fragment: the page is not loaded again.
    const linkOpened = () => {
      const secret = takeFragmentSecret(APPLICATION_LINK_KEY);
      if (!secret) return;
      setKey(secret);
      setView({ kind: 'looking' });
      void load(secret);
    };
    window.addEventListener('hashchange', linkOpened);
    return () => window.removeEventListener('hashchange', linkOpened);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each outcome that replaces what was shown is announced by moving to its heading.
  const shownFirst = useRef(view.kind);
  useEffect(() => {
    if (view.kind !== 'looking' && view.kind !== shownFirst.current) heading.current?.focus();
  }, [view.kind]);

  return (
    <>
      <PageIntro title={t('Your application')} eyebrow={t('Careers')} />
      <PageBand labelledBy="application-title">
        <div className="application-page">
          {view.kind === 'looking' && (
            <>
              <h2 id="application-title">{t('Looking up your application')}</h2>
              <p role="status">{t('One moment…')}</p>
            </>
          )}
          {view.kind === 'found' && key && (
            <>
              <h2 id="application-title" ref={heading} tabIndex={-1}>
                {view.status.opening.title}
              </h2>
              <Details status={view.status} />
              <WithdrawApplication
                secret={key}
                onWithdrawn={(message) => setView({ kind: 'withdrawn', message })}
                onGone={() => setView({ kind: 'unknown' })}
              />
            </>
          )}
          {view.kind === 'withdrawn' && (
            <>
              <h2 id="application-title" ref={heading} tabIndex={-1}>
                {t('Application withdrawn')}
              </h2>
              <p>{view.message}</p>
              <p>
                <CareersLink />
              </p>
            </>
          )}
          {(view.kind === 'unknown' || view.kind === 'no-key') && (
            <>
              <h2 id="application-title" ref={heading} tabIndex={-1}>
                {t('No application to show')}
              </h2>
              <p>{view.kind === 'unknown' ? APPLICATION_MESSAGES.unknownKey : t(NO_KEY)}</p>
              <SendLinkForm />
              <p>
                <CareersLink />
              </p>
            </>
          )}
          {view.kind === 'failed' && (
            <>
              <h2 id="application-title" ref={heading} tabIndex={-1}>
                {t('Your application could not be shown')}
              </h2>
              <p>{t(view.message)}</p>
              {view.retry && key && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => {
                    setView({ kind: 'looking' });
                    void load(key);
                  }}
                >
                  {t('Try again')}
                </button>
              )}
            </>
          )}
        </div>
      </PageBand>
    </>
  );
}
