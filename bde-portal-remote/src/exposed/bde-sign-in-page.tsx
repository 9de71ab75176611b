export { BdeSignInPage as default } from '../features/sign-in/bde-sign-in-page';
