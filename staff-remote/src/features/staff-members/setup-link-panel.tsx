import { useEffect, useId, useRef, useState } from 'react';
import { STAFF_SETUP_HOURS } from 'shared/contract/staff';

interface SetupLinkPanelProps {
  /** Whose link it is, for the heading. */
  name: string;
  link: string;
  /** Added or reset: the heading says which. */
  reason: 'added' | 'reset';
  onClose: () => void;
}

/**
 * A member's one-time set-up link, shown once (the server keeps only its hash): readable, selectable
 * and copied with one button, to send to the person privately.
 */
export function SetupLinkPanel({ name, link, reason, onClose }: SetupLinkPanelProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => heading.current?.focus(), [link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section className="staff-card members-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {reason === 'added' ? `${name} was added` : `${name}'s sign-in was reset`}
      </h2>
      <p>
        Send {name} this set-up link privately. It works once, for {STAFF_SETUP_HOURS} hours, and is not shown
        again: there they choose a password and add the account to an authenticator app.
      </p>
      <label htmlFor={`${id}-link`}>Set-up link</label>
      <div className="members-link__row">
        <input
          id={`${id}-link`}
          className="members-link__input"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="staff-button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p role="status" className="staff-hint">
        {copied === 'yes' && 'Copied. Paste it into a message to them.'}
        {copied === 'failed' && 'This browser would not copy it: select the link and copy it yourself.'}
      </p>
      <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>
        Done
      </button>
    </section>
  );
}
