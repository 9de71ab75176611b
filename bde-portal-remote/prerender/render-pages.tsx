// The sign-in and registration pages this remote pre-renders in its own build (scripts/prerender.mjs).
// First: the images below are named from the remote's address.
import 'shared/prerender/remote-public-path';
import { ROUTES } from 'shared/contract/routes';
import type { PrerenderedPage } from 'shared/prerender/render-fragment';
import BdeRegisterPage from '../src/exposed/bde-register-page';
import BdeSignIn from '../src/exposed/bde-sign-in';
import BdeSignInPage from '../src/exposed/bde-sign-in-page';

export { pageHead, renderFragment } from 'shared/prerender/render-fragment';

export const REMOTE = 'bdePortal';

// Forms: seen at once, their code taken on at the first interaction.
export const PAGES: PrerenderedPage[] = [
  { route: ROUTES.bdeLogin, module: 'BdeSignInPage', Page: BdeSignInPage, hydrate: 'interaction' },
  { route: ROUTES.bdeRegister, module: 'BdeRegisterPage', Page: BdeRegisterPage, hydrate: 'interaction' },
  { route: ROUTES.login, module: 'BdeSignIn', Page: BdeSignIn, part: true, hydrate: 'interaction' },
];
