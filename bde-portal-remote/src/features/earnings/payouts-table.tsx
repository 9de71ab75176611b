import type { EarningsPayout } from 'shared/contract/bde-earnings-responses';
import { formatDateIn } from 'shared/format/date';
import { DataTable, type Column } from '../../ui/data-table';
import { formatMonth } from '../../ui/format-month';
import { StatusBadge } from '../../ui/status-badge';
import { inrOfPaise } from './paise';

const COLUMNS: Column<EarningsPayout>[] = [
  { header: 'Month', cell: (payout) => formatMonth(payout.month) },
  { header: 'Gross', numeric: true, cell: (payout) => inrOfPaise(payout.grossPaise) },
  { header: 'TDS', numeric: true, cell: (payout) => inrOfPaise(payout.tdsPaise) },
  { header: 'Net', numeric: true, cell: (payout) => inrOfPaise(payout.netPaise) },
  { header: 'Account', cell: (payout) => payout.accountMasked },
  { header: 'UTR', cell: (payout) => payout.utr ?? '—' },
  {
    header: 'Paid',
    cell: (payout) =>
      payout.paidAt ? (
        <time dateTime={payout.paidAt}>{formatDateIn(payout.paidAt)}</time>
      ) : (
        <StatusBadge status={payout.status} />
      ),
  },
];

/** Payouts, newest first, each with its bank reference (UTR) once the transfer is made. */
export function PayoutsTable({ payouts }: { payouts: EarningsPayout[] }) {
  return (
    <DataTable
      className="data-table data-table--earnings"
      caption="Payouts"
      columns={COLUMNS}
      rows={payouts}
      rowKey={(payout) => String(payout.id)}
      empty={payouts.length === 0 && 'No payouts yet.'}
    />
  );
}
