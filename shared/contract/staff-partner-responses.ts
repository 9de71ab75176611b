import { Type, type Static } from '@sinclair/typebox';
import { AccountLanguage } from './account-language-responses';
import { nullable } from './nullable';
import { PROJECT_STATUSES, PROPOSAL_STATUSES } from './business';
import { PAN_STATUSES } from './earnings';
import { instant, oneOf, responseObject } from './response-object';
import { REVIEW_STATUSES } from './staff';
import { listPage } from './staff-list-responses';

const rupees = () =>
  Type.Number({ description: 'Rupees, with at most two decimals; kept exact on the server as paise.' });

export const ReviewStatusSchema = oneOf(REVIEW_STATUSES);

export const PartnerListItem = responseObject({
  bdeCode: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  mobileNumber: Type.String(),
  district: Type.String(),
  state: Type.String(),
  reviewStatus: ReviewStatusSchema,
  createdAt: instant(),
});
export type PartnerListItem = Static<typeof PartnerListItem>;

export const PartnerListResponse = listPage(PartnerListItem, 'One page of BDEs.');
export type PartnerListResponse = Static<typeof PartnerListResponse>;

const PartnerRef = responseObject({ bdeCode: Type.String(), fullName: Type.String() });

export const PartnerReview = responseObject({
  status: ReviewStatusSchema,
  reason: nullable(Type.String({ description: 'Why the registration was not accepted (or a note).' })),
  reviewedAt: nullable(instant()),
  reviewedBy: nullable(responseObject({ id: Type.Integer(), name: Type.String() })),
});
export type PartnerReview = Static<typeof PartnerReview>;

export const PartnerPan = responseObject({
  status: oneOf(PAN_STATUSES),
  checkedAt: nullable(instant()),
  checkedBy: nullable(responseObject({ id: Type.Integer(), name: Type.String() })),
});
export type PartnerPan = Static<typeof PartnerPan>;

export const PartnerProject = responseObject({
  id: Type.Integer(),
  companyName: Type.String(),
  amount: rupees(),
  status: oneOf(PROJECT_STATUSES),
  createdAt: instant(),
});
export type PartnerProject = Static<typeof PartnerProject>;

export const PartnerProposal = responseObject({
  id: Type.Integer(),
  companyName: Type.String(),
  status: oneOf(PROPOSAL_STATUSES),
  createdAt: instant(),
});
export type PartnerProposal = Static<typeof PartnerProposal>;

export const PartnerDocumentInfo = responseObject({
  id: Type.Integer(),
  kind: oneOf(['aadhar', 'pan'] as const),
  mimeType: Type.String(),
  sizeBytes: Type.Integer(),
  createdAt: instant(),
});
export type PartnerDocumentInfo = Static<typeof PartnerDocumentInfo>;

export const PartnerResponse = responseObject(
  {
    bdeCode: Type.String(),
    fullName: Type.String(),
    userName: Type.String(),
    email: Type.String(),
    mobileNumber: Type.String(),
    address: Type.String(),
    pinCode: Type.String(),
    area: Type.String(),
    district: Type.String(),
    state: Type.String(),
    dob: Type.String({ description: 'YYYY-MM-DD.' }),
    registeredAt: instant(),
    language: AccountLanguage,
    aadharMasked: Type.String({ description: 'Only the last four digits: XXXX XXXX 1234.' }),
    panMasked: Type.String({ description: 'Only the last four characters: XXXXXX234F.' }),
    referrer: nullable(PartnerRef),
    downline: responseObject({
      direct: Type.Array(
        responseObject({ bdeCode: Type.String(), fullName: Type.String(), reviewStatus: ReviewStatusSchema }),
        { description: 'The BDEs this BDE referred, in joining order.' },
      ),
      total: Type.Integer({ description: 'Every BDE below this one, at any depth.' }),
    }),
    review: PartnerReview,
    pan: PartnerPan,
    business: responseObject({
      proposals: responseObject({
        sent: Type.Integer(),
        accepted: Type.Integer(),
        percentage: Type.Number({ description: 'accepted / sent × 100, two decimals; 0 when none.' }),
      }),
      projects: Type.Array(PartnerProject, { description: 'Newest first.' }),
      totalRevenue: rupees(),
    }),
    documents: Type.Array(PartnerDocumentInfo, {
      description: 'The identity-document copies, without content: each opens through its own route.',
    }),
  },
  "A BDE as staff see them: profile, masked identity numbers, referrals, review, business and documents' list.",
);
export type PartnerResponse = Static<typeof PartnerResponse>;

export const PartnerDocumentContent = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/octet-stream',
  description:
    'The copy itself (PDF, PNG or JPEG, as Content-Type says), decrypted, never cached; the opening is audited.',
});
