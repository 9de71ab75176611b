import { STAFF_ROLES } from './staff';
import { Type, type Static } from '@sinclair/typebox';
import { oneOf, responseObject } from './response-object';

export const StaffSessionResponse = responseObject(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: oneOf(STAFF_ROLES),
  },
  'The signed-in staff member.',
);
export type StaffSessionResponse = Static<typeof StaffSessionResponse>;
