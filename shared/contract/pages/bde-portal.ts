import type { RemotePageEntry, RemotePart } from './page-entry';
import { BDE_PORTAL_PATHS as paths } from '../route-paths';

/** The BDE portal remote's pages (see page-entry.ts). */
export const remote = 'bdePortal';

// The sign-in and registration forms: seen at once, their code taken on at the first interaction.
export { paths };

export const pages = {
  // The page that recruits partners: search engines should find it.
  bdeRegister: {
    module: 'BdeRegisterPage',
    title: 'BDE Registration',
    indexable: true,
    prerender: 'interaction',
  },
  bdeLogin: {
    module: 'BdeSignInPage',
    title: 'BDE Sign In',
    indexable: false,
    prerender: 'interaction',
  },
  bdePortal: {
    module: 'BdePortal',
    title: 'BDE Portal',
    indexable: false,
    prefix: true,
    guard: 'bdeLogin',
  },
} as const satisfies Record<keyof typeof paths, RemotePageEntry>;

/** The BDE sign-in beside the user's on the shell's /login. */
export const parts = [
  { page: 'login', module: 'BdeSignIn', prerender: 'interaction' },
] as const satisfies readonly RemotePart[];
