// What each remote exposes, as types: the names come from the remote's own exposes.json, the list its
// webpack config hands to the federation plugin, so a route naming a module no remote exposes fails
// `tsc` rather than the browser. Type-only imports: nothing of a remote is bundled into the shell
// (ESLint's boundary zones allow the shell exactly these files of a remote's folder).
import type bdePortal from '../../../bde-portal-remote/exposes.json';
import type marketing from '../../../marketing-remote/exposes.json';
import type staff from '../../../staff-remote/exposes.json';
import type userPortal from '../../../user-portal-remote/exposes.json';

interface Exposes {
  marketing: typeof marketing;
  userPortal: typeof userPortal;
  bdePortal: typeof bdePortal;
  staff: typeof staff;
}

export type RemoteName = keyof Exposes;

/** The modules remote `R` exposes, without the leading "./": `RemoteModule<'marketing'>` is 'HomePage' | …. */
export type RemoteModule<R extends RemoteName> = keyof Exposes[R] extends infer Key
  ? Key extends `./${infer Name}`
    ? Name
    : never
  : never;

/** A remote and one module it exposes, checked together. */
export type RemoteModuleRef = { [R in RemoteName]: { remote: R; module: RemoteModule<R> } }[RemoteName];
