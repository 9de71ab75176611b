import { formatPlainDay } from 'shared/format/month';
import { formatPaise } from 'shared/format/inr';
import { useState, type ReactNode } from 'react';
import type { PaymentEntry } from 'shared/contract/staff-earnings-responses';
import { formatDateIn } from 'shared/format/date';
import { EarningsTable } from '../../ui/earnings/earnings-table';
import { Money } from '../../ui/earnings/money';
import { ReversalDialog } from './reversal-dialog';

interface PaymentGroup {
  payment: PaymentEntry;
  reversals: PaymentEntry[];
  /** What is left of the payment once its reversals are taken off, in paise. */
  remains: number;
}

/** Each payment followed by its reversals, in the ledger's order. */
export function groupEntries(entries: PaymentEntry[]): PaymentGroup[] {
  const groups = entries
    .filter((entry) => entry.reversalOf === null)
    .map((payment) => {
      const reversals = entries.filter((entry) => entry.reversalOf === payment.id);
      const remains = reversals.reduce((sum, entry) => sum + entry.amountPaise, payment.amountPaise);
      return { payment, reversals, remains };
    });
  return groups;
}

const KIND_LABELS = { refund: 'Refund', 'bounced cheque': 'Bounced cheque' } as const;

function EntryRow({ entry, action }: { entry: PaymentEntry; action?: ReactNode }) {
  const reversal = entry.reversalOf !== null;
  return (
    <tr className={reversal ? 'earnings-reversal' : undefined}>
      <th scope="row" data-label="Date">
        <time dateTime={entry.receivedOn}>{formatPlainDay(entry.receivedOn)}</time>
      </th>
      <td className="staff-table__number" data-label="Amount">
        <Money paise={entry.amountPaise} />
      </td>
      <td data-label="Entry">
        {reversal
          ? `${entry.reversalKind ? KIND_LABELS[entry.reversalKind] : 'Reversal'} of payment #${entry.reversalOf}`
          : `Payment #${entry.id}${entry.mode ? ` by ${entry.mode}` : ''}`}
      </td>
      <td data-label="Bank reference">
        {entry.bankReference ?? <span className="earnings-muted">None</span>}
      </td>
      <td data-label="Reason">{entry.reason ?? <span className="earnings-muted">None</span>}</td>
      <td data-label="Recorded">
        {entry.recordedBy.name}, <time dateTime={entry.createdAt}>{formatDateIn(entry.createdAt)}</time>
      </td>
      <td data-label="Reversal">{action ?? <span className="earnings-muted">None</span>}</td>
    </tr>
  );
}

/** The project's ledger: payments, each with its reversals and a way to record one. */
export function PaymentEntries({ entries }: { entries: PaymentEntry[] }) {
  const [reversing, setReversing] = useState<PaymentGroup | null>(null);
  const groups = groupEntries(entries);
  return (
    <>
      <EarningsTable
        label="Payments and reversals"
        headers={['Date', 'Amount', 'Entry', 'Bank reference', 'Reason', 'Recorded', 'Reversal']}
        amounts={['Amount']}
        empty={groups.length === 0 && 'No payments recorded yet.'}
      >
        {groups.flatMap((group) => [
          <EntryRow
            key={group.payment.id}
            entry={group.payment}
            action={
              group.remains > 0 ? (
                <button
                  type="button"
                  className="staff-button staff-button--quiet"
                  onClick={() => setReversing(group)}
                >
                  Record a reversal
                  <span className="visually-hidden">
                    {' '}
                    of payment #{group.payment.id}, {formatPaise(group.payment.amountPaise)}
                  </span>
                </button>
              ) : (
                <span className="earnings-muted">Fully reversed</span>
              )
            }
          />,
          ...group.reversals.map((reversal) => <EntryRow key={reversal.id} entry={reversal} />),
        ])}
      </EarningsTable>
      {reversing && (
        <ReversalDialog
          payment={reversing.payment}
          remains={reversing.remains}
          onClose={() => setReversing(null)}
        />
      )}
    </>
  );
}
