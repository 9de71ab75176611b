import { createRoot } from 'react-dom/client';
import { StandaloneApp } from 'shared/ui/standalone-app';
import BdePortal from './exposed/bde-portal';
import BdeRegisterPage from './exposed/bde-register-page';
import BdeSignInPage from './exposed/bde-sign-in-page';

const routes = [
  { path: '/bdelogin', label: 'Sign in', element: <BdeSignInPage /> },
  { path: '/bdeRegister', label: 'Register', element: <BdeRegisterPage /> },
  { path: '/bdedetails/*', label: 'Portal', element: <BdePortal /> },
];

createRoot(document.getElementById('root')!).render(<StandaloneApp name="BDE portal" routes={routes} />);
