import { Type, type Static } from '@sinclair/typebox';
import { AccountLanguage } from './account-language-responses';
import { nullable } from './nullable';
import { exportedApplications } from './application-export-responses';
import { ERASURE_STATUSES } from './bde-data';
import { BdeMessage, BdeNotification } from './bde-inbox-responses';
import { BdeBankDetails } from './bde-settings-responses';
import { NOTIFICATION_KINDS } from './earnings';
import { FOLLOW_UP_ACTIONS } from './bde-portal';
import { PROJECT_STATUSES, PROPOSAL_STATUSES } from './business';
import { day, instant, oneOf, responseObject } from './response-object';
import { LEAD_STATUSES, REVIEW_STATUSES } from './staff';

const ExportedLead = responseObject({
  companyName: Type.String(),
  contactPerson: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  services: Type.Array(Type.String()),
  reference: Type.String(),
  viaLink: Type.Boolean({ description: "Sent through the BDE's personal link." }),
  status: oneOf(LEAD_STATUSES),
  nextFollowUp: nullable(day('The next follow-up (India date).')),
  createdAt: instant(),
  followUps: Type.Array(
    responseObject({
      action: oneOf(FOLLOW_UP_ACTIONS),
      note: Type.String(),
      nextDate: nullable(day('The date it was moved to.')),
      createdAt: instant(),
    }),
    { description: 'What the BDE recorded on following the lead up.' },
  ),
});

export const BdeDataExport = responseObject(
  {
    exportedAt: instant(),
    identityNumbers: Type.String({ description: 'Why Aadhaar and PAN are masked here too.' }),
    profile: responseObject({
      bdeCode: Type.String(),
      userName: Type.String(),
      firstName: Type.String(),
      middleName: nullable(Type.String()),
      lastName: Type.String(),
      mobileNumber: Type.String(),
      email: Type.String(),
      dob: day('Date of birth.'),
      address: Type.String(),
      area: Type.String(),
      pinCode: Type.String(),
      district: Type.String(),
      state: Type.String(),
      aadharMasked: Type.String({ description: 'Only the last four digits.' }),
      panMasked: Type.String({ description: 'Only the last four characters.' }),
      parentFreelancerId: nullable(Type.String()),
      termsAccepted: Type.Boolean(),
      registeredAt: instant(),
      language: AccountLanguage,
    }),
    review: responseObject({
      status: oneOf(REVIEW_STATUSES),
      reason: nullable(Type.String({ description: 'What staff recorded with their decision.' })),
      reviewedAt: nullable(instant()),
    }),
    referrerCode: nullable(Type.String({ description: 'The BDE who referred this one.' })),
    downlineCodes: Type.Array(Type.String(), { description: 'The BDEs this one referred.' }),
    documents: Type.Array(
      responseObject({
        kind: oneOf(['aadhar', 'pan'] as const),
        mimeType: Type.String(),
        sizeBytes: Type.Integer(),
        createdAt: instant(),
      }),
      { description: 'The identity-document copies held (not their content).' },
    ),
    proposals: Type.Array(
      responseObject({ companyName: Type.String(), status: oneOf(PROPOSAL_STATUSES), createdAt: instant() }),
    ),
    projects: Type.Array(
      responseObject({
        companyName: Type.String(),
        amount: Type.Number({ description: 'Rupees.' }),
        status: oneOf(PROJECT_STATUSES),
        createdAt: instant(),
      }),
    ),
    leads: Type.Array(ExportedLead, { description: 'The leads credited to the BDE.' }),
    consentRecords: Type.Array(
      responseObject({
        form: Type.String(),
        purpose: Type.String(),
        noticeVersion: Type.String(),
        givenAt: instant(),
        withdrawnAt: nullable(instant()),
      }),
    ),
    sessions: Type.Array(
      responseObject({
        createdAt: instant('Signed in.'),
        lastSeenAt: instant(),
        expiresAt: instant(),
        current: Type.Boolean({ description: 'The session that asked for this export.' }),
      }),
      { description: 'Sign-ins still open (never their tokens).' },
    ),
    emails: Type.Array(
      responseObject({
        subject: Type.String(),
        status: oneOf(['pending', 'sent', 'failed'] as const),
        createdAt: instant(),
        sentAt: nullable(instant()),
      }),
      { description: 'Emails to the BDE the site still keeps (not their content).' },
    ),
    erasureRequests: Type.Array(
      responseObject({
        status: oneOf(ERASURE_STATUSES),
        reason: Type.String(),
        requestedAt: instant(),
        handledAt: nullable(instant()),
      }),
    ),
    applications: exportedApplications(),
    bankDetails: nullable(BdeBankDetails),
    emailChoices: Type.Array(oneOf(NOTIFICATION_KINDS), { description: 'The kinds also emailed.' }),
    notifications: Type.Array(BdeNotification, { description: 'Oldest first.' }),
    messages: Type.Array(BdeMessage, { description: 'The conversation with the office, oldest first.' }),
  },
  'Everything the site holds about the signed-in BDE.',
);
export type BdeDataExport = Static<typeof BdeDataExport>;

export const BdeErasureRequest = responseObject({
  status: oneOf(ERASURE_STATUSES),
  reason: Type.String({ description: 'What the BDE wrote, if anything.' }),
  requestedAt: instant(),
  handledAt: nullable(instant()),
  declineReason: nullable(Type.String({ description: 'Why staff declined it, when they did.' })),
});
export type BdeErasureRequest = Static<typeof BdeErasureRequest>;

export const BdeErasureState = responseObject(
  { request: nullable(BdeErasureRequest) },
  "The BDE's latest erasure request, or null when they have made none.",
);
export type BdeErasureState = Static<typeof BdeErasureState>;

export const ErasureRequestItem = responseObject({
  id: Type.Integer(),
  bdeCode: Type.String(),
  fullName: nullable(Type.String({ description: 'Null once carried out: the BDE has no name any more.' })),
  status: oneOf(ERASURE_STATUSES),
  reason: Type.String({ description: "The BDE's reason; cleared when the erasure is carried out." }),
  requestedAt: instant(),
  handledAt: nullable(instant()),
  handledBy: nullable(responseObject({ id: Type.Integer(), name: Type.String() })),
  declineReason: nullable(Type.String()),
});
export type ErasureRequestItem = Static<typeof ErasureRequestItem>;

export const ErasureRequestList = responseObject(
  { items: Type.Array(ErasureRequestItem) },
  'Pending requests first (oldest first), then the most recent handled ones.',
);
export type ErasureRequestList = Static<typeof ErasureRequestList>;

export const ErasureOutcome = responseObject(
  {
    request: ErasureRequestItem,
    removed: responseObject({
      documents: Type.Integer(),
      sessions: Type.Integer(),
      emails: Type.Integer(),
      uncreditedLeads: Type.Integer(),
      applications: Type.Integer({ description: 'Job applications sent with their address, deleted.' }),
    }),
  },
  'What the erasure removed; proposals and projects stay, with the BDE code, as accounting records.',
);
export type ErasureOutcome = Static<typeof ErasureOutcome>;
