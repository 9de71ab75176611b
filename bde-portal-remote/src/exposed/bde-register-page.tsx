export { BdeRegisterPage as default } from '../features/register/bde-register-page';
