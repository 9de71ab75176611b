import { Type, type Static } from '@sinclair/typebox';
import { responseObject } from './response-object';

export const ApplicationSent = responseObject(
  { message: Type.String() },
  'The same answer whether or not the address had applied to this opening: a new application is stored and acknowledged; for one already there nothing changes, and its private link is emailed to the address again.',
);
export type ApplicationSent = Static<typeof ApplicationSent>;

export const ApplicationStatus = responseObject(
  {
    opening: responseObject({ title: Type.String(), slug: Type.String() }),
    stage: responseObject(
      { label: Type.String(), explanation: Type.String() },
      'Where the application stands, in the words the candidate is shown.',
    ),
    appliedAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    linkExpiresAt: Type.String({
      format: 'date-time',
      description:
        'When this link stops working (the application’s retention period after it was sent); a new one can be asked for.',
    }),
  },
  'An application, as its candidate sees it through the private link.',
);
export type ApplicationStatus = Static<typeof ApplicationStatus>;

export const ApplicationWithdrawn = responseObject(
  { message: Type.String() },
  'The application, its résumé and staff notes on it are deleted.',
);
export type ApplicationWithdrawn = Static<typeof ApplicationWithdrawn>;

export const ApplicationLinkSent = responseObject(
  { message: Type.String() },
  'The same answer whatever the address: when it has applied, each application’s private link is emailed to it.',
);
export type ApplicationLinkSent = Static<typeof ApplicationLinkSent>;
