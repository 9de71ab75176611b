import { createRoot } from 'react-dom/client';
import * as registry from 'shared/contract/pages/bde-portal';
import { StandaloneApp } from 'shared/ui/standalone-app';
import { PAGE_MODULES } from './app/page-modules';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp name="BDE portal" registry={registry} modules={PAGE_MODULES} />,
);
