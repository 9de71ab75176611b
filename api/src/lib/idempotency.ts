import { createHash, createHmac } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
} from 'shared/contract/idempotency';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keys the stored hash of a repeatable request (idempotencyHashKey): a copied table confirms no guess. */
    idempotencyHashKey: Buffer;
  }
}

/** The key of the requests' stored hashes, derived from APP_SECRET for this use alone. */
export function idempotencyHashKey(secretKey: Buffer): Buffer {
  return createHmac('sha256', secretKey).update('idempotency-request-hash:v1').digest();
}

/** Marks a keyed hash: a row without it holds a plain SHA-256 from before hashes were keyed. */
const KEYED_HASH = 'k1:';

/** One request that may be repeated: its route, its sender, the key it came with and what it asked. */
export interface IdempotentCall {
  scope: string;
  /** `kind:id` of the session that sent it, '' for a visitor. */
  subject: string;
  key: string;
  /** HMAC-SHA256 of the address and body: a stranger's words (a client form) are never kept guessable. */
  requestHash: string;
  /** What was asked (address and body), for a row that holds the plain SHA-256 of before (7 days at most). */
  asked: string;
}

export interface Answer<T> {
  status: number;
  body: T;
}

/**
 * The request's Idempotency-Key as a call to record once, or null when it has none (the request is
 * handled as it always was). A malformed key is a 400 naming the header.
 */
export function idempotentCall(
  request: FastifyRequest,
  scope: string,
  subject: string,
): IdempotentCall | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw badRequest(`The ${IDEMPOTENCY_KEY_HEADER} header is not valid.`, {
      [IDEMPOTENCY_KEY_HEADER]: [IDEMPOTENCY_MESSAGES.badKey],
    });
  }
  const asked = JSON.stringify([request.url, request.body ?? null]);
  const requestHash =
    KEYED_HASH + createHmac('sha256', request.server.idempotencyHashKey).update(asked).digest('hex');
  return { scope, subject, key: raw, requestHash, asked };
}

const sameCall = (call: IdempotentCall) =>
  and(
    eq(idempotencyKeys.scope, call.scope),
    eq(idempotencyKeys.subject, call.subject),
    eq(idempotencyKeys.key, call.key),
  );

async function storedAnswer<T>(db: Db, call: IdempotentCall): Promise<Answer<T> | null> {
  const [row] = await db.select().from(idempotencyKeys).where(sameCall(call)).limit(1);
  if (!row) return null;
  const same = row.requestHash.startsWith(KEYED_HASH)
    ? row.requestHash === call.requestHash
    : row.requestHash === createHash('sha256').update(call.asked).digest('hex');
  if (!same) {
    throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherRequest, {
      [IDEMPOTENCY_KEY_HEADER]: [IDEMPOTENCY_MESSAGES.otherRequest],
    });
  }
  return { status: row.status, body: row.body as T };
}

/**
 * Records once per key: `record` runs in the transaction that claims the key (its primary key), so of
 * two racing requests one records and the other waits for it and gets its answer. A failed `record`
 * (a 400, say) claims nothing, and the same key may be sent again. Without a key it just records.
 */
export async function recordOnce<T>(
  db: Db,
  call: IdempotentCall | null,
  status: number,
  record: (tx: Db) => Promise<T>,
): Promise<Answer<T> & { replayed: boolean }> {
  if (!call) return { status, body: await record(db), replayed: false };
  const earlier = await storedAnswer<T>(db, call);
  if (earlier) return { ...earlier, replayed: true };
  const fresh = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        scope: call.scope,
        subject: call.subject,
        key: call.key,
        requestHash: call.requestHash,
        status,
        body: {},
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return null;
    const body = await record(tx as unknown as Db);
    await tx.update(idempotencyKeys).set({ body }).where(sameCall(call));
    return body;
  });
  if (fresh !== null) return { status, body: fresh, replayed: false };
  const raced = await storedAnswer<T>(db, call);
  if (!raced) throw new HttpError(409, 'The same request is being recorded; try again.');
  return { ...raced, replayed: true };
}

/** Sends an answer from recordOnce, saying when it is the stored one. */
export function sendAnswer<T>(reply: FastifyReply, answer: Answer<T> & { replayed: boolean }): T {
  reply.status(answer.status);
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return answer.body;
}

/** Removes keys older than the retention rules keep them: the retention job calls it. */
export async function purgeIdempotencyKeys(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
