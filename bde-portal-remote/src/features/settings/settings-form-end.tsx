import { SubmitButton } from 'shared/ui/submit-button';

interface SettingsFormEndProps {
  /** Why the last save failed, if it did. */
  problem: string | null;
  /** What the last save did, once it succeeded. */
  done: string | null;
  label: string;
  busyLabel: string;
}

/** The foot of a settings form: what went wrong or what was saved, then its one button. */
export function SettingsFormEnd({ problem, done, label, busyLabel }: SettingsFormEndProps) {
  return (
    <>
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p className="form-success" role="status">
          {done}
        </p>
      )}
      <div className="form-actions">
        <SubmitButton label={label} busyLabel={busyLabel} />
      </div>
    </>
  );
}
