// The site's module-federation runtime, which webpack.common.js swaps in for
// @module-federation/webpack-bundler-runtime and the runtime-core it brings. Those carry manifests,
// snapshots, preloading, Node loading, version-first sharing and a plugin system with some thirty
// hooks: ~20 KB gzipped on every page, of which the site uses this much: singletons shared
// loaded-first, checked against caret ranges (strictly for `shared/`), remotes registered at run time
// by their remoteEntry.js (federation-instance.ts), and one hook, `errorLoadRemote`. The shell
// provides it once; each remote's production build borrows the shell's (borrowed-federation-runtime.ts).
import { createFederation } from './bundler-runtime';
import { BORROWED_RUNTIME_GLOBAL } from './runtime-global';

(globalThis as Record<string, unknown>)[BORROWED_RUNTIME_GLOBAL] ??= createFederation;

export default createFederation();
