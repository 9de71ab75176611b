import type { RemotePageEntry, RemotePart } from './page-entry';
import { STAFF_PAGE_PATHS as paths } from '../route-paths';

/**
 * The back office's one page (see page-entry.ts): staff only, never indexed, never pre-rendered. It
 * draws its own frame, so the shell mounts it outside the site's layout.
 */
export const remote = 'staff';

export { paths };

export const pages = {
  staff: {
    module: 'StaffApp',
    title: 'Back Office',
    indexable: false,
    prefix: true,
  },
} as const satisfies Record<keyof typeof paths, RemotePageEntry>;

export const parts = [] as const satisfies readonly RemotePart[];
