import { PORTAL_FIGURES_PATH } from './portal-app';

test('the worker keeps the figure screens only, never the data download, settings, messages or statements', () => {
  for (const kept of [
    '/api/BDEPortal/Leads',
    '/api/BDEPortal/Overview',
    '/api/BDEPortal/Earnings',
    '/api/BDEBusiness/TotalRevenue/BDE100001',
    '/api/Proposal/summary/BDE100001',
    '/api/Executive/get-by-code/BDE100001',
  ])
    expect(PORTAL_FIGURES_PATH.test(kept)).toBe(true);
  for (const never of [
    '/api/BDEPortal/MyData',
    '/api/BDEPortal/Settings',
    '/api/BDEPortal/Messages',
    '/api/BDEPortal/Notifications',
    '/api/BDEPortal/Statement',
    '/api/BDEPortal/TdsSummary',
    '/api/BDEPortal/ReferralLink',
    '/api/BDEPortal/LeadsExport',
    '/api/Referral/referrer',
  ])
    expect(PORTAL_FIGURES_PATH.test(never)).toBe(false);
});
