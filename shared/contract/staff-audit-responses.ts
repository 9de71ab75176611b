import { Type, type Static } from '@sinclair/typebox';
import { responseObject } from './response-object';
import { listPage } from './staff-list-responses';

export const AuditEntry = responseObject({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  staff: Type.Union([responseObject({ id: Type.Integer(), name: Type.String() }), Type.Null()], {
    description: 'Who acted; null for what no staff member did.',
  }),
  action: Type.String({
    description: '`<thing>.<verb>`: `document.open`, `partner.review`, `staff.sign-in`…',
  }),
  targetType: Type.Union([Type.String(), Type.Null()]),
  targetId: Type.Union([Type.String(), Type.Null()]),
  detail: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
    description:
      'What changed (never a document, a password or an identity number). A value about a person ' +
      '(their address, a reason staff wrote about them) reads `erased` once that person was erased.',
  }),
  ipAddress: Type.String({ description: 'The address the request came from.' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditListResponse = listPage(
  AuditEntry,
  'One page of the audit log, newest first unless asked.',
);
export type AuditListResponse = Static<typeof AuditListResponse>;

/** What the audit log shows for a value about a person who has since been erased. */
export const ERASED_AUDIT_VALUE = 'erased';
