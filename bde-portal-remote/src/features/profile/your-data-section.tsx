import { useEffect, useRef, useState } from 'react';
import { BDE_DATA_PATHS } from 'shared/contract/bde-data';
import type { BdeErasureRequest } from 'shared/contract/bde-data-responses';
import { formatDateIn } from 'shared/format/date';
import { usePageLanguage } from 'shared/i18n/text';
import { useBdeText } from '../../i18n/bde-text';
import { FetchProblem, useLoggedFailure } from '../../ui/fetch-problem';
import { richText } from '../../ui/rich-text';
import { ErasureRequestForm } from './erasure-request-form';
import { useErasureStateQuery } from './your-data-api';
import 'shared/your-data/your-data.css';
import './your-data.css';

const WHAT_ERASURE_DOES =
  'We erase your name, contact details, date of birth, address, identity numbers and document copies, and close your account. Your proposals and projects (company names, amounts and dates) stay under your BDE code without your name, because the law requires us to keep accounting records; the leads you brought stay with the company as its clients’ records, no longer credited to you.';

/** Where the latest request stands, in words (never colour alone). */
function RequestState({ request }: { request: BdeErasureRequest }) {
  const t = useBdeText();
  const language = usePageLanguage();
  const asked = formatDateIn(request.requestedAt, language);
  if (request.status === 'pending') {
    return (
      <>
        <p>
          {richText(
            t,
            '{{state}}: you asked us on {{date}} to erase your data. Our staff will carry it out, or tell you why not; we have emailed you an acknowledgement.',
            { state: <strong>{t('Request pending')}</strong> },
            { date: asked },
          )}
        </p>
        {request.reason && <p>{t('Your reason: {{reason}}', { reason: request.reason })}</p>}
      </>
    );
  }
  if (request.status === 'declined') {
    const declined = <strong>{t('Request declined')}</strong>;
    const why = request.declineReason ?? t('ask us why.');
    return (
      <p>
        {request.handledAt
          ? richText(t, '{{state}} on {{date}}: {{reason}} You can ask again below.', {
              state: declined,
              date: formatDateIn(request.handledAt, language),
              reason: why,
            })
          : richText(t, '{{state}}: {{reason}} You can ask again below.', { state: declined, reason: why })}
      </p>
    );
  }
  return (
    <p>
      {richText(t, '{{state}}: your data was erased on {{date}}.', {
        state: <strong>{t('Erased')}</strong>,
        date: formatDateIn(request.handledAt ?? request.requestedAt, language),
      })}
    </p>
  );
}

/** Asking for erasure: where a request stands, and the form when none is pending. */
function ErasurePart({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  const { data, error, isLoading, refetch } = useErasureStateQuery(bdeCode);
  useLoggedFailure('your erasure request', error);
  const state = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const request = data?.request ?? null;
  // Once sent, focus goes to the words that say it is pending (the form is gone).
  useEffect(() => {
    if (sent && request?.status === 'pending') state.current?.focus();
  }, [sent, request]);

  if (error) return <FetchProblem what={t('your erasure request')} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <p aria-busy="true">{t('Checking for an erasure request…')}</p>;
  return (
    <>
      {request && (
        <div
          ref={state}
          tabIndex={-1}
          className={`bde-data__state bde-data__state--${request.status}`}
          role={sent ? 'status' : undefined}
        >
          <RequestState request={request} />
        </div>
      )}
      {request?.status !== 'pending' && request?.status !== 'done' && (
        <>
          <p>{t(WHAT_ERASURE_DOES)}</p>
          <ErasureRequestForm bdeCode={bdeCode} onSent={() => setSent(true)} />
        </>
      )}
    </>
  );
}

/** The profile's "Your data": a copy of what the site holds about the BDE, and asking for its erasure. */
export function YourDataSection({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  return (
    <section className="card portal-panel" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t('Your data')}</h2>
      <section className="your-data__part" aria-labelledby="bde-download-title">
        <h3 id="bde-download-title">{t('Download a copy')}</h3>
        <p>
          {t(
            'One JSON file with everything we hold about you: your profile, the identity-document copies we keep (their type, size and date, not the copies), your referrer and downline, proposals, projects, leads and follow-ups, consent records and sign-ins. Your Aadhaar number and PAN show only their last four characters: they are stored encrypted and never sent over the web, not even to you.',
          )}
        </p>
        {/* A plain link: the browser sends the session cookie and saves the answer as a file. */}
        <a className="button" href={BDE_DATA_PATHS.myData(bdeCode)} type="application/json">
          {t('Download my data')}
        </a>
      </section>
      <section className="your-data__part" aria-labelledby="bde-erase-title">
        <h3 id="bde-erase-title">{t('Ask us to erase your data')}</h3>
        <ErasurePart bdeCode={bdeCode} />
      </section>
    </section>
  );
}
