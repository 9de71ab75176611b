import type { EarningsPayout } from 'shared/contract/bde-earnings-responses';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { WorkStatusBadge } from '../../i18n/work/work-names';
import { DataTable, type Column } from '../../ui/data-table';

/** Payouts, newest first, each with its bank reference (UTR) once the transfer is made. */
export function PayoutsTable({ payouts }: { payouts: EarningsPayout[] }) {
  const t = useBdeText();
  const { date, month, paise } = useWorkFormat();
  const columns: Column<EarningsPayout>[] = [
    { header: t('Month'), cell: (payout) => month(payout.month) },
    { header: t('Gross'), numeric: true, cell: (payout) => paise(payout.grossPaise) },
    { header: t('TDS'), numeric: true, cell: (payout) => paise(payout.tdsPaise) },
    { header: t('Net'), numeric: true, cell: (payout) => paise(payout.netPaise) },
    { header: t('Account'), cell: (payout) => payout.accountMasked },
    { header: t('UTR'), cell: (payout) => payout.utr ?? '—' },
    {
      header: t('Paid'),
      cell: (payout) =>
        payout.paidAt ? (
          <time dateTime={payout.paidAt}>{date(payout.paidAt)}</time>
        ) : (
          <WorkStatusBadge status={payout.status} />
        ),
    },
  ];
  return (
    <DataTable
      className="data-table data-table--earnings"
      caption={t('Payouts')}
      columns={columns}
      rows={payouts}
      rowKey={(payout) => String(payout.id)}
      empty={payouts.length === 0 && t('No payouts yet.')}
    />
  );
}
