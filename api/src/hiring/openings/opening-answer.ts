import type { FastifyReply } from 'fastify';
import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { OPENING_MESSAGES } from 'shared/contract/opening-schema';
import { HttpError } from '../../lib/http-error';
import type { StaffDeps } from '../../lib/staff-deps';
import { findOpening } from './opening-edit-service';

/** No opening has that id (or it is not one staff may edit). */
export const openingNotFound = () => new HttpError(404, OPENING_MESSAGES.notFound);

/** The answer of every staff opening route: the opening as it now stands, never cached. */
export function openingAnswer({ db, now }: Pick<StaffDeps, 'db' | 'now'>) {
  return async (reply: FastifyReply, id: number): Promise<StaffOpeningResponse> => {
    const opening = await findOpening(db, id, now());
    if (!opening) throw openingNotFound();
    reply.header('cache-control', 'no-store');
    return opening;
  };
}
