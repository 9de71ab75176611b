import type { PageEntry } from './page-entry';
import { SHELL_PATHS as paths } from '../route-paths';

/**
 * The shell's own pages (see page-entry.ts): the sign-in page, where the remotes' sign-in forms
 * stand, and the internal component-style paths, each leading to its section of the home page.
 */

export { paths };

export const pages = {
  login: {
    title: 'Sign In',
    description: 'Sign in or sign up as a user, or sign in as a BDE.',
    indexable: false,
  },
  header: { title: 'Home', description: '', indexable: false, homeSection: '' },
  carousel: { title: 'Home', description: '', indexable: false, homeSection: '#banner' },
  professionalDesign: { title: 'Home', description: '', indexable: false, homeSection: '#portfolio' },
  footer: { title: 'Home', description: '', indexable: false, homeSection: '#site-footer' },
} as const satisfies Record<keyof typeof paths, PageEntry & { homeSection?: string }>;
