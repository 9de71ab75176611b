import type { HiringOverview, StaffOverviewResponse } from 'shared/contract/staff-inbox-responses';
import { formatDateIn } from 'shared/format/date';
import { Link } from 'shared/routing/router';
import { STAFF_SCREENS, staffScreen } from '../../app/staff-paths';
import { useStaffOverviewQuery } from './overview-api';
import '../inbox/inbox.css';

const count = (n: number) => n.toLocaleString('en-IN');

function Figures({ overview }: { overview: StaffOverviewResponse }) {
  const figures = [
    { label: 'New messages', value: overview.newMessages, to: `${STAFF_SCREENS.messages}?status=new` },
    { label: 'New leads', value: overview.newLeads, to: `${STAFF_SCREENS.leads}?status=new` },
    {
      label: 'Registrations awaiting document review',
      value: overview.pendingReviews,
      to: `${STAFF_SCREENS.partners}?reviewStatus=pending`,
    },
    { label: 'Newsletter subscribers', value: overview.subscribers, to: STAFF_SCREENS.subscribers },
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

function Weeks({ overview }: { overview: StaffOverviewResponse }) {
  const rows = [
    { label: 'Contact messages', figures: overview.weeks.messages },
    { label: 'Leads', figures: overview.weeks.leads },
    { label: 'BDE registrations', figures: overview.weeks.registrations },
    { label: 'Newsletter subscribers', figures: overview.weeks.subscribers },
  ];
  return (
    <section aria-labelledby="weeks-title">
      <h2 id="weeks-title">This week against last week</h2>
      <p className="inbox-intro">
        Weeks start on Monday at 00:00 India time (IST). This week so far began on{' '}
        {formatDateIn(overview.weekStart)}; last week is the whole week before it.
      </p>
      <div className="staff-table-scroll" role="region" aria-label="New this week and last week" tabIndex={0}>
        <table className="staff-table">
          <caption>New this week and last week</caption>
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
        </table>
      </div>
    </section>
  );
}

/** /staff: what waits for staff, each figure a link to its list, and this week against last. */
export function OverviewPage() {
  const { data, isLoading, isError, isFetching, refetch } = useStaffOverviewQuery();
  return (
    <div className="staff-page">
      <h1>Overview</h1>
      {isLoading ? (
        <p className="staff-status" role="status">
          Loading the overview…
        </p>
      ) : isError && !isFetching ? (
        <div className="staff-status staff-status--error" role="alert">
          <p>Could not load the overview. Check your connection and try again.</p>
          <button type="button" className="staff-button" onClick={() => void refetch()}>
            Retry
          </button>
        </div>
      ) : (
        data && (
          <>
            {data.hiring && <NewApplications hiring={data.hiring} />}
            <Figures overview={data} />
            <Weeks overview={data} />
          </>
        )
      )}
    </div>
  );
}
