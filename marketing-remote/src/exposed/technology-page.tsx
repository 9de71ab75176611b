export { TechnologyPage as default } from '../features/technology/technology-page';
