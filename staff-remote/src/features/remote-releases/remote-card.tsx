import { RELEASE_REMOTE_LABELS } from 'shared/contract/releases';
import type { RemoteReleaseState } from 'shared/contract/staff-release-responses';
import { formatWhen } from '../../ui/records/when';
import { CanaryForm } from './canary-form';
import { FailureFacts } from './release-failures';
import { ReleaseSteps } from './release-steps';
import { ReleasesTable } from './releases-table';

/** What a remote's visitors get now, and since when. */
function Facts({ remote }: { remote: RemoteReleaseState }) {
  return (
    <dl className="releases-facts">
      <dt>Stable</dt>
      <dd>{remote.stable ?? `Not a release published here (${remote.configured})`}</dd>
      <dt>Canary</dt>
      <dd>{remote.canary ? `${remote.canary} for ${remote.percent}% of visitors` : 'None'}</dd>
      <FailureFacts remote={remote} />
      <dt>Version</dt>
      <dd>{remote.version}</dd>
      <dt>Last change</dt>
      <dd>
        {remote.changedAt ? (
          <>
            <time dateTime={remote.changedAt}>{formatWhen(remote.changedAt)}</time> by {remote.changedBy}
          </>
        ) : (
          'Never changed here: served as the configuration says'
        )}
      </dd>
      {remote.previousStable && (
        <>
          <dt>Before the last promotion</dt>
          <dd>{remote.previousStable}</dd>
        </>
      )}
      <dt>This browser</dt>
      <dd>{remote.pinned ? `Pinned to ${remote.pinned}` : 'Not pinned'}</dd>
    </dl>
  );
}

/** One remote: its state, an admin's changes, and its published releases. */
export function RemoteCard({ remote, admin }: { remote: RemoteReleaseState; admin: boolean }) {
  const titleId = `releases-${remote.remote}`;
  const label = RELEASE_REMOTE_LABELS[remote.remote];
  return (
    <section className="staff-card releases-remote" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {label} <span className="releases-key">({remote.remote})</span>
      </h2>
      <Facts remote={remote} />
      {admin && remote.stable && (
        <div className="releases-actions">
          <CanaryForm remote={remote} />
          <ReleaseSteps remote={remote} />
        </div>
      )}
      <ReleasesTable remote={remote} />
    </section>
  );
}
