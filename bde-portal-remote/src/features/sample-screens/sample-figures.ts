import type { ChartDatum } from '../charts/chart-data';

// Placeholder figures. They are examples shown on the dashboard and the sample screens,
// always labelled as sample data; nothing here comes from the BDE's own records.

export const SALES_FUNNEL: ChartDatum[] = [
  { label: 'Lead', value: 50 },
  { label: 'Requirement Gathering', value: 30 },
  { label: 'Proposal Sent', value: 10 },
  { label: 'Negotiation', value: 8 },
];

export const LEAD_TILES: ChartDatum[] = [
  { label: 'New leads', value: 26 },
  { label: 'Leads', value: 60 },
  { label: 'Clients', value: 45 },
  { label: 'New clients', value: 10 },
];

export const SERVICE_DEMAND: ChartDatum[] = [
  { label: 'Websites', value: 40 },
  { label: 'Mobile Apps', value: 30 },
  { label: 'E-commerce', value: 20 },
  { label: 'UI/UX', value: 10 },
];

export const LEAD_SOURCES: ChartDatum[] = [
  { label: 'Online', value: 120 },
  { label: 'Referrals', value: 80 },
  { label: 'Events', value: 40 },
  { label: 'Direct', value: 60 },
];
