import type { OutboxListResponse } from 'shared/contract/staff-outbox-responses';

/** Whether the server sends at all: without SMTP_URL every email stays here, which must not surprise anyone. */
export function DeliveryNotice({ delivery }: { delivery: OutboxListResponse['delivery'] | undefined }) {
  if (!delivery) return null;
  if (!delivery.sending) {
    return (
      <div className="staff-status outbox-notice outbox-notice--off">
        <p>
          <strong>Not sending: SMTP_URL is not set; messages wait here.</strong>
        </p>
        <p>
          Set SMTP_URL (and MAIL_FROM) and restart the server to send them: the waiting emails go first. Until
          then, nobody receives a reset link or an acknowledgement.
        </p>
      </div>
    );
  }
  return (
    <p className="staff-status outbox-notice">
      Sending through SMTP as <strong>{delivery.from}</strong>. An email the server refuses for now is tried
      again after 1 minute, 5, 30, 2 hours and so on, and given up after 8 attempts.
    </p>
  );
}
