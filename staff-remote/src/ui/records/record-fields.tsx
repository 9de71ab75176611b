import type { ReactNode } from 'react';

export interface RecordField {
  label: string;
  /** Empty text shows as "Not given". */
  value: ReactNode;
}

/** A record's fields as a definition list: each label with its value. */
export function RecordFields({ fields }: { fields: RecordField[] }) {
  return (
    <dl className="inbox-fields">
      {fields.map(({ label, value }) => (
        <div key={label} className="inbox-fields__row">
          <dt>{label}</dt>
          <dd>
            {value === '' || value === null || value === undefined ? (
              <span className="inbox-muted">Not given</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A web address from a form as a link, only when it is an http(s) address; as plain text otherwise. */
export function WebAddress({ url }: { url: string }) {
  return isWebAddress(url) ? (
    <a href={url} rel="noopener noreferrer nofollow" target="_blank">
      {url}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    <>{url}</>
  );
}

function isWebAddress(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
