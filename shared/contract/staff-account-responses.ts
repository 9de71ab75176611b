import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { oneOf, responseObject } from './response-object';
import { STAFF_ROLES } from './staff';
import { STAFF_MEMBER_STATES } from './staff-account-schema';
import { listPage } from './staff-list-responses';

const StaffRole = oneOf(STAFF_ROLES);
const dateTime = () => Type.String({ format: 'date-time' });

export const StaffSignInResponse = responseObject(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: StaffRole,
    usedRecoveryCode: Type.Boolean({ description: 'Whether a recovery code signed this session in.' }),
    recoveryCodesLeft: Type.Integer({ description: 'Recovery codes not used yet.' }),
    previousSignIn: nullable(
      responseObject(
        { at: dateTime(), ipAddress: Type.String() },
        "The member's sign-in before this one (null for their first).",
      ),
    ),
    failedSince: Type.Integer({
      description: 'Failed sign-ins and lockouts on this account since that sign-in (or ever, for a first).',
    }),
  },
  'The signed-in staff member; the session cookie comes with it.',
);
export type StaffSignInResponse = Static<typeof StaffSignInResponse>;

export const StaffSetupResponse = responseObject(
  {
    name: Type.String(),
    email: Type.String(),
    secret: Type.String({ description: 'The authenticator secret in base32, for typing it in by hand.' }),
    otpauthUri: Type.String({ description: 'The otpauth:// address the QR code holds.' }),
    qr: responseObject(
      {
        size: Type.Integer({ description: 'Modules on each side, the quiet zone included.' }),
        path: Type.String({ description: 'An SVG path (`d`) of the dark modules, one unit per module.' }),
      },
      'The QR code of otpauthUri, computed on the server.',
    ),
  },
  'What the set-up page shows: the person, and the authenticator secret as a QR code and as text.',
);
export type StaffSetupResponse = Static<typeof StaffSetupResponse>;

export const StaffSetupDoneResponse = responseObject(
  {
    email: Type.String(),
    recoveryCodes: Type.Array(Type.String(), {
      description: 'Each signs in once in place of an authenticator code. Shown only this once.',
    }),
  },
  'Set-up is finished.',
);
export type StaffSetupDoneResponse = Static<typeof StaffSetupDoneResponse>;

export const StaffMemberItem = responseObject({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: StaffRole,
  state: oneOf(STAFF_MEMBER_STATES),
  resetRequest: nullable(
    responseObject(
      { byId: Type.Integer(), byName: Type.String(), at: dateTime() },
      "An admin's reset asked for by one admin, waiting for a second admin to confirm it.",
    ),
  ),
  createdAt: dateTime(),
});
export type StaffMemberItem = Static<typeof StaffMemberItem>;

export const StaffMemberPage = listPage(StaffMemberItem, 'A page of staff members.');
export type StaffMemberPage = Static<typeof StaffMemberPage>;

export const StaffMemberAddedResponse = responseObject(
  {
    id: Type.Integer(),
    emailedTo: Type.String({ description: 'Where their one-time set-up link (valid 24 hours) was sent.' }),
  },
  'The member was added; their set-up link goes to their own address only, through the outbox.',
);
export type StaffMemberAddedResponse = Static<typeof StaffMemberAddedResponse>;

export const StaffMemberResetResponse = responseObject(
  {
    id: Type.Integer(),
    outcome: oneOf(
      ['reset', 'awaiting confirmation'],
      "`reset`: their sign-in stopped working and a new set-up link was emailed to them. `awaiting confirmation`: an admin's reset waits for a second admin.",
    ),
    emailedTo: nullable(Type.String({ description: 'Where the set-up link was sent (after a reset).' })),
  },
  'What became of a reset.',
);
export type StaffMemberResetResponse = Static<typeof StaffMemberResetResponse>;
