export { StaffApp as default } from '../app/staff-app';
