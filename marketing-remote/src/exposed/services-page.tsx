export { ServicesPage as default } from '../features/services/services-page';
