import { Type, type Static } from '@sinclair/typebox';
import { AccountLanguage } from './account-language-responses';
import { exportedApplications } from './application-export-responses';
import { instant, responseObject } from './response-object';

export const UserDataExport = responseObject(
  {
    exportedAt: instant(),
    account: responseObject({
      id: Type.Integer(),
      name: Type.String(),
      email: Type.String(),
      language: AccountLanguage,
      createdAt: instant(),
      updatedAt: instant(),
    }),
    consentRecords: Type.Array(
      responseObject({
        form: Type.String({ description: 'Where it was given: the form that showed the notice.' }),
        purpose: Type.String(),
        noticeVersion: Type.String(),
        givenAt: instant(),
        withdrawnAt: Type.Union([instant(), Type.Null()]),
      }),
    ),
    sessions: Type.Array(
      responseObject({
        createdAt: instant('Signed in.'),
        lastSeenAt: instant('Last used (to the minute).'),
        expiresAt: instant('Ends at the latest.'),
        current: Type.Boolean({ description: 'The session that asked for this export.' }),
      }),
    ),
    applications: exportedApplications(),
  },
  'Everything the site holds about the signed-in user: the account (never its password), consent records, sessions (never their tokens) and job applications sent with its address.',
);
export type UserDataExport = Static<typeof UserDataExport>;
