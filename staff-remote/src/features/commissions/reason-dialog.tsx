import { formatPaise } from 'shared/format/inr';
import type { CommissionLine } from 'shared/contract/staff-earnings-responses';
import {
  commissionReasonSchema,
  EARNINGS_REASON_MAX_LENGTH,
  type CommissionReason,
} from 'shared/contract/staff-earnings-schema';
import { FormDialog, ReasonField } from '../../app/form-dialog';
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

interface ReasonDialogProps {
  action: ReasonAction;
  lines: CommissionLine[];
  /** Closed: `changed` holds the ids the API changed (none when cancelled). */
  onClose: (changed: number[] | null) => void;
}

/** Holding or declining lines: the reason (which the BDE reads) is asked for, and refusals shown inside. */
export function ReasonDialog({ action, lines, onClose }: ReasonDialogProps) {
  const [act] = useCommissionActionMutation();
  const total = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const count = lines.length === 1 ? 'one line' : `${lines.length} lines`;

  async function send(values: CommissionReason) {
    const lineIds = lines.map((line) => line.id);
    const { changed } = await act({ action, lineIds, reason: values.reason.trim() }).unwrap();
    onClose(changed);
  }

  return (
    <FormDialog<CommissionReason>
      title={`${WORDS[action].verb} ${count} (${formatPaise(total)})?`}
      description={
        <>
          {action === 'hold'
            ? 'Held lines stay owed and can be approved or declined later. '
            : 'A declined line is final: it is never paid. '}
          Say why: the BDE reads your reason with each line {WORDS[action].what}, and the change is recorded
          in the audit log.
        </>
      }
      initialValues={{ reason: '' }}
      validationSchema={commissionReasonSchema}
      send={send}
      fields={['reason']}
      refused={REFUSED}
      submitLabel={`${WORDS[action].verb} the lines`}
      busyLabel={WORDS[action].busy}
      onCancel={() => onClose(null)}
    >
      <ReasonField
        maxLength={EARNINGS_REASON_MAX_LENGTH}
        hint={`At most ${EARNINGS_REASON_MAX_LENGTH} characters. The BDE reads it with the line.`}
      />
    </FormDialog>
  );
}
