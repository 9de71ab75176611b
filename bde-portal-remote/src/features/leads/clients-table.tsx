import type { BdeClient } from 'shared/contract/bde-portal-responses';
import { formatDateIn } from 'shared/format/date';
import { formatInr } from 'shared/format/inr';
import { DataTable, type Column } from '../../ui/data-table';
import { useBdeClientsQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';

const CLIENT_COLUMNS: Column<BdeClient>[] = [
  { header: 'Company', cell: (client) => client.companyName },
  { header: 'Client since', cell: (client) => formatDateIn(client.since) },
  { header: 'Won leads', numeric: true, cell: (client) => client.wonLeads },
  { header: 'Projects', numeric: true, cell: (client) => client.projects },
  { header: 'Revenue', numeric: true, cell: (client) => formatInr(client.revenue) },
];

/** Companies with a won lead or a project, newest first. */
export function ClientsTable({ bdeCode }: { bdeCode: string }) {
  return (
    <QueryView query={useBdeClientsQuery(bdeCode)} what="your clients">
      {({ clients }) => (
        <DataTable
          caption="Clients"
          columns={CLIENT_COLUMNS}
          rows={clients}
          rowKey={(client) => client.companyName}
          empty={clients.length === 0 && 'No clients yet: a lead you win, or a project, makes one.'}
        />
      )}
    </QueryView>
  );
}
