import { ROUTES } from 'shared/contract/routes';

/** The user portal's two child routes, userProfile being the default. */
export const PORTAL_PATHS = {
  profile: `${ROUTES.userPortal.path}/userProfile`,
  update: `${ROUTES.userPortal.path}/userupdate`,
} as const;
