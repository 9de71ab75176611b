import { APPLICATION_STAGES, APPLICATION_STAGE_LABELS } from 'shared/contract/careers';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { ApplicationListItem } from 'shared/contract/staff-application-responses';
import { formatDateIn } from 'shared/format/date';
import { Link } from 'shared/routing/router';
import { useAppDispatch } from 'shared/store/hooks';
import { staffApi } from '../../app/staff-api';
import { staffScreen } from '../../app/staff-paths';
import type { ListColumn } from '../../ui/lists/list-table';
import type { ListFilter } from '../../ui/lists/list-toolbar';
import { KeysetListView } from '../../ui/lists/keyset-list-view';
import { StatusBadge } from '../../ui/lists/status-badge';
import { useKeysetList } from '../../ui/lists/use-keyset-list';
import { experienceLabel, openingLabel } from './application-labels';
import { useApplicationOpeningsQuery, useApplicationsQuery } from './applications-api';
import '../../ui/records/inbox.css';
import './applications.css';

type ApplicationFilter = 'openingId' | 'stage';

const COLUMNS: Array<ListColumn<ApplicationListItem>> = [
  {
    id: 'candidate',
    header: 'Candidate',
    sortKey: 'name',
    rowHeader: true,
    cell: (application) => (
      <span className="inbox-stack">
        <Link to={staffScreen.application(application.id)}>{application.name}</Link>
        <span className="applications-email">{application.email}</span>
      </span>
    ),
  },
  { id: 'opening', header: 'Opening', cell: (application) => application.opening.title },
  { id: 'city', header: 'City', cell: (application) => application.city },
  {
    id: 'experience',
    header: 'Experience',
    sortKey: 'experienceYears',
    firstDir: 'desc',
    cell: (application) => experienceLabel(application.experienceYears),
  },
  {
    id: 'stage',
    header: 'Stage',
    cell: (application) => (
      <span className="inbox-stack">
        <StatusBadge status={application.stage} label={APPLICATION_STAGE_LABELS[application.stage]} />
        {application.keepOnFile && <span className="inbox-muted">Keep on file</span>}
      </span>
    ),
  },
  {
    id: 'applied',
    header: 'Applied',
    sortKey: 'createdAt',
    firstDir: 'desc',
    cell: (application) => (
      <time dateTime={application.createdAt}>{formatDateIn(application.createdAt)}</time>
    ),
  },
];

const STAGE_FILTER: ListFilter<ApplicationFilter> = {
  name: 'stage',
  label: 'Stage',
  allLabel: 'Every stage',
  options: APPLICATION_STAGES.map((stage) => ({ value: stage, label: APPLICATION_STAGE_LABELS[stage] })),
};

/** The chosen opening's applications as one CSV file: every stage, whatever the list shows. */
function OpeningExport({ openingId, title, count }: { openingId: number; title: string; count: number }) {
  const dispatch = useAppDispatch();
  return (
    <div className="applications-export">
      <a
        className="staff-button staff-button--quiet"
        href={STAFF_PATHS.openingApplicationsCsv({ openingId })}
        download
        onClick={() => dispatch(staffApi.util.invalidateTags(['StaffAudit']))}
      >
        Export this opening&rsquo;s applications as CSV
      </a>
      <span className="staff-hint">
        {count === 1 ? 'The one application' : `All ${count.toLocaleString('en-IN')} applications`} to {title}
        , at every stage, in one file. Each export is recorded in the audit log.
      </span>
    </div>
  );
}

/** /staff/applications: applications across openings or to one, by stage, with search and pages. */
export function ApplicationsPage() {
  const list = useKeysetList<ApplicationFilter>({
    sorts: ['createdAt', 'updatedAt', 'name', 'experienceYears'],
    defaultSort: 'createdAt',
    defaultDir: 'desc',
    filters: ['openingId', 'stage'],
  });
  const result = useApplicationsQuery(list.args);
  const openings = useApplicationOpeningsQuery().data?.items ?? [];
  const openingFilter: ListFilter<ApplicationFilter> = {
    name: 'openingId',
    label: 'Opening',
    allLabel: 'Every opening',
    options: openings.map((opening) => ({ value: String(opening.id), label: openingLabel(opening) })),
  };
  const chosen = openings.find((opening) => String(opening.id) === list.filters.openingId);
  return (
    <div className="staff-page">
      <h1>Applications</h1>
      <p className="inbox-intro">
        What candidates sent to the openings on the careers pages, newest first. Open one to read it, download
        the résumé, move it along and write to the candidate.
      </p>
      <KeysetListView
        list={list}
        result={result}
        searchLabel="Search applications"
        searchHint="Name, email or city"
        filters={[openingFilter, STAGE_FILTER]}
        caption="Applications"
        columns={COLUMNS}
        rowKey={(application) => application.id}
        empty={{ filtered: 'No applications match.', none: 'No applications yet.' }}
        pagerLabel="Application pages"
      >
        {chosen && <OpeningExport openingId={chosen.id} title={chosen.title} count={chosen.applications} />}
      </KeysetListView>
    </div>
  );
}
