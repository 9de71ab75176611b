import { useId, useState, type FormEvent } from 'react';
import { BDE_CODE_MAX_LENGTH } from 'shared/contract/staff-inbox-schema';

/** What a list calls its rows and its filter, in the filter's words. */
export interface BdeCodeFilterWords {
  form: string;
  field: string;
  submit: string;
  every: string;
  showingEvery: string;
  showing: (code: string) => string;
  /** A way to the rows with no BDE, where a list has such rows. */
  none?: { button: string; showing: string };
}

interface BdeCodeFilterProps {
  /** The filter as the address has it: a BDE code, 'none' (when `words.none`), or '' for any. */
  value: string;
  onChange: (value: string) => void;
  words: BdeCodeFilterWords;
}

function CodeForm({ value, onChange, words }: BdeCodeFilterProps) {
  const id = useId();
  const [text, setText] = useState(value === 'none' && words.none ? '' : value);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(text.trim().toUpperCase());
  };
  const showing =
    value === 'none' && words.none ? words.none.showing : value ? words.showing(value) : words.showingEvery;
  return (
    <form className="inbox-bde-filter" aria-label={words.form} onSubmit={onSubmit}>
      <div className="inbox-bde-filter__field">
        <label htmlFor={`${id}-code`}>{words.field}</label>
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
        {words.submit}
      </button>
      {words.none && (
        <button type="button" className="staff-button staff-button--quiet" onClick={() => onChange('none')}>
          {words.none.button}
        </button>
      )}
      {value && (
        <button type="button" className="staff-button staff-button--quiet" onClick={() => onChange('')}>
          {words.every}
        </button>
      )}
      <p id={`${id}-now`} className="staff-hint" aria-live="polite">
        {showing}
      </p>
    </form>
  );
}

/** A list's rows of one BDE, typed by code (a code is what staff are given), or of every BDE. */
export function BdeCodeFilter(props: BdeCodeFilterProps) {
  // A new value from the address (Back, a link) starts the box afresh.
  return <CodeForm key={props.value} {...props} />;
}
