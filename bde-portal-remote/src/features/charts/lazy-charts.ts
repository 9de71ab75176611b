import { lazy } from 'react';

// Each chart is its own chunk: nivo downloads only when a chart is on screen, never with the
// portal's first screen of text, and never on the public site.
export const LazyFunnelChart = lazy(() => import('./funnel-chart'));
export const LazyPieChart = lazy(() => import('./pie-chart'));
export const LazyBarChart = lazy(() => import('./bar-chart'));
