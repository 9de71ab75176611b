export { UserSignInPage as default } from '../features/sign-in/user-sign-in-page';
