import { useId, useState, type FormEvent } from 'react';
import { BDE_CODE_MAX_LENGTH } from 'shared/contract/staff-inbox-schema';

interface PartnerFilterProps {
  /** The BDE code the address has, or '' for every partner. */
  value: string;
  onChange: (value: string) => void;
}

function CodeForm({ value, onChange }: PartnerFilterProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(text.trim().toUpperCase());
  };
  return (
    <form className="inbox-bde-filter" aria-label="Lines by partner" onSubmit={onSubmit}>
      <div className="inbox-bde-filter__field">
        <label htmlFor={`${id}-code`}>Partner’s BDE code</label>
        <input
          id={`${id}-code`}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={BDE_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-now`}
        />
      </div>
      <button type="submit" className="staff-button staff-button--quiet">
        Show their lines
      </button>
      {value && (
        <button type="button" className="staff-button staff-button--quiet" onClick={() => onChange('')}>
          Every partner
        </button>
      )}
      <p id={`${id}-now`} className="staff-hint" aria-live="polite">
        {value ? `Showing the lines of ${value}.` : 'Showing every partner’s lines.'}
      </p>
    </form>
  );
}

/** The lines of one partner (by BDE code, as staff are given it) or of every partner. */
export function PartnerFilter(props: PartnerFilterProps) {
  // A new value from the address (Back, a link) starts the box afresh.
  return <CodeForm key={props.value} {...props} />;
}
