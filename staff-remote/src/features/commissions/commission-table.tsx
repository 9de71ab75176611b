import { formatPlainDay } from 'shared/format/month';
import { formatPaise } from 'shared/format/inr';
import type { CommissionLine } from 'shared/contract/staff-earnings-responses';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import { COMMISSION_STATUS_LABELS, levelLabel, percentLabel } from '../../ui/earnings/commission-labels';
import { Money } from '../../ui/earnings/money';
import { StatusBadge } from '../../ui/lists/status-badge';
import { ScrollingTable } from '../../ui/scrolling-table';

interface CommissionTableProps {
  lines: CommissionLine[];
  /** Lines that can be acted on get a checkbox; null when none on this page can. */
  selected: ReadonlySet<number> | null;
  onToggle: (lineId: number) => void;
  busy: boolean;
  empty: string;
}

const lineName = (line: CommissionLine) =>
  `${line.partner.fullName}, ${levelLabel(line.level).toLowerCase()} on ${line.companyName}, ${formatPaise(line.amountPaise)}`;

/**
 * One page of commission lines as a table; where its columns do not fit (a phone) each row is a card,
 * each cell under its column's name (staff.css, `data-label`).
 */
export function CommissionTable({ lines, selected, onToggle, busy, empty }: CommissionTableProps) {
  const columns = [
    ...(selected ? ['Select'] : []),
    'Partner',
    'Level',
    'Rate',
    'Amount',
    'Project',
    'Payment date',
    'Status',
    'Reason',
  ];
  return (
    <ScrollingTable
      caption="Commission lines"
      label="Commission lines"
      className="staff-table staff-table--list earnings-table"
      busy={busy}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              className={column === 'Amount' || column === 'Rate' ? 'staff-table__number' : undefined}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="staff-table__empty">
              {empty}
            </td>
          </tr>
        ) : (
          lines.map((line) => (
            <tr key={line.id}>
              {selected && (
                <td data-label="Select">
                  <input
                    type="checkbox"
                    className="earnings-row-check"
                    checked={selected.has(line.id)}
                    onChange={() => onToggle(line.id)}
                    aria-label={`Select ${lineName(line)}`}
                  />
                </td>
              )}
              <th scope="row" data-label="Partner">
                <Link to={staffScreen.partner(line.partner.bdeCode)}>
                  <span className="earnings-stack">
                    <span>{line.partner.fullName}</span>
                    <span className="earnings-muted">{line.partner.bdeCode}</span>
                  </span>
                </Link>
              </th>
              <td data-label="Level">{levelLabel(line.level)}</td>
              <td data-label="Rate" className="staff-table__number">
                {percentLabel(line.basisPoints)}
              </td>
              <td data-label="Amount" className="staff-table__number">
                <Money paise={line.amountPaise} />
              </td>
              <td data-label="Project">
                <Link to={staffScreen.projectPayments(line.projectId)}>{line.companyName}</Link>
              </td>
              <td data-label="Payment date">
                <time dateTime={line.paymentReceivedOn}>{formatPlainDay(line.paymentReceivedOn)}</time>
              </td>
              <td data-label="Status">
                <StatusBadge status={line.status} label={COMMISSION_STATUS_LABELS[line.status]} />
              </td>
              <td data-label="Reason">{line.reason ?? <span className="earnings-muted">None</span>}</td>
            </tr>
          ))
        )}
      </tbody>
    </ScrollingTable>
  );
}
