import { useEffect, useRef } from 'react';
import { COMPANY } from 'shared/content/company';
import { Link } from 'shared/routing/router';
import { STAFF_SCREENS } from '../../app/staff-paths';

export const RECOVERY_CODES_FILE = 'deccan-stack-recovery-codes.txt';

/** The codes as a text file: who they are for, and how to use them. */
export function recoveryCodesText(email: string, codes: string[]): string {
  return [
    `${COMPANY.shortName} back office: recovery codes for ${email}`,
    '',
    'Each code signs you in once, in place of an authenticator code. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Set-up is done: the recovery codes, shown this once, to keep; then sign in. */
export function RecoveryCodesPanel({ email, codes }: { email: string; codes: string[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the reader starts at the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="staff-setup-done" className="staff-account__steps">
      <div>
        <h2 id="staff-setup-done" ref={heading} tabIndex={-1}>
          Your account is ready. Keep these recovery codes
        </h2>
        <p className="staff-account__notice">
          If you lose your phone, each code below signs you in once in place of an authenticator code. They
          are shown only now: download them or write them down, and keep them somewhere safe.
        </p>
        <ol className="staff-account__codes" aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="staff-account__actions">
          <button
            type="button"
            className="staff-button staff-button--quiet"
            onClick={() => download(RECOVERY_CODES_FILE, recoveryCodesText(email, codes))}
          >
            Download as text
          </button>
          <Link to={STAFF_SCREENS.login}>Sign in as {email}</Link>
        </div>
      </div>
    </section>
  );
}
