import type { ComponentType } from 'react';
import type { RemoteModule } from 'shared/contract/pages/registries';
import BdePortal from '../exposed/bde-portal';
import BdeRegisterPage from '../exposed/bde-register-page';
import BdeSignIn from '../exposed/bde-sign-in';
import BdeSignInPage from '../exposed/bde-sign-in-page';

/**
 * The component of each module the BDE portal remote exposes, by its name in the page registry
 * (shared/contract/pages/): its standalone app and its pre-render draw them from here.
 */
export const PAGE_MODULES: Record<RemoteModule<'bdePortal'>, ComponentType> = {
  BdePortal,
  BdeRegisterPage,
  BdeSignIn,
  BdeSignInPage,
};
