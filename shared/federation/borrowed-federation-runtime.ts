// A remote's federation runtime in production: the shell's (site-federation-runtime.ts), which it
// leaves on the page before loading any remote, so no remote ships a copy. A remote's own page
// (development) builds the whole runtime instead.
import { BORROWED_RUNTIME_GLOBAL } from './runtime-global';
import type { Federation } from './bundler-runtime';

const createFederation = (globalThis as Record<string, unknown>)[BORROWED_RUNTIME_GLOBAL] as
  (() => Federation) | undefined;
if (!createFederation)
  throw new Error('This remote runs inside the shell, which provides its federation runtime');

export default createFederation();
