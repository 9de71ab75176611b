import type { ProjectListResponse } from 'shared/contract/business-responses';
import { Link } from 'shared/routing/router';
import { useActiveProjectsQuery } from '../portal/portal-api';
import { PORTAL_SECTIONS, portalPath } from '../portal/portal-sections';
import { ProjectTable } from '../projects/project-table';
import { queryCard } from './query-card';

/** The BDE's active projects: how many, and each one. */
export const ActiveProjectsCard = queryCard<ProjectListResponse>({
  id: 'active-projects-title',
  title: 'Active projects',
  wide: true,
  useQuery: useActiveProjectsQuery,
  what: 'your active projects',
  logAs: 'the active projects',
  render: (data) => (
    <>
      <p className="dashboard-card__figure">
        {data.count} <span className="dashboard-card__unit">{data.count === 1 ? 'project' : 'projects'}</span>
      </p>
      <ProjectTable caption="Active projects" projects={data.projects} emptyText="No active projects yet." />
      <p className="dashboard-card__note">
        <Link to={portalPath(PORTAL_SECTIONS.projects)}>See all your projects</Link>
      </p>
    </>
  ),
});
