export { CareersPage as default } from '../features/careers/careers-page';
