import type { RemotePageEntry, RemotePart } from './page-entry';
import { USER_PORTAL_PATHS as paths } from '../route-paths';

/** The user portal remote's pages (see page-entry.ts). */
export const remote = 'userPortal';

// The sign-in and sign-up forms: seen at once, their code taken on at the first interaction.
export { paths };

export const pages = {
  userLogin: {
    module: 'UserSignInPage',
    title: 'User Sign In',
    indexable: false,
    prerender: 'interaction',
  },
  userSignUp: {
    module: 'UserSignUpPage',
    title: 'User Sign Up',
    indexable: false,
    prerender: 'interaction',
  },
  userPortal: {
    module: 'UserPortal',
    title: 'My Dashboard',
    indexable: false,
    prefix: true,
    guard: 'login',
  },
} as const satisfies Record<keyof typeof paths, RemotePageEntry>;

/** The two sides of the flip card on the shell's /login. */
export const parts = [
  { page: 'login', module: 'UserSignIn', prerender: 'interaction' },
  { page: 'login', module: 'UserSignUp', prerender: 'interaction' },
] as const satisfies readonly RemotePart[];
