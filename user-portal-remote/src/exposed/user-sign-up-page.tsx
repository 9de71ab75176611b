export { UserSignUpPage as default } from '../features/sign-up/user-sign-up-page';
