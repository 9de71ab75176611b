import { createRoot } from 'react-dom/client';
import * as registry from 'shared/contract/pages/marketing';
import { StandaloneApp } from 'shared/ui/standalone-app';
import { PAGE_MODULES } from './app/page-modules';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp name="Marketing" registry={registry} modules={PAGE_MODULES} />,
);
