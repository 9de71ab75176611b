import type { ChartDatum } from '../../ui/charts/chart-data';

// Placeholder figures. They are examples shown on the dashboard and the sample screens,
// always labelled as sample data; nothing here comes from the BDE's own records. Their names are
// English texts, shown in the page's language (so written as quoted strings, which the translation
// check finds).

const figures = (counts: ReadonlyArray<readonly [string, number]>): ChartDatum[] =>
  counts.map(([label, value]) => ({ label, value }));

export const SALES_FUNNEL = figures([
  ['Lead', 50],
  ['Requirement Gathering', 30],
  ['Proposal Sent', 10],
  ['Negotiation', 8],
]);
export const LEAD_TILES = figures([
  ['New leads', 26],
  ['Leads', 60],
  ['Clients', 45],
  ['New clients', 10],
]);
export const SERVICE_DEMAND = figures([
  ['Websites', 40],
  ['Mobile Apps', 30],
  ['E-commerce', 20],
  ['UI/UX', 10],
]);
export const LEAD_SOURCES = figures([
  ['Online', 120],
  ['Referrals', 80],
  ['Events', 40],
  ['Direct', 60],
]);
