import { useState } from 'react';
import type { FollowUpItem, FollowUpsResponse } from 'shared/contract/bde-portal-responses';
import type { Translate } from 'shared/i18n/text';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { WorkStatusBadge } from '../../i18n/work/work-names';
import { DataTable, type Column } from '../../ui/data-table';
import { OwnCode } from '../../app/own-code';
import { useFollowUpsQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';
import { QueuePanel } from '../offline-queue/queue-panel';
import { FollowUpForm } from './follow-up-form';

const GROUPS = [
  { key: 'overdue', title: 'Overdue', caption: 'Overdue follow-ups', empty: 'Nothing overdue.' },
  { key: 'dueToday', title: 'Today', caption: 'Today follow-ups', empty: 'Nothing due today.' },
  { key: 'upcoming', title: 'Upcoming', caption: 'Upcoming follow-ups', empty: 'Nothing planned yet.' },
] as const;

function columns(
  t: Translate,
  date: (value: string) => string,
  open: (item: FollowUpItem) => void,
): Column<FollowUpItem>[] {
  return [
    { header: t('Company'), cell: (item) => item.companyName },
    { header: t('Contact'), cell: (item) => item.contactPerson },
    { header: t('Phone'), cell: (item) => <a href={`tel:${item.mobile}`}>{item.mobile}</a> },
    { header: t('Status'), cell: (item) => <WorkStatusBadge status={item.status} /> },
    { header: t('Due'), cell: (item) => date(item.dueDate) },
    { header: t('Last note'), cell: (item) => item.lastNote ?? '—' },
    {
      header: t('Follow up'),
      cell: (item) => (
        <button type="button" className="button" onClick={() => open(item)}>
          {t('Record')}
          <span className="visually-hidden">
            {t(' a follow-up with {{company}}', { company: item.companyName })}
          </span>
        </button>
      ),
    },
  ];
}

function FollowUpGroups({ bdeCode, data }: { bdeCode: string; data: FollowUpsResponse }) {
  const t = useBdeText();
  const { date } = useWorkFormat();
  const [open, setOpen] = useState<FollowUpItem | null>(null);
  const cells = columns(t, date, setOpen);
  return (
    <>
      <p>{t('Today is {{date}}. Won and lost leads need no follow-up.', { date: date(data.today) })}</p>
      {GROUPS.map(({ key, title, caption, empty }) => (
        <section key={key} aria-labelledby={`follow-ups-${key}`} className="follow-up-group">
          <h3 id={`follow-ups-${key}`} tabIndex={-1}>
            {t(title)} ({data[key].length})
          </h3>
          <DataTable
            caption={t(caption)}
            columns={cells}
            rows={data[key]}
            rowKey={(item) => String(item.leadId)}
            empty={data[key].length === 0 && t(empty)}
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
  const t = useBdeText();
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="tasks-title">
          <h2 id="tasks-title">{t('Tasks & Follow-ups')}</h2>
          <QueuePanel />
          <TasksBody bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}

function TasksBody({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  return (
    <QueryView query={useFollowUpsQuery(bdeCode)} what={t('your follow-ups')} logAs="your follow-ups">
      {(data) => <FollowUpGroups bdeCode={bdeCode} data={data} />}
    </QueryView>
  );
}
