import { PROJECT_STATUSES, PROJECT_STATUS_LEGEND, PROPOSAL_STATUSES } from 'shared/contract/business';
import { CLIENT_SERVICE_NAMES } from 'shared/contract/client-info';
import { COMMISSION_STATUSES, PAYOUT_STATUSES } from 'shared/contract/earnings';
import { STATEMENT_FIGURES } from 'shared/contract/statement-figures';
import { LEAD_STATUSES } from 'shared/contract/staff';
import { statusLabel } from '../../ui/status-label';
import english from './en.json';
import telugu from './te.json';
import { SERVICE_NAMES, STATEMENT_FIGURE_NAMES, STATUS_NAMES, serviceName, statusName } from './work-names';

const t = (key: string) => (telugu as Record<string, string>)[key] ?? key;

test('every status, service and statement figure the API sends has its English key', () => {
  const statuses = [
    ...LEAD_STATUSES,
    ...COMMISSION_STATUSES,
    ...PAYOUT_STATUSES,
    ...PROPOSAL_STATUSES,
    ...PROJECT_STATUSES,
    ...Object.values(PROJECT_STATUS_LEGEND),
  ].map(statusLabel);
  expect([...new Set(statuses)].sort()).toEqual([...STATUS_NAMES].sort());
  expect([...SERVICE_NAMES]).toEqual([...CLIENT_SERVICE_NAMES]);
  expect([...STATEMENT_FIGURE_NAMES]).toEqual(STATEMENT_FIGURES.map((figure) => figure.label));
  for (const name of [...STATUS_NAMES, ...SERVICE_NAMES, ...STATEMENT_FIGURE_NAMES])
    expect(english).toHaveProperty([name], name);
});

test('a status or service is named in the language; a value outside the set stays as it came', () => {
  expect(statusName(t)('proposal sent')).toBe('ప్రపోజల్ పంపాం');
  expect(statusName(t)('awaiting transfer')).toBe('బదిలీ కోసం వేచి ఉంది');
  expect(statusName(t)('archived')).toBe('Archived');
  expect(serviceName(t)('Logo Design')).toBe('లోగో డిజైన్');
  expect(serviceName(t)('Drone Shoot')).toBe('Drone Shoot');
});
