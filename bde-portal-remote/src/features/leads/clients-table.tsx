import type { BdeClient } from 'shared/contract/bde-portal-responses';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { DataTable, type Column } from '../../ui/data-table';
import { useBdeClientsQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';

/** Companies with a won lead or a project, newest first. */
export function ClientsTable({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  const { date, inr } = useWorkFormat();
  const columns: Column<BdeClient>[] = [
    { header: t('Company'), cell: (client) => client.companyName },
    { header: t('Client since'), cell: (client) => date(client.since) },
    { header: t('Won leads'), numeric: true, cell: (client) => client.wonLeads },
    { header: t('Projects'), numeric: true, cell: (client) => client.projects },
    { header: t('Revenue'), numeric: true, cell: (client) => inr(client.revenue) },
  ];
  return (
    <QueryView query={useBdeClientsQuery(bdeCode)} what={t('your clients')} logAs="your clients">
      {({ clients }) => (
        <DataTable
          caption={t('Clients')}
          columns={columns}
          rows={clients}
          rowKey={(client) => client.companyName}
          empty={clients.length === 0 && t('No clients yet: a lead you win, or a project, makes one.')}
        />
      )}
    </QueryView>
  );
}
