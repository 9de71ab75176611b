import { formatDateIn } from 'shared/format/date';
import { SamplePage, StatusBadge } from './sample-page';
import { SAMPLE_TASKS, type SampleTask } from './sample-rows';
import { DataTable, type Column } from '../portal/data-table';

const TASK_COLUMNS: Column<SampleTask>[] = [
  { header: 'Task', cell: (task) => task.task },
  { header: 'Related to', cell: (task) => task.relatedTo },
  { header: 'Due', cell: (task) => formatDateIn(task.due) },
  { header: 'Status', cell: (task) => <StatusBadge status={task.status} /> },
];

/** /bdedetails/tasks: example follow-ups, all Not Started. */
export function TasksPage() {
  return (
    <SamplePage id="tasks-title" heading="Tasks & Follow-ups">
      <DataTable caption="Tasks (sample)" columns={TASK_COLUMNS} rows={SAMPLE_TASKS} />
    </SamplePage>
  );
}
