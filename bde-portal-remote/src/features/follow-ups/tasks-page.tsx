import { useState } from 'react';
import type { FollowUpItem, FollowUpsResponse } from 'shared/contract/bde-portal-responses';
import { formatDateIn } from 'shared/format/date';
import { DataTable, type Column } from '../../ui/data-table';
import { OwnCode } from '../../app/own-code';
import { useFollowUpsQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';
import { StatusBadge } from '../../ui/status-badge';
import { FollowUpForm } from './follow-up-form';

const GROUPS = [
  { key: 'overdue', title: 'Overdue', empty: 'Nothing overdue.' },
  { key: 'dueToday', title: 'Today', empty: 'Nothing due today.' },
  { key: 'upcoming', title: 'Upcoming', empty: 'Nothing planned yet.' },
] as const;

function columns(open: (item: FollowUpItem) => void): Column<FollowUpItem>[] {
  return [
    { header: 'Company', cell: (item) => item.companyName },
    { header: 'Contact', cell: (item) => item.contactPerson },
    { header: 'Phone', cell: (item) => <a href={`tel:${item.mobile}`}>{item.mobile}</a> },
    { header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
    { header: 'Due', cell: (item) => formatDateIn(item.dueDate) },
    { header: 'Last note', cell: (item) => item.lastNote ?? '—' },
    {
      header: 'Follow up',
      cell: (item) => (
        <button type="button" className="button" onClick={() => open(item)}>
          Record<span className="visually-hidden"> a follow-up with {item.companyName}</span>
        </button>
      ),
    },
  ];
}

function FollowUpGroups({ bdeCode, data }: { bdeCode: string; data: FollowUpsResponse }) {
  const [open, setOpen] = useState<FollowUpItem | null>(null);
  const cells = columns(setOpen);
  return (
    <>
      <p>Today is {formatDateIn(data.today)}. Won and lost leads need no follow-up.</p>
      {GROUPS.map(({ key, title, empty }) => (
        <section key={key} aria-labelledby={`follow-ups-${key}`} className="follow-up-group">
          <h3 id={`follow-ups-${key}`} tabIndex={-1}>
            {title} ({data[key].length})
          </h3>
          <DataTable
            caption={`${title} follow-ups`}
            columns={cells}
            rows={data[key]}
            rowKey={(item) => String(item.leadId)}
            empty={data[key].length === 0 && empty}
          />
          {open && data[key].some((item) => item.leadId === open.leadId) && (
            <FollowUpForm
              bdeCode={bdeCode}
              item={open}
              today={data.today}
              onClose={() => {
                setOpen(null);
                // The form is gone, and after "done" its row too: keyboard users resume at its group.
                document.getElementById(`follow-ups-${key}`)?.focus();
              }}
            />
          )}
        </section>
      ))}
    </>
  );
}

/** /bdedetails/tasks: each open lead's next follow-up, overdue first; record one done or move it. */
export function TasksPage() {
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="tasks-title">
          <h2 id="tasks-title">Tasks & Follow-ups</h2>
          <TasksBody bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}

function TasksBody({ bdeCode }: { bdeCode: string }) {
  return (
    <QueryView query={useFollowUpsQuery(bdeCode)} what="your follow-ups">
      {(data) => <FollowUpGroups bdeCode={bdeCode} data={data} />}
    </QueryView>
  );
}
