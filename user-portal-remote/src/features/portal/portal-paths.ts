import { PATHS } from 'shared/contract/route-paths';

/** The user portal's child routes, userProfile being the default. */
export const PORTAL_PATHS = {
  profile: `${PATHS.userPortal}/userProfile`,
  update: `${PATHS.userPortal}/userupdate`,
  yourData: `${PATHS.userPortal}/yourData`,
} as const;
