// Stands in for the federation runtime's SnapshotHandler (webpack.common.js swaps it in). The shell
// registers every remote by its remoteEntry.js and builds without snapshot support, so the runtime
// never reads a manifest: of the handler's ~7 KB (and the manifest-to-snapshot code it pulls in),
// only what the runtime still touches is kept. `registerRemotes(…, { force: true })` clears the
// manifest cache; `preloadRemote`, the one caller of loadRemoteSnapshotInfo, is not used by the site.
// Without snapshots no host snapshot is ever recorded, so removing a remote finds none to clean.

/** The plugin-system face the runtime registers plugins on; this handler has no hooks of its own. */
const NO_HOOKS = {
  lifecycle: {},
  lifecycleKeys: [],
  registerPlugins: {},
  applyPlugin() {},
  removePlugin() {},
};

export class SnapshotHandler {
  readonly hooks = NO_HOOKS;
  readonly manifestCache = new Map<string, unknown>();

  loadRemoteSnapshotInfo(): never {
    throw new Error('Remote snapshots (manifest entries, preloadRemote) are left out of this build');
  }
}

/** What removing a remote (a forced re-registration) asks for: the host's snapshot, never recorded here. */
export function getGlobalRemoteInfo(): { hostGlobalSnapshot: undefined } {
  return { hostGlobalSnapshot: undefined };
}
