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
    indexable: false,
  },
  header: { title: 'Home', indexable: false, homeSection: '' },
  carousel: { title: 'Home', indexable: false, homeSection: '#banner' },
  professionalDesign: { title: 'Home', indexable: false, homeSection: '#portfolio' },
  footer: { title: 'Home', indexable: false, homeSection: '#site-footer' },
} as const satisfies Record<keyof typeof paths, PageEntry & { homeSection?: string }>;
