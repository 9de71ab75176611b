import type { ComponentType } from 'react';
import type { ModuleOf, RemoteRegistry } from '../contract/pages/page-entry';
import { routesOf } from '../contract/pages/registries';
import { ROUTES, type RouteInfo } from '../contract/routes';
import type { PrerenderedPage } from './render-fragment';

/**
 * What a remote's build pre-renders (its prerender/render-pages.tsx), as its registry states it: each
 * page with a `prerender`, and each part of another app's page, drawn by the component of its module.
 */
export function prerenderedPages<R extends RemoteRegistry>(
  registry: R,
  modules: Record<ModuleOf<R>, ComponentType>,
): PrerenderedPage[] {
  const component = (module: ModuleOf<R>) => modules[module];
  const pages = Object.values(routesOf(registry.paths, registry.pages)).flatMap((route) =>
    route.prerender
      ? [{ route, module: route.module, Page: component(route.module), hydrate: route.prerender }]
      : [],
  );
  const parts = registry.parts.map((part) => {
    const route: RouteInfo | undefined = (ROUTES as Record<string, RouteInfo>)[part.page];
    if (!route) throw new Error(`prerender: ${part.module} stands in ${part.page}, which is no page`);
    return { route, module: part.module, Page: component(part.module), part: true, hydrate: part.prerender };
  });
  return [...pages, ...parts];
}
