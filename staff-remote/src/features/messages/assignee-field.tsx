import { useField } from 'formik';
import { useId } from 'react';
import type { StaffRef } from 'shared/contract/staff-inbox-responses';

interface AssigneeFieldProps {
  /** The active staff members. */
  assignees: StaffRef[];
  /** Who has the message now, listed even when their account has since been disabled. */
  current: StaffRef | null;
}

/**
 * The message's assignee as a labelled select whose value is a staff member's id or null (nobody),
 * as the API takes it; its error is tied to it like any shared form field's.
 */
export function AssigneeField({ assignees, current }: AssigneeFieldProps) {
  const [field, meta, helpers] = useField<number | null>('assigneeId');
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  const options =
    current && !assignees.some((member) => member.id === current.id)
      ? [...assignees, { ...current, name: `${current.name} (account disabled)` }]
      : assignees;
  return (
    <div className="field">
      <label htmlFor={id}>Assigned to</label>
      <select
        id={id}
        name={field.name}
        value={field.value === null ? '' : String(field.value)}
        onChange={(event) =>
          void helpers.setValue(event.target.value === '' ? null : Number(event.target.value))
        }
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Nobody</option>
        {options.map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
