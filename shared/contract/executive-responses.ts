import { Type, type Static } from '@sinclair/typebox';
import { AccountLanguage } from './account-language-responses';
import { oneOf, responseObject } from './response-object';
import { REVIEW_STATUSES } from './staff';

export const BdeRegisterResponse = responseObject(
  { bdeCode: Type.String() },
  'The new BDE code, to give to the people the BDE refers.',
);
export type BdeRegisterResponse = Static<typeof BdeRegisterResponse>;

export const BdeProfileResponse = responseObject({
  fullName: Type.String(),
  mobileNumber: Type.String(),
  email: Type.String(),
  state: Type.String(),
  district: Type.String(),
  bdeCode: Type.String(),
  regDate: Type.String({ format: 'date-time' }),
  aadharMasked: Type.String({ description: 'Only the last four digits: XXXX XXXX 1234.' }),
  panMasked: Type.String({ description: 'Only the last four characters: XXXXXX234F.' }),
  reviewStatus: oneOf(REVIEW_STATUSES, "Where the staff's review of the identity documents stands."),
  reviewReason: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the registration was not accepted, when it was not.',
  }),
  language: AccountLanguage,
});
export type BdeProfileResponse = Static<typeof BdeProfileResponse>;

export const HierarchyNode = responseObject({ fullName: Type.String(), bdeCode: Type.String() });
export type HierarchyNode = Static<typeof HierarchyNode>;

export const HierarchyResponse = responseObject(
  { children: Type.Array(HierarchyNode) },
  'One level of the downline: the BDEs the given BDE referred.',
);
export type HierarchyResponse = Static<typeof HierarchyResponse>;
