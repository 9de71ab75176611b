import { createRoot } from 'react-dom/client';
import { StandaloneApp } from 'shared/ui/standalone-app';
import UserPortal from './exposed/user-portal';
import UserSignInPage from './exposed/user-sign-in-page';
import UserSignUpPage from './exposed/user-sign-up-page';

const routes = [
  { path: '/userlogin', label: 'Sign in', element: <UserSignInPage /> },
  { path: '/userSignup', label: 'Sign up', element: <UserSignUpPage /> },
  { path: '/userDashboard/*', label: 'Dashboard', element: <UserPortal /> },
];

createRoot(document.getElementById('root')!).render(<StandaloneApp name="User portal" routes={routes} />);
