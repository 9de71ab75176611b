import type { OverrideLevel } from 'shared/contract/bde-earnings-responses';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { DataTable, type Column } from '../../ui/data-table';

/** What the BDE's referrals' projects earned them this financial year, level by level. */
export function OverridesTable({ overrides, year }: { overrides: OverrideLevel[]; year: string }) {
  const t = useBdeText();
  const { paise } = useWorkFormat();
  const columns: Column<OverrideLevel>[] = [
    { header: t('Referral level'), cell: (row) => t('Level {{level}}', { level: row.level }) },
    { header: t('Lines'), numeric: true, cell: (row) => row.lineCount },
    { header: t('Amount'), numeric: true, cell: (row) => paise(row.amountPaise) },
  ];
  return (
    <DataTable
      caption={t('Referral overrides {{year}}', { year })}
      columns={columns}
      rows={overrides}
      rowKey={(row) => String(row.level)}
      empty={
        overrides.length === 0 && t('No overrides this year: they come from projects of BDEs you referred.')
      }
    />
  );
}
