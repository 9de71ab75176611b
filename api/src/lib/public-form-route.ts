import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Db } from '../db/client';
import { AttemptLimiter, formLimits } from './attempt-limiter';
import { bodySchema } from './request-schema';
import { validateBody } from './validate';

interface PublicForm<S extends AnyObjectSchema, R> {
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
  save: (fields: InferType<S>, request: FastifyRequest) => Promise<R>;
}

/**
 * A form anyone may send (contact, client information, newsletter): counted per client address
 * before anything is read, its body checked by the contract's schema, saved, answered 201.
 */
export function publicFormRoute<S extends AnyObjectSchema, R>(
  app: FastifyInstance,
  db: Db,
  form: PublicForm<S, R>,
) {
  const limiter = new AttemptLimiter(db, formLimits(form.perClient));
  const schema = {
    summary: form.summary,
    ...(form.description ? { description: form.description } : {}),
    body: bodySchema(form.body),
    response: { 201: form.answer },
  };
  app.post(form.path, { schema }, async (request, reply) => {
    await limiter.attempt(form.scope, request);
    const fields = await validateBody(form.body, request.body);
    const answer = await form.save(fields, request);
    reply.status(201);
    return answer;
  });
}
