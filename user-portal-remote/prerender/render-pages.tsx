// The sign-in and sign-up pages this remote pre-renders in its own build (scripts/prerender.mjs).
// First: the images below are named from the remote's address.
import 'shared/prerender/remote-public-path';
import { ROUTES } from 'shared/contract/routes';
import type { PrerenderedPage } from 'shared/prerender/render-fragment';
import UserSignIn from '../src/exposed/user-sign-in';
import UserSignInPage from '../src/exposed/user-sign-in-page';
import UserSignUp from '../src/exposed/user-sign-up';
import UserSignUpPage from '../src/exposed/user-sign-up-page';

export { pageHead, renderFragment } from 'shared/prerender/render-fragment';

export const REMOTE = 'userPortal';

// Forms: seen at once, their code taken on at the first interaction.
export const PAGES: PrerenderedPage[] = [
  { route: ROUTES.userLogin, module: 'UserSignInPage', Page: UserSignInPage, hydrate: 'interaction' },
  { route: ROUTES.userSignUp, module: 'UserSignUpPage', Page: UserSignUpPage, hydrate: 'interaction' },
  { route: ROUTES.login, module: 'UserSignIn', Page: UserSignIn, part: true, hydrate: 'interaction' },
  { route: ROUTES.login, module: 'UserSignUp', Page: UserSignUp, part: true, hydrate: 'interaction' },
];
