import type {
  HiringOverview,
  OfficeOverview,
  StaffOverviewResponse,
} from 'shared/contract/staff-overview-responses';
import { formatDateIn } from 'shared/format/date';
import { Link } from 'shared/routing/router';
import { STAFF_SCREENS, staffScreen } from '../../app/staff-paths';
import { useStaffOverviewQuery } from './overview-api';
import '../../ui/records/inbox.css';
import { LoadFailure, Loading } from '../../ui/load-states';
import { ScrollingTable } from '../../ui/scrolling-table';

const count = (n: number) => n.toLocaleString('en-IN');

interface Figure {
  label: string;
  value: number;
  to: string;
}

const officeFigures = (office: OfficeOverview): Figure[] => [
  { label: 'New messages', value: office.newMessages, to: `${STAFF_SCREENS.messages}?status=new` },
  { label: 'New leads', value: office.newLeads, to: `${STAFF_SCREENS.leads}?status=new` },
  {
    label: 'Registrations awaiting document review',
    value: office.pendingReviews,
    to: `${STAFF_SCREENS.partners}?reviewStatus=pending`,
  },
  { label: 'Newsletter subscribers', value: office.subscribers, to: STAFF_SCREENS.subscribers },
];

const hiringFigures = (hiring: HiringOverview): Figure[] => [
  {
    label: 'Openings taking applications',
    value: hiring.openOpenings,
    to: `${STAFF_SCREENS.openings}?status=published`,
  },
  { label: 'Draft openings', value: hiring.draftOpenings, to: `${STAFF_SCREENS.openings}?status=draft` },
];

/** The figures the member's role may see: the office's, hiring's, or both (an admin's). */
function Figures({ overview }: { overview: StaffOverviewResponse }) {
  const figures = [
    ...(overview.office ? officeFigures(overview.office) : []),
    ...(overview.hiring ? hiringFigures(overview.hiring) : []),
  ];
  return (
    <ul className="inbox-figures">
      {figures.map((figure) => (
        <li key={figure.label}>
          <Link className="inbox-figure" to={figure.to}>
            <span className="inbox-figure__count">{count(figure.value)}</span>
            <span className="inbox-figure__label">{figure.label}</span>
            <span className="inbox-figure__more" aria-hidden="true">
              Open the list
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** New applications, for those who hire: in all (a link to them) and by opening. */
function NewApplications({ hiring }: { hiring: HiringOverview }) {
  return (
    <section className="staff-card inbox-section overview-hiring" aria-labelledby="hiring-title">
      <h2 id="hiring-title">New applications</h2>
      <p>
        <Link className="inbox-figure__count-link" to={staffScreen.applications({ stage: 'new' })}>
          <span className="inbox-figure__count">{count(hiring.newApplications)}</span>
          <span>
            {hiring.newApplications === 1 ? 'application waits' : 'applications wait'} to be looked at
          </span>
        </Link>
      </p>
      {hiring.openings.length > 0 && (
        <ul className="overview-hiring__openings">
          {hiring.openings.map((opening) => (
            <li key={opening.id}>
              <Link to={staffScreen.applications({ openingId: opening.id, stage: 'new' })}>
                {opening.title}
              </Link>
              <span className="overview-hiring__count">{count(opening.newApplications)} new</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Change({ now, before }: { now: number; before: number }) {
  const difference = now - before;
  if (difference === 0) return <>No change</>;
  return (
    <span className={difference > 0 ? 'inbox-change--up' : 'inbox-change--down'}>
      {difference > 0 ? `${count(difference)} more` : `${count(-difference)} fewer`}
    </span>
  );
}

function Weeks({ office, weekStart }: { office: OfficeOverview; weekStart: string }) {
  const rows = [
    { label: 'Contact messages', figures: office.weeks.messages },
    { label: 'Leads', figures: office.weeks.leads },
    { label: 'BDE registrations', figures: office.weeks.registrations },
    { label: 'Newsletter subscribers', figures: office.weeks.subscribers },
  ];
  return (
    <section aria-labelledby="weeks-title">
      <h2 id="weeks-title">This week against last week</h2>
      <p className="inbox-intro">
        Weeks start on Monday at 00:00 India time (IST). This week so far began on {formatDateIn(weekStart)};
        last week is the whole week before it.
      </p>
      <ScrollingTable
        caption="New this week and last week"
        label="New this week and last week"
        className="staff-table"
      >
        <thead>
          <tr>
            <th scope="col">What came in</th>
            <th scope="col" className="staff-table__number">
              This week so far
            </th>
            <th scope="col" className="staff-table__number">
              Last week
            </th>
            <th scope="col" className="staff-table__number">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ label, figures }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="staff-table__number">{count(figures.thisWeek)}</td>
              <td className="staff-table__number">{count(figures.lastWeek)}</td>
              <td className="staff-table__number">
                <Change now={figures.thisWeek} before={figures.lastWeek} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </section>
  );
}

/**
 * /staff: what waits for the member's role, each figure a link to its list, and (for the office) this
 * week against last.
 */
export function OverviewPage() {
  const { data, isLoading, isError, isFetching, refetch } = useStaffOverviewQuery();
  return (
    <div className="staff-page">
      <h1>Overview</h1>
      {isLoading ? (
        <Loading what="the overview" />
      ) : isError && !isFetching ? (
        <LoadFailure what="the overview" onRetry={refetch} />
      ) : (
        data && (
          <>
            {data.hiring && <NewApplications hiring={data.hiring} />}
            <Figures overview={data} />
            {data.office && <Weeks office={data.office} weekStart={data.weekStart} />}
          </>
        )
      )}
    </div>
  );
}
