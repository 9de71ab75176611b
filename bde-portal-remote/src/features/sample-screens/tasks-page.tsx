import { formatDateIn } from 'shared/format/date';
import { SamplePage, StatusBadge } from './sample-page';
import { SAMPLE_TASKS } from './sample-rows';
import { TableScroll } from '../portal/table-scroll';

/** /bdedetails/tasks: example follow-ups, all Not Started. */
export function TasksPage() {
  return (
    <SamplePage id="tasks-title" heading="Tasks & Follow-ups">
      <TableScroll label="Tasks (sample)">
        <table className="data-table">
          <caption className="visually-hidden">Tasks (sample)</caption>
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Related to</th>
              <th scope="col">Due</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_TASKS.map((task) => (
              <tr key={task.task}>
                <th scope="row">{task.task}</th>
                <td>{task.relatedTo}</td>
                <td>{formatDateIn(task.due)}</td>
                <td>
                  <StatusBadge status={task.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </SamplePage>
  );
}
