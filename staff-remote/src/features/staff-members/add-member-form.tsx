import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { STAFF_ROLES } from 'shared/contract/staff';
import {
  STAFF_NAME_MAX_LENGTH,
  staffMemberAddInitialValues,
  staffMemberAddSchema,
  type StaffMemberAddRequest,
} from 'shared/contract/staff-account-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { ROLE_LABELS } from './member-labels';
import { useAddStaffMemberMutation } from './staff-members-api';

const INVALID_FORM = 'Check the fields marked below.';
const ADD_FAILED = 'Could not add them. Check your connection and try again.';

function Fields({ problem, onInvalid }: { problem: string | null; onInvalid: () => void }) {
  const formik = useFormikContext<StaffMemberAddRequest>();
  const onSubmit = useCheckedSubmit(formik, onInvalid);
  return (
    <form className="staff-form members-add__form" noValidate onSubmit={onSubmit}>
      <FormField name="name" label="Name" autoComplete="off" maxLength={STAFF_NAME_MAX_LENGTH} required />
      <FormField name="email" label="Email" type="email" autoComplete="off" required />
      <FormField
        as="select"
        name="role"
        label="Role"
        hint="Staff handle messages, leads, partners and subscribers; recruiters only openings and applications. Admins do all of it, and also add, disable and reset staff and read the audit log."
        required
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </FormField>
      <p className="members-add__problem" role="alert">
        {problem}
      </p>
      <div>
        <SubmitButton label="Add and email their set-up link" busyLabel="Adding…" />
      </div>
    </form>
  );
}

/** Name, email and role; the server emails the person their set-up link, and `onAdded` hears where. */
export function AddMemberForm({ onAdded }: { onAdded: (name: string, emailedTo: string) => void }) {
  const [add] = useAddStaffMemberMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: StaffMemberAddRequest, helpers: FormikHelpers<StaffMemberAddRequest>) {
    setProblem(null);
    try {
      const fields = staffMemberAddSchema.cast(values);
      const { emailedTo } = await add(fields).unwrap();
      helpers.resetForm();
      onAdded(fields.name, emailedTo);
    } catch (error) {
      setProblem(
        refusedForm(error, ['name', 'email', 'role'], helpers, { invalid: INVALID_FORM, failed: ADD_FAILED }),
      );
    }
  }

  return (
    <section className="staff-card members-add" aria-labelledby="members-add-title">
      <h2 id="members-add-title">Add a staff member</h2>
      <Formik<StaffMemberAddRequest>
        initialValues={staffMemberAddInitialValues}
        validationSchema={staffMemberAddSchema}
        onSubmit={submit}
      >
        <Fields problem={problem} onInvalid={() => setProblem(INVALID_FORM)} />
      </Formik>
    </section>
  );
}
