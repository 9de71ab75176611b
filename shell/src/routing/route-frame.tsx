import type { ReactNode } from 'react';
import type { RouteInfo } from 'shared/contract/routes';
import { usePageMeta } from './use-page-meta';

export function RouteFrame({ route, children }: { route: RouteInfo; children: ReactNode }) {
  usePageMeta(route);
  return children;
}
