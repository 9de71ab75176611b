// The sign-in and sign-up pages this remote pre-renders in its own build (scripts/prerender.mjs).
// First: the images below are named from the remote's address.
import 'shared/prerender/remote-public-path';
import { ROUTES } from 'shared/contract/routes';
import type { PrerenderedPage } from 'shared/prerender/render-fragment';
import UserSignInPage from '../src/exposed/user-sign-in-page';
import UserSignUpPage from '../src/exposed/user-sign-up-page';

export { pageHead, renderFragment } from 'shared/prerender/render-fragment';

export const REMOTE = 'userPortal';

export const PAGES: PrerenderedPage[] = [
  { route: ROUTES.userLogin, module: 'UserSignInPage', Page: UserSignInPage },
  { route: ROUTES.userSignUp, module: 'UserSignUpPage', Page: UserSignUpPage },
];
