import { MESSAGES } from 'shared/contract/messages';
import type { Translate } from 'shared/i18n/text';
import { useBdeText } from '../../i18n/bde-text';
import { statusName } from '../../i18n/work/work-names';
import { chartColor } from '../../ui/charts/chart-data';
import { Swatch } from '../../ui/charts/swatch';
import { DataTable, type Column } from '../../ui/data-table';
import { FetchProblem, useLoggedFailure } from '../../ui/fetch-problem';
import { LoadingHold } from '../../ui/loading-hold';
import {
  useActiveProjectsQuery,
  useCompletedProjectsQuery,
  useOnHoldProjectsQuery,
} from '../../app/portal-api';
import { DashboardCard } from './dashboard-card';
import { statusShares, type StatusShare } from './project-status';

const columns = (t: Translate, name: (status: string) => string): Column<StatusShare>[] => [
  { header: t('Status'), cell: (s, index) => <Swatch index={index} label={name(s.label)} /> },
  { header: t('Projects'), numeric: true, cell: (s) => s.count },
  { header: t('Share'), numeric: true, cell: (s) => `${s.share}%` },
];

type StatusCounts = Parameters<typeof statusShares>[0];
/** Every status is always listed: any counts but none at all (which adds a row saying so) draw the loaded size. */
const HELD_COUNTS: StatusCounts = { Active: 1, 'On Hold': 1, Completed: 1 };

function StatusFigures({ counts }: { counts: StatusCounts }) {
  const t = useBdeText();
  const name = statusName(t);
  const { total, shares } = statusShares(counts);
  return (
    <>
      <div
        className="status-bar"
        role="img"
        aria-label={`${t('Projects by status')}: ${shares.map((s) => `${name(s.label)} ${s.share}%`).join(', ')}`}
      >
        {shares.map((s, index) => (
          <span
            key={s.status}
            className="status-bar__part"
            style={{ width: `${s.exact}%`, background: chartColor(index) }}
          />
        ))}
      </div>
      <DataTable
        className="data-table data-table--compact"
        caption={t('Projects by status')}
        scroll={false}
        columns={columns(t, name)}
        rows={shares}
        rowKey={(s) => s.status}
        empty={total === 0 && MESSAGES.noProjectsForBde}
      />
    </>
  );
}

/**
 * Projects by status: one bar split by each status's share of all the BDE's projects,
 * with the legend's names (New, In Progress, Completed) and the same figures as a table.
 */
export function ProjectStatusCard({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
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
        what={t('your projects by status')}
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  } else if (loading) {
    body = (
      <LoadingHold>
        <StatusFigures counts={HELD_COUNTS} />
      </LoadingHold>
    );
  } else {
    body = (
      <StatusFigures
        counts={{
          Active: active.data!.count,
          'On Hold': onHold.data!.count,
          Completed: completed.data!.count,
        }}
      />
    );
  }

  return (
    <DashboardCard id="project-status-title" title={t('Projects by status')}>
      {body}
    </DashboardCard>
  );
}
