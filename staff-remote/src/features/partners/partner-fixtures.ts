import type { PartnerListItem, PartnerResponse } from 'shared/contract/staff-partner-responses';

/** A BDE as the API answers one to staff, for the screens' tests. */
export function partnerFixture(overrides: Partial<PartnerResponse> = {}): PartnerResponse {
  return {
    bdeCode: 'BDE1001',
    fullName: 'Asha Devi Rao',
    userName: 'asha.rao',
    email: 'asha.rao@example.in',
    mobileNumber: '9848012301',
    address: '1-2-3 Ameerpet',
    pinCode: '500016',
    area: 'Ameerpet',
    district: 'Hyderabad',
    state: 'Telangana',
    dob: '1990-04-12',
    registeredAt: '2024-03-05T20:00:00.000Z',
    language: 'te',
    aadharMasked: 'XXXX XXXX 0101',
    panMasked: 'XXXXXX101A',
    referrer: { bdeCode: 'BDE1000', fullName: 'Imran Khan' },
    downline: {
      direct: [{ bdeCode: 'BDE1002', fullName: 'Bala Krishna', reviewStatus: 'verified' }],
      total: 3,
    },
    review: { status: 'pending', reason: null, reviewedAt: null, reviewedBy: null },
    pan: { status: 'unchecked', checkedAt: null, checkedBy: null },
    business: {
      proposals: { sent: 3, accepted: 1, percentage: 33.33 },
      projects: [
        {
          id: 7,
          companyName: 'Charminar Foods',
          amount: 250000.5,
          status: 'Active',
          createdAt: '2025-01-06T06:30:00.000Z',
        },
      ],
      totalRevenue: 250000.5,
    },
    documents: [
      {
        id: 11,
        kind: 'aadhar',
        mimeType: 'application/pdf',
        sizeBytes: 48_000,
        createdAt: '2024-03-05T20:00:00.000Z',
      },
      { id: 12, kind: 'pan', mimeType: 'image/png', sizeBytes: 900, createdAt: '2024-03-05T20:00:00.000Z' },
    ],
    ...overrides,
  };
}

export const partnerRow = (
  bdeCode: string,
  fullName: string,
  reviewStatus: PartnerListItem['reviewStatus'],
) => ({
  bdeCode,
  fullName,
  email: `${bdeCode.toLowerCase()}@example.in`,
  mobileNumber: '9848012301',
  district: 'Hyderabad',
  state: 'Telangana',
  reviewStatus,
  createdAt: '2024-03-05T20:00:00.000Z',
});
