import { STAFF_PATHS } from 'shared/contract/staff';
import type { RouteSpec } from './bad-requests';
import { noBody } from './spec-helpers';

const LIST_QUERY = ['q', 'sort', 'dir', 'after', 'limit'];

/** A JSON change to the row in the route's path, with each field the route requires. */
function change(url: string, valid: Record<string, unknown>, required: string[]): RouteSpec {
  return { method: 'POST', url, body: { encoding: 'json', valid, required } };
}

/**
 * A JSON change to the row in the route's path where every field is optional but one at least must be
 * given: refused empty, and with `nullable` fields' null as a real value (it clears them).
 */
function partialChange(url: string, valid: Record<string, unknown>, nullable: string[] = []): RouteSpec {
  return { method: 'POST', url, body: { encoding: 'json', valid, required: [], nullable, atLeastOne: true } };
}

/** The back office's routes of this group and how their bodies are broken (see route-specs.ts). */
export const STAFF_INBOX_SPECS: RouteSpec[] = [
  noBody('GET', STAFF_PATHS.overview),
  noBody('GET', STAFF_PATHS.messages, [...LIST_QUERY, 'status', 'assigneeId']),
  noBody('GET', STAFF_PATHS.assignees),
  noBody('GET', STAFF_PATHS.message.pattern),
  partialChange(STAFF_PATHS.message.pattern, { status: 'closed', assigneeId: 1 }, ['assigneeId']),
  change(STAFF_PATHS.messageNotes.pattern, { text: 'Called back; sending a quote.' }, ['text']),
  noBody('GET', STAFF_PATHS.leads, [...LIST_QUERY, 'status', 'service', 'bdeCode']),
  noBody('GET', STAFF_PATHS.lead.pattern),
  partialChange(STAFF_PATHS.lead.pattern, { status: 'contacted', bdeCode: 'BDE1001' }),
  change(STAFF_PATHS.leadNotes.pattern, { text: 'Asked for a demo next week.' }, ['text']),
  change(STAFF_PATHS.leadProposal.pattern, { status: 'sent' }, ['status']),
];
