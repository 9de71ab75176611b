// What each remote exposes, as types: the names come from the remote's page registry
// (shared/contract/pages/), from which its webpack config derives what it hands the federation
// plugin, so a route naming a module no remote exposes fails `tsc` rather than the browser.
import type { RemoteModule, RemoteName } from 'shared/contract/pages/registries';

export type { RemoteModule, RemoteName } from 'shared/contract/pages/registries';

/** A remote and one module it exposes, checked together. */
export type RemoteModuleRef = { [R in RemoteName]: { remote: R; module: RemoteModule<R> } }[RemoteName];
