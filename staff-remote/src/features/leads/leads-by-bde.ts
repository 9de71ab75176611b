import type { BdeCodeFilterWords } from '../../ui/lists/bde-code-filter';

/** The leads of one BDE (by code), of none, or of any. */
export const LEADS_BY_BDE: BdeCodeFilterWords = {
  form: 'Leads by BDE',
  field: 'BDE code',
  submit: 'Show their leads',
  every: 'Any BDE',
  showingEvery: 'Showing every BDE’s leads.',
  showing: (code) => `Showing the leads of ${code}.`,
  none: { button: 'Leads without a BDE', showing: 'Showing leads without a BDE.' },
};
