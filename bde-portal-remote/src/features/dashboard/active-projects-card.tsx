import type { ProjectListResponse } from 'shared/contract/business-responses';
import { Link } from 'shared/routing/router';
import { useActiveProjectsQuery } from '../../app/portal-api';
import { PORTAL_SECTIONS, portalPath } from '../../app/portal-sections';
import { useBdeText } from '../../i18n/bde-text';
import { ProjectTable } from '../projects/project-table';
import { queryCard } from './query-card';

/**
 * While loading, the card holds the place of three rows (as many as the demo's first BDE has): how
 * many there will be is not known yet, and a BDE with more sees the card grow below its heading.
 */
const HELD_ROWS = 3;
const PLACEHOLDER: ProjectListResponse = {
  count: HELD_ROWS,
  projects: Array.from({ length: HELD_ROWS }, () => ({
    companyName: '—',
    businessAmount: 0,
    createdDate: '2026-01-01T00:00:00.000Z',
  })),
};

function ActiveProjects({ data }: { data: ProjectListResponse }) {
  const t = useBdeText();
  return (
    <>
      <p className="dashboard-card__figure">
        {data.count}{' '}
        <span className="dashboard-card__unit">{data.count === 1 ? t('project') : t('projects')}</span>
      </p>
      <ProjectTable
        caption={t('Active projects')}
        projects={data.projects}
        emptyText={t('No active projects yet.')}
      />
      <p className="dashboard-card__note">
        <Link to={portalPath(PORTAL_SECTIONS.projects)}>{t('See all your projects')}</Link>
      </p>
    </>
  );
}

/** The BDE's active projects: how many, and each one. */
export const ActiveProjectsCard = queryCard<ProjectListResponse>({
  id: 'active-projects-title',
  title: 'Active projects',
  wide: true,
  useQuery: useActiveProjectsQuery,
  what: 'your active projects',
  logAs: 'the active projects',
  placeholder: PLACEHOLDER,
  render: (data) => <ActiveProjects data={data} />,
});
