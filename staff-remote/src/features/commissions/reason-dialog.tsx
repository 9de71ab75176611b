import { formatPaise } from 'shared/format/inr';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { CommissionLine } from 'shared/contract/staff-earnings-responses';
import {
  commissionReasonSchema,
  EARNINGS_REASON_MAX_LENGTH,
  type CommissionReason,
} from 'shared/contract/staff-earnings-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { FormField } from 'shared/ui/form-field';
import { ModalDialog } from 'shared/ui/modal-dialog';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { useCommissionActionMutation } from './commissions-api';

export type ReasonAction = 'hold' | 'decline';

const WORDS = {
  hold: { verb: 'Hold', busy: 'Holding…', what: 'held' },
  decline: { verb: 'Decline', busy: 'Declining…', what: 'declined' },
} as const;

const REFUSED = {
  invalid: 'Check the reason: the BDE reads it.',
  failed: 'Nothing was changed. Check your connection and try again.',
};

function ReasonFields({
  action,
  problem,
  onCancel,
}: {
  action: ReasonAction;
  problem: string | null;
  onCancel: () => void;
}) {
  const formik = useFormikContext<CommissionReason>();
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  return (
    <form className="staff-form" noValidate onSubmit={onSubmit}>
      <FormField
        as="textarea"
        name="reason"
        label="Reason"
        rows={4}
        required
        maxLength={EARNINGS_REASON_MAX_LENGTH}
        hint={`At most ${EARNINGS_REASON_MAX_LENGTH} characters. The BDE reads it with the line.`}
      />
      {problem && (
        <p role="alert" className="staff-dialog__problem">
          {problem}
        </p>
      )}
      <div className="staff-dialog__actions">
        <button type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton label={`${WORDS[action].verb} the lines`} busyLabel={WORDS[action].busy} />
      </div>
    </form>
  );
}

interface ReasonDialogProps {
  action: ReasonAction;
  lines: CommissionLine[];
  /** Closed: `changed` holds the ids the API changed (none when cancelled). */
  onClose: (changed: number[] | null) => void;
}

/** Holding or declining lines: the reason (which the BDE reads) is asked for, and refusals shown inside. */
export function ReasonDialog({ action, lines, onClose }: ReasonDialogProps) {
  const [act] = useCommissionActionMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const total = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const count = lines.length === 1 ? 'one line' : `${lines.length} lines`;

  async function submit(values: CommissionReason, helpers: FormikHelpers<CommissionReason>) {
    setProblem(null);
    try {
      const { changed } = await act({
        action,
        lineIds: lines.map((line) => line.id),
        reason: values.reason.trim(),
      }).unwrap();
      onClose(changed);
    } catch (error) {
      setProblem(refusedForm(error, ['reason'], helpers, REFUSED));
    }
  }

  return createPortal(
    <ModalDialog
      backdropClassName="staff-dialog__backdrop"
      className="staff-dialog"
      onClose={() => onClose(null)}
    >
      {({ titleId, descriptionId }) => (
        <>
          <h2 id={titleId} tabIndex={-1}>
            {WORDS[action].verb} {count} ({formatPaise(total)})?
          </h2>
          <p id={descriptionId}>
            {action === 'hold'
              ? 'Held lines stay owed and can be approved or declined later. '
              : 'A declined line is final: it is never paid. '}
            Say why: the BDE reads your reason with each line {WORDS[action].what}, and the change is recorded
            in the audit log.
          </p>
          <Formik<CommissionReason>
            initialValues={{ reason: '' }}
            validationSchema={commissionReasonSchema}
            onSubmit={submit}
          >
            <ReasonFields action={action} problem={problem} onCancel={() => onClose(null)} />
          </Formik>
        </>
      )}
    </ModalDialog>,
    document.body,
  );
}
