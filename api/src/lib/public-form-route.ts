import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Db } from '../db/client';
import { AttemptLimiter, formLimits } from './attempt-limiter';
import { idempotentCall, recordOnce, sendAnswer } from './idempotency';
import { bodySchema } from './request-schema';
import { validateBody } from './validate';

interface PublicForm<S extends AnyObjectSchema, R, P> {
  path: string;
  /** The name its attempts are counted under, per client address. */
  scope: string;
  /** Sends per client address in a window: a flood ceiling, far above one office's needs. */
  perClient: number;
  summary: string;
  description?: string;
  /** The contract's schema, which the form in the page checks with too. */
  body: S;
  /** The contract's schema of the 201 answer. */
  answer: TSchema;
  /** The query it takes, if any. */
  query?: TSchema;
  /** Refuses a sender before anything is recorded or looked up under their key (an HttpError). */
  checkSender?: (request: FastifyRequest) => Promise<void>;
  /**
   * Takes an `Idempotency-Key` (a phone's offline queue may send the form twice): a repeated key from
   * the same sender (a visitor's: the key alone) answers as the first did, recording nothing again.
   */
  idempotent?: boolean;
  /**
   * What the save needs read from the database first (the referring BDE): read before the Idempotency-Key's
   * transaction opens, because a read on the pool from inside it would hold two connections per request,
   * and a burst of sends would take them all.
   */
  prepare?: (request: FastifyRequest) => Promise<P>;
  /** Saves with `db`: the transaction that claims the Idempotency-Key, when the request has one. */
  save: (fields: InferType<S>, request: FastifyRequest, db: Db, prepared: P | undefined) => Promise<R>;
}

/**
 * A form anyone may send (contact, client information, newsletter): counted per client address
 * before anything is read, its body checked by the contract's schema, saved, answered 201.
 */
export function publicFormRoute<S extends AnyObjectSchema, R, P = undefined>(
  app: FastifyInstance,
  db: Db,
  form: PublicForm<S, R, P>,
) {
  const limiter = new AttemptLimiter(db, formLimits(form.perClient));
  const schema = {
    summary: form.summary,
    ...(form.description ? { description: form.description } : {}),
    ...(form.query ? { querystring: form.query } : {}),
    body: bodySchema(form.body),
    response: { 201: form.answer },
  };
  app.post(form.path, { schema }, async (request, reply) => {
    await limiter.attempt(form.scope, request);
    await form.checkSender?.(request);
    const session = request.session;
    const call = form.idempotent
      ? idempotentCall(request, form.scope, session ? `${session.kind}:${session.subjectId}` : '')
      : null;
    const fields = await validateBody(form.body, request.body);
    const prepared = await form.prepare?.(request);
    return sendAnswer(
      reply,
      await recordOnce(db, call, 201, (tx) => form.save(fields, request, tx, prepared)),
    );
  });
}
