import { useId, useState } from 'react';
import type { TdsSummaryRow } from 'shared/contract/bde-earnings-responses';
import { financialYearLabel } from 'shared/contract/earnings';
import type { Translate } from 'shared/i18n/text';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat, type WorkFormat } from '../../i18n/work/use-work-format';
import { DataTable, type Column } from '../../ui/data-table';
import { QueryView } from '../../ui/query-view';
import { useBdeTdsSummaryQuery } from './earnings-api';
import { financialYearOfMonth } from './earnings-months';
import { percentOfBasisPoints } from './paise';

const columns = (t: Translate, { date, month, paise }: WorkFormat): Column<TdsSummaryRow>[] => [
  { header: t('Payout'), cell: (row) => month(row.month) },
  { header: t('Date'), cell: (row) => <time dateTime={row.payoutOn}>{date(row.payoutOn)}</time> },
  { header: t('Gross'), numeric: true, cell: (row) => paise(row.grossPaise) },
  { header: t('Taxed base'), numeric: true, cell: (row) => paise(row.taxedBasePaise) },
  { header: t('Section'), cell: (row) => row.tdsSection ?? '—' },
  { header: t('Rate'), numeric: true, cell: (row) => percentOfBasisPoints(row.tdsBasisPoints) },
  { header: t('TDS'), numeric: true, cell: (row) => paise(row.tdsPaise) },
  { header: t('UTR'), cell: (row) => row.utr ?? '—' },
];

interface TdsSummaryProps {
  bdeCode: string;
  registeredMonth: string;
  financialYear: number;
}

/** A financial year's deductions, payout by payout, for reconciling with Form 26AS. */
export function TdsSummary({ bdeCode, registeredMonth, financialYear }: TdsSummaryProps) {
  const id = useId();
  const t = useBdeText();
  const format = useWorkFormat();
  const [year, setYear] = useState(financialYear);
  const first = financialYearOfMonth(registeredMonth);
  const years = Array.from({ length: financialYear - first + 1 }, (_, index) => financialYear - index);
  const query = useBdeTdsSummaryQuery({ bdeCode, year });
  return (
    <>
      <div className="earnings-choose">
        <div className="field">
          <label htmlFor={id}>{t('Financial year')}</label>
          <select id={id} value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((value) => (
              <option key={value} value={value}>
                {financialYearLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView query={query} what={t('your TDS summary')} logAs="the TDS summary">
        {(data) => (
          <>
            <DataTable
              className="data-table data-table--earnings"
              caption={t('TDS {{year}}', { year: data.financialYearLabel })}
              columns={columns(t, format)}
              rows={data.payouts}
              rowKey={(row) => String(row.payoutId)}
              empty={data.payouts.length === 0 && t('No payouts in this financial year.')}
            />
            <p className="dashboard-card__note">
              {t('{{year}}: gross {{gross}}, TDS {{tds}}, net {{net}}. PAN {{pan}}.', {
                year: data.financialYearLabel,
                gross: format.paise(data.grossPaise),
                tds: format.paise(data.tdsPaise),
                net: format.paise(data.netPaise),
                pan: data.panMasked,
              })}
            </p>
          </>
        )}
      </QueryView>
    </>
  );
}
