/** The back office's addresses in the browser (the API's are STAFF_PATHS in shared/contract/staff.ts). */
export const STAFF_BASE = '/staff';

export const STAFF_SCREENS = {
  login: `${STAFF_BASE}/login`,
  overview: STAFF_BASE,
  messages: `${STAFF_BASE}/messages`,
  leads: `${STAFF_BASE}/leads`,
  partners: `${STAFF_BASE}/partners`,
  erasureRequests: `${STAFF_BASE}/erasure-requests`,
  subscribers: `${STAFF_BASE}/subscribers`,
  applications: `${STAFF_BASE}/applications`,
  audit: `${STAFF_BASE}/audit`,
  members: `${STAFF_BASE}/members`,
  outbox: `${STAFF_BASE}/outbox`,
  openings: `${STAFF_BASE}/openings`,
  newOpening: `${STAFF_BASE}/openings/new`,
  commissions: `${STAFF_BASE}/commissions`,
  payouts: `${STAFF_BASE}/payouts`,
  commissionPlan: `${STAFF_BASE}/commission-plan`,
  releases: `${STAFF_BASE}/releases`,
} as const;

/**
 * Where sign-in leads: the `next` the gate gave (a back-office address of this site), else the
 * overview. Anything else (another site, `//host`, a public page) is ignored.
 */
export function nextAfterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  const inside =
    next !== null && (next === STAFF_BASE || /^\/staff[/?#]/.test(next)) && !next.startsWith('//');
  return inside && next !== STAFF_SCREENS.login ? next : STAFF_SCREENS.overview;
}

export const staffScreen = {
  message: (messageId: number | string) => `${STAFF_SCREENS.messages}/${encodeURIComponent(messageId)}`,
  lead: (leadId: number | string) => `${STAFF_SCREENS.leads}/${encodeURIComponent(leadId)}`,
  application: (applicationId: number | string) =>
    `${STAFF_SCREENS.applications}/${encodeURIComponent(applicationId)}`,
  /** The applications list, filtered (`openingId`, `stage`). */
  applications: (filters: { openingId?: number; stage?: string }) => {
    const query = new URLSearchParams();
    if (filters.openingId !== undefined) query.set('openingId', String(filters.openingId));
    if (filters.stage) query.set('stage', filters.stage);
    return `${STAFF_SCREENS.applications}?${query}`;
  },
  partner: (bdeCode: string) => `${STAFF_SCREENS.partners}/${encodeURIComponent(bdeCode)}`,
  /** The commission lines, of one partner when given. */
  commissions: (bdeCode?: string) =>
    bdeCode ? `${STAFF_SCREENS.commissions}?${new URLSearchParams({ bdeCode })}` : STAFF_SCREENS.commissions,
  payout: (batchId: number | string) => `${STAFF_SCREENS.payouts}/${encodeURIComponent(batchId)}`,
  projectPayments: (projectId: number | string) =>
    `${STAFF_BASE}/projects/${encodeURIComponent(projectId)}/payments`,
  outboxEmail: (emailId: number | string) => `${STAFF_SCREENS.outbox}/${encodeURIComponent(emailId)}`,
  opening: (openingId: number | string) => `${STAFF_SCREENS.openings}/${encodeURIComponent(openingId)}`,
  openingPreview: (openingId: number | string) =>
    `${STAFF_SCREENS.openings}/${encodeURIComponent(openingId)}/preview`,
  /** The sign-in page, coming back to `next` (a /staff path) afterwards. */
  login: (next?: string) =>
    next && next !== STAFF_SCREENS.login
      ? `${STAFF_SCREENS.login}?${new URLSearchParams({ next })}`
      : STAFF_SCREENS.login,
};
