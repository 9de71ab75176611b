export { BdePortal as default } from '../app/bde-portal';
