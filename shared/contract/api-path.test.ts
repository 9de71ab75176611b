import { pathParam, pathParams, queryParam } from './api-path';
import { BUSINESS_PATHS } from './business';
import { USER_PATHS } from './user';

describe('paths both sides share', () => {
  it('gives the client the address and the server the pattern', () => {
    expect(USER_PATHS.username(7)).toBe('/api/User/username/7');
    expect(USER_PATHS.username.pattern).toBe('/api/User/username/:userId');
    expect(BUSINESS_PATHS.proposalSummary('BDE 1/2')).toBe('/api/Proposal/summary/BDE%201%2F2');
    expect(BUSINESS_PATHS.totalRevenue('A&B')).toBe('/api/BDEBusiness/TotalRevenue?bdeCode=A%26B');
    expect(BUSINESS_PATHS.totalRevenue.pattern).toBe('/api/BDEBusiness/TotalRevenue');
  });

  it('refuses a pattern whose parameter is not its last segment', () => {
    expect(() => pathParam('/api/User/:userId/name')).toThrow();
    expect(() => pathParam('/api/User')).toThrow();
    expect(queryParam('/api/x', 'q')(1)).toBe('/api/x?q=1');
  });
});

describe('paths with parameters inside them', () => {
  it('fills each parameter by name, encoded', () => {
    const path = pathParams('/api/staff/partners/:bdeCode/documents/:documentId');
    expect(path({ bdeCode: 'BDE 1/2', documentId: 7 })).toBe('/api/staff/partners/BDE%201%2F2/documents/7');
    expect(path.pattern).toBe('/api/staff/partners/:bdeCode/documents/:documentId');
  });

  it('refuses a pattern without a parameter', () => {
    expect(() => pathParams('/api/staff')).toThrow();
  });
});
