import { Link } from 'shared/routing/router';
import { FetchProblem, useLoggedFailure } from '../portal/fetch-problem';
import { useActiveProjectsQuery } from '../portal/portal-api';
import { PORTAL_SECTIONS, portalPath } from '../portal/portal-sections';
import { ProjectTable } from '../projects/project-table';

/** The BDE's active projects: how many, and each one. */
export function ActiveProjectsCard({ bdeCode }: { bdeCode: string }) {
  const { data, error, isLoading, refetch } = useActiveProjectsQuery(bdeCode);
  useLoggedFailure('the active projects', error);
  return (
    <section className="card dashboard-card dashboard-card--wide" aria-labelledby="active-projects-title">
      <h2 id="active-projects-title">Active projects</h2>
      {error ? (
        <FetchProblem what="your active projects" onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <>
          <p className="dashboard-card__figure">
            {data.count}{' '}
            <span className="dashboard-card__unit">{data.count === 1 ? 'project' : 'projects'}</span>
          </p>
          <ProjectTable
            caption="Active projects"
            projects={data.projects}
            emptyText="No active projects yet."
          />
          <p className="dashboard-card__note">
            <Link to={portalPath(PORTAL_SECTIONS.projects)}>See all your projects</Link>
          </p>
        </>
      )}
    </section>
  );
}
