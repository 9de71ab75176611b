import type { OverrideLevel } from 'shared/contract/bde-earnings-responses';
import { DataTable, type Column } from '../../ui/data-table';
import { inrOfPaise } from './paise';

const COLUMNS: Column<OverrideLevel>[] = [
  { header: 'Referral level', cell: (row) => `Level ${row.level}` },
  { header: 'Lines', numeric: true, cell: (row) => row.lineCount },
  { header: 'Amount', numeric: true, cell: (row) => inrOfPaise(row.amountPaise) },
];

/** What the BDE's referrals' projects earned them this financial year, level by level. */
export function OverridesTable({ overrides, year }: { overrides: OverrideLevel[]; year: string }) {
  return (
    <DataTable
      caption={`Referral overrides ${year}`}
      columns={COLUMNS}
      rows={overrides}
      rowKey={(row) => String(row.level)}
      empty={
        overrides.length === 0 && 'No overrides this year: they come from projects of BDEs you referred.'
      }
    />
  );
}
