import type { ProjectStatus } from 'shared/contract/business';
import type { ProjectListResponse } from 'shared/contract/business-responses';
import { selectBdeCode } from 'shared/auth/auth-slice';
import { useAppSelector } from 'shared/store/hooks';
import { MissingBdeCode } from '../../app/missing-bde-code';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { WorkStatusBadge } from '../../i18n/work/work-names';
import { QueryView, type Query } from '../../ui/query-view';
import {
  useActiveProjectsQuery,
  useCompletedProjectsQuery,
  useOnHoldProjectsQuery,
} from '../../app/portal-api';
import { ProjectTable } from './project-table';

/** Each group's words, in English (the keys of their texts in the page's language). */
interface ProjectGroupProps {
  id: string;
  title: string;
  status: ProjectStatus;
  what: string;
  empty: string;
  query: Query<ProjectListResponse>;
}

function ProjectGroup({ id, title, status, what, empty, query }: ProjectGroupProps) {
  const t = useBdeText();
  const { inr } = useWorkFormat();
  const total = query.data?.projects.reduce((sum, project) => sum + project.businessAmount, 0) ?? 0;
  return (
    <section className="card portal-panel" aria-labelledby={id}>
      <div className="panel-head">
        <h2 id={id}>{t(title)}</h2>
        <WorkStatusBadge status={status} />
      </div>
      <QueryView query={query} what={t(what)} logAs={what}>
        {(data) => (
          <>
            <ProjectTable caption={t(title)} projects={data.projects} emptyText={t(empty)} />
            {data.count > 0 && (
              <p className="dashboard-card__note">
                {data.count === 1
                  ? t('{{number}} project, {{total}} in all.', { number: data.count, total: inr(total) })
                  : t('{{number}} projects, {{total}} in all.', { number: data.count, total: inr(total) })}
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
        empty="No active projects."
        query={active}
      />
      <ProjectGroup
        id="projects-on-hold"
        title="On-hold projects"
        status="On Hold"
        what="your on-hold projects"
        empty="No on-hold projects."
        query={onHold}
      />
      <ProjectGroup
        id="projects-completed"
        title="Completed projects"
        status="Completed"
        what="your completed projects"
        empty="No completed projects."
        query={completed}
      />
    </div>
  );
}
