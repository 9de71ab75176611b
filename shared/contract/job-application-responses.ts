import { Type, type Static } from '@sinclair/typebox';
import { responseObject } from './response-object';

export const ApplicationSent = responseObject(
  {
    updated: Type.Boolean({
      description: 'True when this address had applied to the opening before: that application was updated.',
    }),
  },
  'The application is stored; an acknowledgement with the private link is on its way to the address given.',
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
  },
  'An application, as its candidate sees it through the private link.',
);
export type ApplicationStatus = Static<typeof ApplicationStatus>;

export const ApplicationWithdrawn = responseObject(
  { message: Type.String() },
  'The application, its résumé and staff notes on it are deleted.',
);
export type ApplicationWithdrawn = Static<typeof ApplicationWithdrawn>;
