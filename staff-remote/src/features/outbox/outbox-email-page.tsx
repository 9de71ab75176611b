import { useEffect, type ReactNode } from 'react';
import type { OutboxEmailResponse } from 'shared/contract/staff-outbox-responses';
import { useAppDispatch } from 'shared/store/hooks';
import { staffApi } from '../../app/staff-api';
import { STAFF_SCREENS } from '../../app/staff-paths';
import { RecordPage, useRecordParam } from '../../ui/records/record-state';
import { formatWhen } from '../../ui/records/when';
import { StatusBadge } from '../../ui/lists/status-badge';
import { DeliveryNotice } from './delivery-notice';
import { EmailHtmlPart } from './email-html-part';
import { useOutboxEmailQuery } from './outbox-api';
import { OUTBOX_STATUS_LABELS } from './outbox-labels';
import '../../ui/records/inbox.css';
import './outbox.css';

const when = (iso: string) => <time dateTime={iso}>{formatWhen(iso)}</time>;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="inbox-fields__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Sending({ email }: { email: OutboxEmailResponse }) {
  return (
    <dl className="inbox-fields">
      <Field label="Status">
        <StatusBadge status={email.status} label={OUTBOX_STATUS_LABELS[email.status]} />
      </Field>
      <Field label="Queued">{when(email.createdAt)}</Field>
      <Field label="Attempts">{email.attempts}</Field>
      {email.sentAt && <Field label="Sent">{when(email.sentAt)}</Field>}
      {email.nextAttemptAt && (
        <Field label={email.attempts ? 'Next attempt' : 'Due'}>{when(email.nextAttemptAt)}</Field>
      )}
      {email.lastError && (
        <Field label="Last error">
          <code className="outbox-error">{email.lastError}</code>
        </Field>
      )}
    </dl>
  );
}

function Email({ email }: { email: OutboxEmailResponse }) {
  return (
    <>
      <header className="inbox-heading">
        <div>
          <h1>{email.subject}</h1>
          <p className="inbox-heading__meta">
            <StatusBadge status={email.status} label={OUTBOX_STATUS_LABELS[email.status]} /> To{' '}
            {email.toAddress} · <code>{email.template}</code>
          </p>
        </div>
      </header>
      <p className="staff-hint outbox-warning">
        This reading is recorded in the audit log. An email may hold a password-reset link, which opens the
        account it was sent to: never follow it or pass it on.
      </p>
      <DeliveryNotice delivery={email.delivery} />
      <div className="inbox-columns">
        <div className="inbox-column">
          <section className="staff-card inbox-section" aria-labelledby="outbox-text-title">
            <h2 id="outbox-text-title">Text part</h2>
            <pre className="outbox-pre">{email.text}</pre>
          </section>
          <section className="staff-card inbox-section" aria-labelledby="outbox-html-title">
            <h2 id="outbox-html-title">HTML part</h2>
            <EmailHtmlPart html={email.html} subject={email.subject} />
          </section>
        </div>
        <div className="inbox-column">
          <section className="staff-card inbox-section" aria-labelledby="outbox-sending-title">
            <h2 id="outbox-sending-title">Sending</h2>
            <Sending email={email} />
          </section>
          <section className="staff-card inbox-section" aria-labelledby="outbox-headers-title">
            <h2 id="outbox-headers-title">Headers</h2>
            <dl className="inbox-fields">
              {email.headers.map((header, index) => (
                <Field key={`${index}-${header.name}`} label={header.name}>
                  {header.value}
                </Field>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}

/** /staff/outbox/:emailId (admins): one email as sent, or as it will be. */
export function OutboxEmailPage() {
  const { id: emailId, arg } = useRecordParam('emailId');
  const result = useOutboxEmailQuery(arg, {
    refetchOnMountOrArgChange: true,
  });
  const dispatch = useAppDispatch();
  const opened = result.data?.id;
  useEffect(() => {
    // The server recorded this reading: the audit log, if it was seen, is out of date.
    if (opened !== undefined) dispatch(staffApi.util.invalidateTags(['StaffAudit']));
  }, [opened, dispatch]);
  return (
    <RecordPage
      id={emailId}
      result={result}
      what="email"
      listHref={STAFF_SCREENS.outbox}
      backLabel="← All emails"
      listLabel="Back to the outbox"
    >
      {(email) => <Email email={email} />}
    </RecordPage>
  );
}
