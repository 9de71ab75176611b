export { BdePortal as default } from '../features/portal/bde-portal';
