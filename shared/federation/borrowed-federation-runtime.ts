// A remote's federation runtime in production: the shell's (site-federation-runtime.ts), which it
// leaves on the page before loading any remote, so no remote ships a copy. A remote's own page
// (development) builds the whole runtime instead.
import { BORROWED_RUNTIME_GLOBAL, RUNTIME_CONTRACT } from './runtime-global';
import type { Federation } from './bundler-runtime';

const createFederation = (globalThis as Record<string, unknown>)[BORROWED_RUNTIME_GLOBAL] as
  (() => Federation) | undefined;
if (!createFederation) {
  throw new Error(
    `This remote needs the shell's federation runtime, contract ${RUNTIME_CONTRACT}, which this page does not offer: the shell and the remote were built apart, on different contracts`,
  );
}

export default createFederation();
