import type { LeadStatus } from 'shared/contract/staff';

/** Each step of the lead pipeline as a person reads it. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'proposal sent': 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
};

/** A lead's company, or what stands in for a missing one (the client form requires nothing). */
export const companyOf = (lead: { companyName: string }) => lead.companyName || 'No company name';
