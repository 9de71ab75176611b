import type { ProjectStatus } from 'shared/contract/business';
import type { ProjectListResponse } from 'shared/contract/business-responses';
import { selectBdeCode } from 'shared/auth/auth-slice';
import { formatInr } from 'shared/format/inr';
import { useAppSelector } from 'shared/store/hooks';
import { MissingBdeCode } from '../../app/missing-bde-code';
import { QueryView, type Query } from '../../ui/query-view';
import {
  useActiveProjectsQuery,
  useCompletedProjectsQuery,
  useOnHoldProjectsQuery,
} from '../../app/portal-api';
import { ProjectTable } from './project-table';

interface ProjectGroupProps {
  id: string;
  title: string;
  status: ProjectStatus;
  what: string;
  query: Query<ProjectListResponse>;
}

function ProjectGroup({ id, title, status, what, query }: ProjectGroupProps) {
  const total = query.data?.projects.reduce((sum, project) => sum + project.businessAmount, 0) ?? 0;
  return (
    <section className="card portal-panel" aria-labelledby={id}>
      <div className="panel-head">
        <h2 id={id}>{title}</h2>
        <span className={`status-badge status-badge--${status.replace(' ', '-').toLowerCase()}`}>
          {status}
        </span>
      </div>
      <QueryView query={query} what={what}>
        {(data) => (
          <>
            <ProjectTable caption={title} projects={data.projects} emptyText={`No ${title.toLowerCase()}.`} />
            {data.count > 0 && (
              <p className="dashboard-card__note">
                {data.count} {data.count === 1 ? 'project' : 'projects'}, {formatInr(total)} in all.
              </p>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

/**
 * /bdedetails/projects: the pipeline by status, always for the signed-in BDE's own stored code
 * (the original used one fixed code here for everyone).
 */
export function ProjectsPage() {
  const bdeCode = useAppSelector(selectBdeCode);
  const skip = !bdeCode;
  const active = useActiveProjectsQuery(bdeCode ?? '', { skip });
  const onHold = useOnHoldProjectsQuery(bdeCode ?? '', { skip });
  const completed = useCompletedProjectsQuery(bdeCode ?? '', { skip });
  if (!bdeCode) return <MissingBdeCode />;
  return (
    <div className="projects-page">
      <ProjectGroup
        id="projects-active"
        title="Active projects"
        status="Active"
        what="your active projects"
        query={active}
      />
      <ProjectGroup
        id="projects-on-hold"
        title="On-hold projects"
        status="On Hold"
        what="your on-hold projects"
        query={onHold}
      />
      <ProjectGroup
        id="projects-completed"
        title="Completed projects"
        status="Completed"
        what="your completed projects"
        query={completed}
      />
    </div>
  );
}
