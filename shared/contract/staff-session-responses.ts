import { Type, type Static } from '@sinclair/typebox';
import { responseObject } from './response-object';

export const StaffSessionResponse = responseObject(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: Type.Union([Type.Literal('admin'), Type.Literal('staff')]),
  },
  'The signed-in staff member.',
);
export type StaffSessionResponse = Static<typeof StaffSessionResponse>;
