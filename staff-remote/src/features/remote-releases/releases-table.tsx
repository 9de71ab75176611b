import { RELEASE_REMOTE_LABELS } from 'shared/contract/releases';
import type { RemoteReleaseState } from 'shared/contract/staff-release-responses';
import { notify } from 'shared/notifications/notifications-slice';
import { failureSummary } from 'shared/format/failure-rate';
import { useAppDispatch } from 'shared/store/hooks';
import { ScrollingTable } from '../../ui/scrolling-table';
import { formatWhen } from '../../ui/records/when';
import { usePinReleaseMutation, useUnpinReleaseMutation } from './remote-releases-api';

/** What a release is to the remote now. */
function rolesOf(remote: RemoteReleaseState, name: string): string {
  const roles = [
    name === remote.stable && 'stable',
    name === remote.canary && `canary, ${remote.percent}%`,
    name === remote.pinned && 'this browser',
  ].filter(Boolean);
  return roles.join('; ');
}

/** The remote's published releases, newest first, each pinnable in this browser. */
export function ReleasesTable({ remote }: { remote: RemoteReleaseState }) {
  const dispatch = useAppDispatch();
  const [pin, pinning] = usePinReleaseMutation();
  const [unpin, unpinning] = useUnpinReleaseMutation();
  const label = RELEASE_REMOTE_LABELS[remote.remote];
  const busy = pinning.isLoading || unpinning.isLoading;

  async function act(name: string, pinned: boolean) {
    try {
      if (pinned) await unpin({ remote: remote.remote }).unwrap();
      else await pin({ remote: remote.remote, release: name }).unwrap();
      dispatch(
        notify(
          'success',
          pinned
            ? `This browser gets the ${label} as visitors do.`
            : `This browser gets ${name} of the ${label}.`,
        ),
      );
    } catch {
      dispatch(notify('error', 'Nothing changed. Check your connection and try again.'));
    }
  }

  return (
    <ScrollingTable caption={`Published releases of the ${label}, newest first`} label={`${label} releases`}>
      <thead>
        <tr>
          <th scope="col">Release</th>
          <th scope="col">Built</th>
          <th scope="col">Commit</th>
          <th scope="col">Serves</th>
          <th scope="col">Failures (last hour)</th>
          <th scope="col">This browser</th>
        </tr>
      </thead>
      <tbody>
        {remote.releases.length === 0 ? (
          <tr>
            <td colSpan={6} className="staff-table__empty">
              No release of it is published on this server.
            </td>
          </tr>
        ) : (
          remote.releases.map((release) => {
            const pinned = remote.pinned === release.name;
            return (
              <tr key={release.name}>
                <th scope="row" data-label="Release">
                  <code>{release.name}</code>
                </th>
                <td data-label="Built">
                  <time dateTime={release.builtAt}>{formatWhen(release.builtAt)}</time>
                </td>
                <td data-label="Commit">
                  {release.commit ? (
                    <code title={release.commit}>{release.commit.slice(0, 12)}</code>
                  ) : (
                    'Unknown'
                  )}
                </td>
                <td data-label="Serves">{rolesOf(remote, release.name)}</td>
                <td data-label="Failures (last hour)">{failureSummary(release.lastHour)}</td>
                <td data-label="This browser">
                  <button
                    type="button"
                    className="staff-button staff-button--quiet"
                    disabled={busy}
                    onClick={() => void act(release.name, pinned)}
                  >
                    {pinned ? 'Unpin' : 'Pin'}
                    <span className="visually-hidden"> {release.name}</span>
                  </button>
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </ScrollingTable>
  );
}
