import { MESSAGES } from 'shared/contract/messages';
import { CHART_COLORS } from '../charts/chart-data';
import { FetchProblem, useLoggedFailure } from '../portal/fetch-problem';
import {
  useActiveProjectsQuery,
  useCompletedProjectsQuery,
  useOnHoldProjectsQuery,
} from '../portal/portal-api';
import { statusShares } from './project-status';

/**
 * Projects by status: one bar split by each status's share of all the BDE's projects,
 * with the legend's names (New, In Progress, Completed) and the same figures as a table.
 */
export function ProjectStatusCard({ bdeCode }: { bdeCode: string }) {
  const active = useActiveProjectsQuery(bdeCode);
  const onHold = useOnHoldProjectsQuery(bdeCode);
  const completed = useCompletedProjectsQuery(bdeCode);
  const failed = [active, onHold, completed].filter((query) => query.error);
  useLoggedFailure('the projects by status', failed[0]?.error);
  const loading = !active.data || !onHold.data || !completed.data;

  let body;
  if (failed.length) {
    body = (
      <FetchProblem
        what="your projects by status"
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  } else if (loading) {
    body = <p aria-busy="true">Loading…</p>;
  } else {
    const { total, shares } = statusShares({
      Active: active.data!.count,
      'On Hold': onHold.data!.count,
      Completed: completed.data!.count,
    });
    body = (
      <>
        <div
          className="status-bar"
          role="img"
          aria-label={`Projects by status: ${shares.map((s) => `${s.label} ${s.share}%`).join(', ')}`}
        >
          {shares.map((s, index) => (
            <span
              key={s.status}
              className="status-bar__part"
              style={{ width: `${s.exact}%`, background: CHART_COLORS[index] }}
            />
          ))}
        </div>
        <table className="data-table data-table--compact">
          <caption className="visually-hidden">Projects by status</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col" className="data-table__number">
                Projects
              </th>
              <th scope="col" className="data-table__number">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {shares.map((s, index) => (
              <tr key={s.status}>
                <th scope="row">
                  <span
                    className="chart-figure__swatch"
                    style={{ background: CHART_COLORS[index] }}
                    aria-hidden="true"
                  />
                  {s.label}
                </th>
                <td className="data-table__number">{s.count}</td>
                <td className="data-table__number">{s.share}%</td>
              </tr>
            ))}
            {total === 0 && (
              <tr>
                <td colSpan={3} className="data-table__empty">
                  {MESSAGES.noProjectsForBde}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </>
    );
  }

  return (
    <section className="card dashboard-card" aria-labelledby="project-status-title">
      <h2 id="project-status-title">Projects by status</h2>
      {body}
    </section>
  );
}
