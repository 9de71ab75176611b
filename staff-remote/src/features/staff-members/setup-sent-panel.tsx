import { useEffect, useId, useRef } from 'react';
import { STAFF_SETUP_HOURS } from 'shared/contract/staff';

interface SetupSentPanelProps {
  /** Whose link it is, for the heading. */
  name: string;
  /** Where the server sent it: the member's own address. */
  emailedTo: string;
  /** Added or reset: the heading says which. */
  reason: 'added' | 'reset';
  onClose: () => void;
}

/**
 * Where a member's one-time set-up link went. The admin never sees the link itself: only the
 * member's own mailbox gets it, so nobody else can enroll a password and authenticator in their name.
 */
export function SetupSentPanel({ name, emailedTo, reason, onClose }: SetupSentPanelProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [name, emailedTo, reason]);

  return (
    <section className="staff-card members-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {reason === 'added' ? `${name} was added` : `${name}'s sign-in was reset`}
      </h2>
      <p>
        We emailed a one-time set-up link to <strong>{emailedTo}</strong>
        {reason === 'reset' && ', which also tells them their sign-in was reset'}. It works once, for{' '}
        {STAFF_SETUP_HOURS} hours: there they choose a password and add the account to an authenticator app.
      </p>
      <p className="staff-hint">
        If it does not arrive, whoever runs the server can print a new link with{' '}
        <code>npm run admin -- staff reset --email {emailedTo}</code>.
      </p>
      <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>
        Done
      </button>
    </section>
  );
}
