import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { executives } from '../../db/schema';
import { badRequest, forbidden, unauthorized } from '../../lib/http-error';

export interface SignedInBde {
  id: number;
  bdeCode: string;
}

export const NOT_A_BDE = 'This is only for signed-in Business Development Executives.';
export const NOT_YOUR_CODE = 'You can only see your own business data.';
const MAX_CODE_LENGTH = 50;

// A BDE's code never changes once given, so the code behind a session's BDE id is looked up once
// per process; after that a signed-in call costs only its own query.
const codesByDatabase = perDatabase(() => new Map<number, string>());
const CODE_CACHE_MAX = 50_000;

/**
 * The BDE behind the request's session: 401 without a session (or when the BDE no longer exists),
 * 403 for a signed-in ordinary user. The browser's stored bdeCode plays no part in this.
 */
export async function requireBde(request: FastifyRequest, db: Db): Promise<SignedInBde> {
  const session = request.session;
  if (!session) throw unauthorized();
  if (session.kind !== 'bde') throw forbidden(NOT_A_BDE);
  const codeById = codesByDatabase(db);
  const known = codeById.get(session.subjectId);
  if (known) return { id: session.subjectId, bdeCode: known };
  const [row] = await db
    .select({ id: executives.id, bdeCode: executives.bdeCode })
    .from(executives)
    .where(eq(executives.id, session.subjectId))
    .limit(1);
  if (!row) throw unauthorized();
  if (codeById.size >= CODE_CACHE_MAX) codeById.clear();
  codeById.set(row.id, row.bdeCode);
  return row;
}

/** 403 for any code but the signed-in BDE's own, whether that code exists or not. */
export function assertOwnCode(bde: SignedInBde, bdeCode: string) {
  if (bdeCode !== bde.bdeCode) throw forbidden(NOT_YOUR_CODE);
}

/** The `bdeCode` query parameter: exactly one, non-empty and short; else a 400 naming it. */
export function bdeCodeFromQuery(query: unknown): string {
  const value = (query as Record<string, unknown> | undefined)?.bdeCode;
  const message =
    value === undefined || value === ''
      ? 'This field is required.'
      : typeof value !== 'string'
        ? 'Give one BDE code.'
        : value.length > MAX_CODE_LENGTH
          ? `At most ${MAX_CODE_LENGTH} characters.`
          : null;
  if (message) throw badRequest('Some fields are not valid.', { bdeCode: [message] });
  return value as string;
}
