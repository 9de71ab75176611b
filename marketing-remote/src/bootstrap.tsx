import { createRoot } from 'react-dom/client';
import { StandaloneApp } from 'shared/ui/standalone-app';
import AboutPage from './exposed/about-page';
import CareersApplicationPage from './exposed/careers-application-page';
import CareersPage from './exposed/careers-page';
import ClientInfoPage from './exposed/client-info-page';
import ContactPage from './exposed/contact-page';
import HomePage from './exposed/home-page';
import PrivacyPage from './exposed/privacy-page';
import ServicesPage from './exposed/services-page';
import TechnologyPage from './exposed/technology-page';
import TermsPage from './exposed/terms-page';

const routes = [
  { path: '/', label: 'Home', element: <HomePage /> },
  { path: '/aboutus', label: 'About', element: <AboutPage /> },
  { path: '/serviceTypeheader', label: 'Services', element: <ServicesPage /> },
  { path: '/technology', label: 'Technology', element: <TechnologyPage /> },
  { path: '/careers', label: 'Careers', element: <CareersPage /> },
  { path: '/careers/application', label: 'Application', element: <CareersApplicationPage /> },
  { path: '/contactus', label: 'Contact', element: <ContactPage /> },
  { path: '/termsofservice', label: 'Terms', element: <TermsPage /> },
  { path: '/privacypolicy', label: 'Privacy', element: <PrivacyPage /> },
  { path: '/clientInfo', label: 'Client info', element: <ClientInfoPage /> },
];

createRoot(document.getElementById('root')!).render(<StandaloneApp name="Marketing" routes={routes} />);
