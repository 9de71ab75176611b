import { FormatRegistry, Kind, TypeRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { ApiErrorBody } from 'shared/contract/site-responses';
import { isMediaTypeAnswer, type MediaTypeAnswer } from 'shared/contract/media-type-answer';
import { NULLABLE_SCALAR } from 'shared/contract/nullable';
import type { StaffAccess } from 'shared/contract/staff';

/** Who may call a route, read from the guards it lists. */
export type RouteAccess = 'public' | 'user' | 'bde' | 'staff';

export interface ApiRoute {
  method: string;
  url: string;
  schema: ApiRouteSchema;
  access: RouteAccess;
  /** A staff route's part of the back office (which roles it admits); null for any other route. */
  staffAccess: StaffAccess | null;
  /** Exempt from the anti-forgery check: mail programs post it from their own servers. */
  fromMailPrograms: boolean;
  /** Exempt from the token (not the origin check): the page's beacons post it. */
  beacon: boolean;
}

/** A route's schema as every API route declares it. */
export interface ApiRouteSchema extends FastifySchema {
  summary: string;
  response: Record<string, TSchema | MediaTypeAnswer>;
}

declare module 'fastify' {
  /** The words of the API reference, beside Fastify's own parts. */
  interface FastifySchema {
    summary?: string;
    description?: string;
    /** The body's media types (default: JSON and url-encoded forms). */
    consumes?: string[];
  }
  interface FastifyInstance {
    /** Every API route, as registered: the reference and the robustness suite walk this list. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyContextConfig {
    /**
     * A back-office route anyone may call (signing in, setting up an account, signing out): the only
     * `/api/staff/*` routes without the staff guards, each saying so.
     */
    staffAccess?: 'public';
  }
}

const STAFF_PREFIX = '/api/staff/';

/**
 * A staff route's part of the back office, read off its guards: it lists `app.staffOnly(access)`
 * (`requireStaff`, then `requireAccess(access)`) before anything else, so a role outside it is refused
 * before any work is done. A route under /api/staff/ that neither does so nor says it is public, or
 * one that lists the staff guard any other way, does not start.
 */
function staffAccessOf(app: FastifyInstance, route: RouteOptions, method: string): StaffAccess | null {
  const guards: unknown[] = [route.preHandler ?? []].flat();
  const access =
    guards.length > 1 && guards[0] === app.requireStaff ? app.accessOfGuard(guards[1]) : undefined;
  if (access) return access;
  const declaredPublic = route.config?.staffAccess === 'public';
  const staffGuarded = guards.includes(app.requireStaff) || guards.some((guard) => app.accessOfGuard(guard));
  if (staffGuarded || (route.url.startsWith(STAFF_PREFIX) && !declaredPublic)) {
    throw new Error(
      `${method} ${route.url}: a staff route lists app.staffOnly(access) first in its preHandler ` +
        "(or, for sign-in and set-up, declares config: { staffAccess: 'public' })",
    );
  }
  return null;
}

function accessOf(app: FastifyInstance, route: RouteOptions, staffAccess: StaffAccess | null): RouteAccess {
  const guards = [route.preHandler ?? []].flat();
  if (staffAccess) return 'staff';
  if (guards.includes(app.requireBde)) return 'bde';
  if (guards.includes(app.requireUser)) return 'user';
  return 'public';
}

/**
 * The schema an answer with this status promised: its own code, else its class (`4xx`); for an answer
 * declared by media type, the one of the answer's `Content-Type`.
 */
function promisedSchema(request: FastifyRequest, reply: FastifyReply): TSchema | undefined {
  const responses = (request.routeOptions.schema as ApiRouteSchema | undefined)?.response;
  const status = reply.statusCode;
  const answer = responses?.[String(status)] ?? responses?.[`${Math.floor(status / 100)}xx`];
  if (!answer || !isMediaTypeAnswer(answer)) return answer;
  const mediaType = String(reply.getHeader('content-type') ?? 'application/json')
    .split(';')[0]
    .trim();
  return answer.content[mediaType]?.schema;
}

// A nullable scalar (shared/contract/nullable.ts) is null or its scalar schema's value.
const SCALAR_KINDS: Record<string, string> = {
  string: 'String',
  integer: 'Integer',
  number: 'Number',
  boolean: 'Boolean',
};
TypeRegistry.Set(NULLABLE_SCALAR, (schema: TSchema, value) => {
  if (value === null) return true;
  const type = (schema.type as string[])[0];
  return Value.Check({ ...schema, type, [Kind]: SCALAR_KINDS[type] } as TSchema, value);
});

// What the contract means by a date-time: an ISO 8601 instant, as `Date.toISOString()` writes it.
FormatRegistry.Set('date-time', (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value));

/** Tests only: an answer that breaks its schema fails the request, so every API test checks it. */
function checkAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!request.url.startsWith('/api/')) return;
  const schema = promisedSchema(request, reply);
  if (!schema || Value.Check(schema, payload)) return;
  const first = Value.Errors(schema, payload).First();
  const problem = `${request.method} ${request.url} answered ${reply.statusCode} against its schema: ${first?.path || '/'} ${first?.message}`;
  process.stderr.write(`${problem}\n`);
  throw new Error(problem);
}

/**
 * Every /api route declares its summary and its answers' schemas (from shared/contract), or the API
 * does not start; each also promises the error body for 4xx and 5xx. Request bodies are described by
 * the schema derived from the contract's Yup schema and checked by that Yup schema in the handler,
 * after the guards and with the forms' messages, so Fastify's own validation is switched off.
 */
export function registerRouteContract(app: FastifyInstance, { checkResponses = false } = {}) {
  const apiRoutes: ApiRoute[] = [];
  let sealed = false;
  app.decorate('apiRoutes', apiRoutes);
  app.setValidatorCompiler(() => () => true);

  app.addHook('onRoute', (route) => {
    if (sealed || !route.url.startsWith('/api/')) return;
    const schema = route.schema as Partial<ApiRouteSchema> | undefined;
    if (!schema?.summary || !schema.response) {
      throw new Error(`${route.method} ${route.url}: declare schema.summary and schema.response`);
    }
    schema.response = { '4xx': ApiErrorBody, '5xx': ApiErrorBody, ...schema.response };
    const staffAccess = staffAccessOf(app, route, [route.method].flat().join(','));
    const access = accessOf(app, route, staffAccess);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        apiRoutes.push({
          method,
          url: route.url,
          schema: schema as ApiRouteSchema,
          access,
          staffAccess,
          fromMailPrograms: route.config?.fromMailPrograms === true,
          beacon: route.config?.beacon === true,
        });
    }
  });

  if (checkResponses) checkAnswers(app);
  return {
    /** The app's own routes are in: what a test adds after this is its scaffolding, not the API. */
    seal: () => {
      sealed = true;
    },
  };
}

function checkAnswers(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    checkAnswer(request, reply, payload);
    return payload;
  });
  // And as the client reads it: after serialization, and for bodies sent already serialized.
  app.addHook('onSend', async (request, reply, payload) => {
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (json && typeof payload === 'string' && payload) checkAnswer(request, reply, JSON.parse(payload));
    return payload;
  });
}
