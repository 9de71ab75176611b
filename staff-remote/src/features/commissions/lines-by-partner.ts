import type { BdeCodeFilterWords } from '../../ui/lists/bde-code-filter';

/** The lines of one partner (by BDE code) or of every partner. */
export const LINES_BY_PARTNER: BdeCodeFilterWords = {
  form: 'Lines by partner',
  field: 'Partner’s BDE code',
  submit: 'Show their lines',
  every: 'Every partner',
  showingEvery: 'Showing every partner’s lines.',
  showing: (code) => `Showing the lines of ${code}.`,
};
