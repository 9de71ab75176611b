import { ROUTES } from 'shared/contract/routes';

/** The user portal's child routes, userProfile being the default. */
export const PORTAL_PATHS = {
  profile: `${ROUTES.userPortal.path}/userProfile`,
  update: `${ROUTES.userPortal.path}/userupdate`,
  yourData: `${ROUTES.userPortal.path}/yourData`,
} as const;
