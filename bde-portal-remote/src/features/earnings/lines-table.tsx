import type { EarningsLine } from 'shared/contract/bde-earnings-responses';
import type { Translate } from 'shared/i18n/text';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat, type WorkFormat } from '../../i18n/work/use-work-format';
import { WorkStatusBadge } from '../../i18n/work/work-names';
import { DataTable, type Column } from '../../ui/data-table';
import { percentOfBasisPoints } from './paise';

const columns = (t: Translate, { date, paise }: WorkFormat): Column<EarningsLine>[] => [
  { header: t('Project'), cell: (line) => line.companyName },
  {
    header: t('Payment'),
    cell: (line) => <time dateTime={line.paymentReceivedOn}>{date(line.paymentReceivedOn)}</time>,
  },
  {
    header: t('Level'),
    cell: (line) =>
      line.level === 0
        ? t('Your project')
        : t('Level {{level}} ({{code}})', { level: line.level, code: line.creditedBdeCode }),
  },
  { header: t('Rate'), numeric: true, cell: (line) => percentOfBasisPoints(line.basisPoints) },
  {
    header: t('Amount'),
    numeric: true,
    cell: (line) =>
      line.amountPaise < 0 ? (
        <>
          <span className="earnings-amount--reversal">
            −{paise(-line.amountPaise)} <span className="earnings-note">{t('reversal')}</span>
          </span>
          {line.reversalReason && (
            <span className="earnings-reason">
              {t('Reason: {{reason}}', { reason: line.reversalReason })}
            </span>
          )}
        </>
      ) : (
        paise(line.amountPaise)
      ),
  },
  {
    header: t('Status'),
    cell: (line) => (
      <>
        <WorkStatusBadge status={line.status} />
        {line.reason && (line.status === 'held' || line.status === 'declined') && (
          <span className="earnings-reason">{t('Reason: {{reason}}', { reason: line.reason })}</span>
        )}
      </>
    ),
  },
];

/** Commission lines, newest first: a reversal's negative amount is marked as one, a hold or decline gives its reason. */
export function LinesTable({ lines, moreLines }: { lines: EarningsLine[]; moreLines: number }) {
  const t = useBdeText();
  const format = useWorkFormat();
  return (
    <>
      <DataTable
        className="data-table data-table--earnings"
        caption={t('Commission lines')}
        columns={columns(t, format)}
        rows={lines}
        rowKey={(line) => String(line.id)}
        empty={
          lines.length === 0 &&
          t('No commission yet: it appears here when a payment is received on a project.')
        }
      />
      {moreLines > 0 && (
        <p className="dashboard-card__note">
          {t('The newest {{shown}} lines are shown; {{older}} older ones are in your monthly statements.', {
            shown: lines.length,
            older: moreLines,
          })}
        </p>
      )}
    </>
  );
}
