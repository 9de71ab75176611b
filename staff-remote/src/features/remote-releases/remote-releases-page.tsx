import { hasAccess, useStaffMember } from '../../app/session/use-staff-member';
import { LoadFailure, Loading } from '../../ui/load-states';
import { formatWhen } from '../../ui/records/when';
import { RemoteCard } from './remote-card';
import { useRemoteReleasesQuery } from './remote-releases-api';
import './remote-releases.css';

/**
 * /staff/releases: which release of each remote visitors get, the releases each has published, and
 * this browser's pins. Admins start a canary, promote it or roll back; every staff member may pin
 * their own browser to a release to check it before visitors see it.
 */
export function RemoteReleasesPage() {
  const admin = hasAccess(useStaffMember(), 'admin');
  const result = useRemoteReleasesQuery();
  let content;
  if (result.data) {
    const { remotes, pinExpiresAt } = result.data;
    content = (
      <>
        {pinExpiresAt && (
          <p className="staff-card releases-pinned" role="status">
            This browser is pinned (see below) until{' '}
            <time dateTime={pinExpiresAt}>{formatWhen(pinExpiresAt)}</time>. Every page says so while it is.
          </p>
        )}
        {remotes.map((remote) => (
          <RemoteCard key={remote.remote} remote={remote} admin={admin} />
        ))}
      </>
    );
  } else if (result.isError) {
    content = <LoadFailure what="the releases" onRetry={result.refetch} />;
  } else {
    content = <Loading what="the releases" />;
  }
  return (
    <div className="staff-page">
      <h1>Releases</h1>
      <p className="releases-intro">
        Each part of the site is released by its own team. Visitors get its stable release, or for a canary’s
        share of them the canary, and keep what they got from page to page. Every change is recorded in the
        audit log and reaches every server within seconds. Failures are the pages on which a release failed to
        load or broke while drawing in a visitor’s browser, over the last hour.
      </p>
      {content}
    </div>
  );
}
