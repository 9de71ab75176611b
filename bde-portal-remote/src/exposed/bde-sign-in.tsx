export { BdeSignIn as default } from '../features/sign-in/bde-sign-in';
