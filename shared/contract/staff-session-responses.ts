import { STAFF_ROLES } from './staff';
import { Type, type Static } from '@sinclair/typebox';
import { responseObject } from './response-object';

export const StaffSessionResponse = responseObject(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    role: Type.Union(STAFF_ROLES.map((role) => Type.Literal(role))),
  },
  'The signed-in staff member.',
);
export type StaffSessionResponse = Static<typeof StaffSessionResponse>;
