import { lazy } from 'react';

// Each chart is its own chunk: nivo never comes with the portal's first screen of text, nor with
// the public site. Prefetched (an idle-priority <link rel="prefetch"> once the portal's code is
// loaded, which the sign-in form starts), it is already in the cache when a chart is first drawn.
export const LazyFunnelChart = lazy(() => import(/* webpackPrefetch: true */ './funnel-chart'));
export const LazyPieChart = lazy(() => import(/* webpackPrefetch: true */ './pie-chart'));
export const LazyBarChart = lazy(() => import(/* webpackPrefetch: true */ './bar-chart'));
