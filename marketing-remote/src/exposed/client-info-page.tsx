export { ClientInfoPage as default } from '../features/client-info/client-info-page';
