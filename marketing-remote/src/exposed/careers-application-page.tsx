export { ApplicationPage as default } from '../features/careers-apply/application-page';
