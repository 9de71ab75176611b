import { useId, useState, type FormEvent } from 'react';
import { BDE_CODE_MAX_LENGTH } from 'shared/contract/staff-inbox-schema';

interface BdeCodeFilterProps {
  /** The filter as the address has it: a BDE code, 'none', or '' for any. */
  value: string;
  onChange: (value: string) => void;
}

function CodeForm({ value, onChange }: BdeCodeFilterProps) {
  const id = useId();
  const [text, setText] = useState(value === 'none' ? '' : value);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(text.trim().toUpperCase());
  };
  return (
    <form className="inbox-bde-filter" aria-label="Leads by BDE" onSubmit={onSubmit}>
      <div className="inbox-bde-filter__field">
        <label htmlFor={`${id}-code`}>BDE code</label>
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
        Show their leads
      </button>
      <button type="button" className="staff-button staff-button--quiet" onClick={() => onChange('none')}>
        Leads without a BDE
      </button>
      {value && (
        <button type="button" className="staff-button staff-button--quiet" onClick={() => onChange('')}>
          Any BDE
        </button>
      )}
      <p id={`${id}-now`} className="staff-hint" aria-live="polite">
        {value === 'none'
          ? 'Showing leads without a BDE.'
          : value
            ? `Showing the leads of ${value}.`
            : 'Showing every BDE’s leads.'}
      </p>
    </form>
  );
}

/** The leads of one BDE (by code), of none, or of any: typed, since a code is what staff are given. */
export function BdeCodeFilter(props: BdeCodeFilterProps) {
  // A new value from the address (Back, a link) starts the box afresh.
  return <CodeForm key={props.value} {...props} />;
}
