import { useId, useState } from 'react';
import type { TdsSummaryRow } from 'shared/contract/bde-earnings-responses';
import { financialYearLabel } from 'shared/contract/earnings';
import { formatDateIn } from 'shared/format/date';
import { DataTable, type Column } from '../../ui/data-table';
import { formatMonth } from '../../ui/format-month';
import { QueryView } from '../../ui/query-view';
import { useBdeTdsSummaryQuery } from './earnings-api';
import { financialYearOfMonth } from './earnings-months';
import { inrOfPaise, percentOfBasisPoints } from './paise';

const COLUMNS: Column<TdsSummaryRow>[] = [
  { header: 'Payout', cell: (row) => formatMonth(row.month) },
  { header: 'Date', cell: (row) => <time dateTime={row.payoutOn}>{formatDateIn(row.payoutOn)}</time> },
  { header: 'Gross', numeric: true, cell: (row) => inrOfPaise(row.grossPaise) },
  { header: 'Taxed base', numeric: true, cell: (row) => inrOfPaise(row.taxedBasePaise) },
  { header: 'Section', cell: (row) => row.tdsSection ?? '—' },
  { header: 'Rate', numeric: true, cell: (row) => percentOfBasisPoints(row.tdsBasisPoints) },
  { header: 'TDS', numeric: true, cell: (row) => inrOfPaise(row.tdsPaise) },
  { header: 'UTR', cell: (row) => row.utr ?? '—' },
];

interface TdsSummaryProps {
  bdeCode: string;
  registeredMonth: string;
  financialYear: number;
}

/** A financial year's deductions, payout by payout, for reconciling with Form 26AS. */
export function TdsSummary({ bdeCode, registeredMonth, financialYear }: TdsSummaryProps) {
  const id = useId();
  const [year, setYear] = useState(financialYear);
  const first = financialYearOfMonth(registeredMonth);
  const years = Array.from({ length: financialYear - first + 1 }, (_, index) => financialYear - index);
  const query = useBdeTdsSummaryQuery({ bdeCode, year });
  return (
    <>
      <div className="earnings-choose">
        <div className="field">
          <label htmlFor={id}>Financial year</label>
          <select id={id} value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((value) => (
              <option key={value} value={value}>
                {financialYearLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView query={query} what="your TDS summary" logAs="the TDS summary">
        {(data) => (
          <>
            <DataTable
              className="data-table data-table--earnings"
              caption={`TDS ${data.financialYearLabel}`}
              columns={COLUMNS}
              rows={data.payouts}
              rowKey={(row) => String(row.payoutId)}
              empty={data.payouts.length === 0 && 'No payouts in this financial year.'}
            />
            <p className="dashboard-card__note">
              {data.financialYearLabel}: gross {inrOfPaise(data.grossPaise)}, TDS {inrOfPaise(data.tdsPaise)},
              net {inrOfPaise(data.netPaise)}. PAN {data.panMasked}.
            </p>
          </>
        )}
      </QueryView>
    </>
  );
}
