import { Formik, useFormikContext, type FormikConfig, type FormikHelpers, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm, type RefusedFormWords } from './refused-form';
import { DialogActions, StaffDialog } from './staff-dialog';

interface FormDialogProps<Values extends FormikValues> {
  title: ReactNode;
  description: ReactNode;
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** Does what the dialog asks; when it throws, the API's field errors go on `fields`. */
  send: (values: Values) => Promise<void>;
  fields: ReadonlyArray<keyof Values & string>;
  refused: RefusedFormWords;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
  /** The form's fields. */
  children: ReactNode;
}

interface DialogFormProps {
  problem: string | null;
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

function DialogForm({ problem, onCancel, submitLabel, busyLabel, children }: DialogFormProps) {
  const formik = useFormikContext<object>();
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  return (
    <form className="staff-form" noValidate onSubmit={onSubmit}>
      {children}
      <DialogActions problem={problem} onCancel={onCancel}>
        <SubmitButton label={submitLabel} busyLabel={busyLabel} />
      </DialogActions>
    </form>
  );
}

/** A staff dialog that asks for a few fields before acting; a refusal is said inside, to try again. */
export function FormDialog<Values extends FormikValues>(props: FormDialogProps<Values>) {
  const { title, description, initialValues, validationSchema, send, fields, refused, onCancel } = props;
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setProblem(null);
    try {
      await send(values);
    } catch (error) {
      setProblem(refusedForm(error, fields, helpers, refused));
    }
  }

  return (
    <StaffDialog title={title} description={description} onClose={onCancel}>
      <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
        <DialogForm
          problem={problem}
          onCancel={onCancel}
          submitLabel={props.submitLabel}
          busyLabel={props.busyLabel}
        >
          {props.children}
        </DialogForm>
      </Formik>
    </StaffDialog>
  );
}

/** The reason a BDE reads (a hold, a decline, a reversal): a required text of bounded length. */
export function ReasonField({
  maxLength,
  hint,
  rows = 4,
}: {
  maxLength: number;
  hint: string;
  rows?: number;
}) {
  return (
    <FormField
      as="textarea"
      name="reason"
      label="Reason"
      rows={rows}
      required
      maxLength={maxLength}
      hint={hint}
    />
  );
}
