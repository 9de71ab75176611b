export { UserSignUp as default } from '../features/sign-up/user-sign-up';
