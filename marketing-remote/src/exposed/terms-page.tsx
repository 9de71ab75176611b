export { TermsPage as default } from '../features/legal/terms-page';
