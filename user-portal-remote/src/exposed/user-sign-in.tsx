export { UserSignIn as default } from '../features/sign-in/user-sign-in';
