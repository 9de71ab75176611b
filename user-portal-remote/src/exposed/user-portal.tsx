export { UserPortal as default } from '../features/portal/user-portal';
