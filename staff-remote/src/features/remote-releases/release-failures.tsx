import type { ReleaseFailures, RemoteReleaseState } from 'shared/contract/staff-release-responses';
import { failsMoreOften, failureSummary } from 'shared/format/failure-rate';

const countsOf = (remote: RemoteReleaseState, name: string | null): ReleaseFailures | null =>
  remote.releases.find((release) => release.name === name)?.lastHour ?? null;

/**
 * How often the stable release and the canary failed in visitors' browsers over the last hour, side
 * by side, saying in words (not only in colour) when the canary fails more often.
 */
export function FailureFacts({ remote }: { remote: RemoteReleaseState }) {
  const stable = countsOf(remote, remote.stable);
  const canary = countsOf(remote, remote.canary);
  if (!stable && !canary) return null;
  return (
    <>
      <dt>Failures (last hour)</dt>
      <dd>
        <ul className="releases-rates">
          {stable && <li>Stable: {failureSummary(stable)}</li>}
          {canary && (
            <li>
              Canary: {failureSummary(canary)}
              {stable && failsMoreOften(canary, stable) && (
                <>
                  , <strong className="releases-worse">more often than stable</strong>
                </>
              )}
            </li>
          )}
        </ul>
      </dd>
    </>
  );
}
