import { createRoot } from 'react-dom/client';
import { StandaloneApp } from 'shared/ui/standalone-app';
import StaffApp from './exposed/staff-app';

const routes = [{ path: '/staff/*', label: 'Back office', element: <StaffApp /> }];

createRoot(document.getElementById('root')!).render(<StandaloneApp name="Back office" routes={routes} />);
