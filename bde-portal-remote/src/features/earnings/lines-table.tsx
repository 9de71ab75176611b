import type { EarningsLine } from 'shared/contract/bde-earnings-responses';
import { formatDateIn } from 'shared/format/date';
import { DataTable, type Column } from '../../ui/data-table';
import { StatusBadge } from '../../ui/status-badge';
import { inrOfPaise, percentOfBasisPoints } from './paise';

const levelText = (line: EarningsLine) =>
  line.level === 0 ? 'Your project' : `Level ${line.level} (${line.creditedBdeCode})`;

const COLUMNS: Column<EarningsLine>[] = [
  { header: 'Project', cell: (line) => line.companyName },
  {
    header: 'Payment',
    cell: (line) => <time dateTime={line.paymentReceivedOn}>{formatDateIn(line.paymentReceivedOn)}</time>,
  },
  { header: 'Level', cell: levelText },
  { header: 'Rate', numeric: true, cell: (line) => percentOfBasisPoints(line.basisPoints) },
  {
    header: 'Amount',
    numeric: true,
    cell: (line) =>
      line.amountPaise < 0 ? (
        <>
          <span className="earnings-amount--reversal">
            −{inrOfPaise(-line.amountPaise)} <span className="earnings-note">reversal</span>
          </span>
          {line.reversalReason && <span className="earnings-reason">Reason: {line.reversalReason}</span>}
        </>
      ) : (
        inrOfPaise(line.amountPaise)
      ),
  },
  {
    header: 'Status',
    cell: (line) => (
      <>
        <StatusBadge status={line.status} />
        {line.reason && (line.status === 'held' || line.status === 'declined') && (
          <span className="earnings-reason">Reason: {line.reason}</span>
        )}
      </>
    ),
  },
];

/** Commission lines, newest first: a reversal's negative amount is marked as one, a hold or decline gives its reason. */
export function LinesTable({ lines, moreLines }: { lines: EarningsLine[]; moreLines: number }) {
  return (
    <>
      <DataTable
        className="data-table data-table--earnings"
        caption="Commission lines"
        columns={COLUMNS}
        rows={lines}
        rowKey={(line) => String(line.id)}
        empty={
          lines.length === 0 && 'No commission yet: it appears here when a payment is received on a project.'
        }
      />
      {moreLines > 0 && (
        <p className="dashboard-card__note">
          The newest {lines.length} lines are shown; {moreLines} older ones are in your monthly statements.
        </p>
      )}
    </>
  );
}
