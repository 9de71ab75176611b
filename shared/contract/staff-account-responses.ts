import { Type, type Static } from '@sinclair/typebox';
import { responseObject } from './response-object';
import { STAFF_ROLES } from './staff';
import { STAFF_MEMBER_STATES } from './staff-account-schema';
import { listPage } from './staff-list-responses';

const StaffRole = Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)));

export const StaffSignInResponse = responseObject(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: StaffRole,
    usedRecoveryCode: Type.Boolean({ description: 'Whether a recovery code signed this session in.' }),
    recoveryCodesLeft: Type.Integer({ description: 'Recovery codes not used yet.' }),
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
  state: Type.Union(STAFF_MEMBER_STATES.map((state) => Type.Literal(state))),
  createdAt: Type.String({ format: 'date-time' }),
});
export type StaffMemberItem = Static<typeof StaffMemberItem>;

export const StaffMemberPage = listPage(StaffMemberItem, 'A page of staff members.');
export type StaffMemberPage = Static<typeof StaffMemberPage>;

export const StaffSetupLinkResponse = responseObject(
  {
    id: Type.Integer(),
    setupLink: Type.String({
      description: 'The one-time set-up link (valid 24 hours). It is not stored: give it to the person now.',
    }),
  },
  "The member's set-up link.",
);
export type StaffSetupLinkResponse = Static<typeof StaffSetupLinkResponse>;
