import type { ComponentType } from 'react';
import type { RemoteModule } from 'shared/contract/pages/registries';
import UserPortal from '../exposed/user-portal';
import UserSignIn from '../exposed/user-sign-in';
import UserSignInPage from '../exposed/user-sign-in-page';
import UserSignUp from '../exposed/user-sign-up';
import UserSignUpPage from '../exposed/user-sign-up-page';

/**
 * The component of each module the user portal remote exposes, by its name in the page registry
 * (shared/contract/pages/): its standalone app and its pre-render draw them from here.
 */
export const PAGE_MODULES: Record<RemoteModule<'userPortal'>, ComponentType> = {
  UserPortal,
  UserSignIn,
  UserSignInPage,
  UserSignUp,
  UserSignUpPage,
};
