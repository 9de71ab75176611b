import { STATUS_CODES } from 'node:http';
import { XSRF_HEADER } from 'shared/contract/health';
import { isMediaTypeAnswer } from 'shared/contract/media-type-answer';
import { STAFF_ACCESS, type StaffAccess } from 'shared/contract/staff';
import { FORM_CONTENT_TYPES, type JsonSchema } from '../../lib/request-schema';
import { SESSION_COOKIE } from '../../plugins/session';
import type { ApiRoute } from '../../plugins/route-contract';

export const OPENAPI_VERSION = '3.1.0';

/** The reference groups operations by what they serve, named after the first segment of the path. */
const TAGS: Record<string, string> = {
  User: 'User accounts',
  Executive: 'BDE accounts',
  Proposal: 'BDE business',
  BDEBusiness: 'BDE business',
  State: 'Places',
  pincode: 'Places',
  NewsLetterSubscriber: 'Public forms',
  ContactUs: 'Public forms',
  ClientInfo: 'Public forms',
};
const SITE_TAG = 'Site';

const ACCESS_WORDS = {
  public: 'Anyone may call this.',
  user: 'Needs a signed-in user; each user reaches only their own data (else 403).',
  bde: 'Needs a signed-in BDE; each BDE reaches only their own data and downline (else 403).',
} as const;

/** A staff route's words: the roles its part of the back office admits. */
function staffWords(access: StaffAccess): string {
  const roles = STAFF_ACCESS[access];
  return access === 'anyStaff'
    ? 'Needs a staff session (back office), any role; any other session gets 403.'
    : `Needs a staff session whose role is ${roles.join(' or ')} (back office: ${access}); other roles and any other session get 403.`;
}

// A staff route always has its staff access (the route contract sees to it).
const accessWords = (route: ApiRoute) =>
  route.access === 'staff' ? staffWords(route.staffAccess ?? 'admin') : ACCESS_WORDS[route.access];

const CLASS_WORDS: Record<string, string> = {
  '4XX': 'Refused: the title says why and `errors` names each failing field. Nothing was changed.',
  '5XX': 'The server or its database failed; nothing was changed. Try again later.',
};

export type OpenApiOperation = {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Array<Record<string, string[]>>;
  parameters?: JsonSchema[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};

export interface OpenApiDocument {
  openapi: typeof OPENAPI_VERSION;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, JsonSchema> };
}

/** The schema as plain JSON (TypeBox's symbol keys dropped). */
const plain = (schema: unknown): JsonSchema => JSON.parse(JSON.stringify(schema)) as JsonSchema;

/** `/api/User/update/:userId` -> `/api/User/update/{userId}`, with a space (On Hold) encoded. */
export function openApiPath(url: string): string {
  return encodeURI(url).replace(/:(\w+)/g, '{$1}');
}

export const tagOf = (url: string) => TAGS[url.split('/')[2] ?? ''] ?? SITE_TAG;

function parameters(route: ApiRoute): JsonSchema[] {
  const inPath = [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = route.schema.querystring as JsonSchema | undefined;
  const required = (query?.required as string[] | undefined) ?? [];
  const inQuery = Object.entries((query?.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
    ([name, schema]) => ({ name, in: 'query', required: required.includes(name), schema }),
  );
  return [...inPath, ...inQuery];
}

function responses(route: ApiRoute): OpenApiOperation['responses'] {
  return Object.fromEntries(
    Object.entries(route.schema.response).map(([status, answer]) => {
      const code = status.toUpperCase();
      if (isMediaTypeAnswer(answer)) {
        const content = Object.fromEntries(
          Object.entries(answer.content).map(([mediaType, { schema }]) => [
            mediaType,
            { schema: plain(schema) },
          ]),
        );
        return [code, { description: CLASS_WORDS[code] ?? STATUS_CODES[Number(code)] ?? code, content }];
      }
      const schema = answer;
      const description = CLASS_WORDS[code] ?? schema.description ?? STATUS_CODES[Number(code)] ?? code;
      if (schema.type === 'null') return [code, { description }];
      const mediaType = (schema.contentMediaType as string | undefined) ?? 'application/json';
      return [code, { description, content: { [mediaType]: { schema: plain(schema) } } }];
    }),
  );
}

function operation(route: ApiRoute): OpenApiOperation {
  const { schema } = route;
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const requirement: Record<string, string[]> = {
    ...(route.access === 'public' ? {} : { session: [] }),
    ...(unsafe ? { antiForgery: [] } : {}),
  };
  const params = parameters(route);
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    tags: [tagOf(route.url)],
    summary: schema.summary,
    description: [accessWords(route), schema.description].filter(Boolean).join(' '),
    security: Object.keys(requirement).length ? [requirement] : [],
    ...(params.length ? { parameters: params } : {}),
    ...(schema.body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              (schema.consumes ?? FORM_CONTENT_TYPES).map((type) => [type, { schema: plain(schema.body) }]),
            ),
          },
        }
      : {}),
    responses: responses(route),
  };
}

/** The OpenAPI 3.1 description of every API route, from the schemas the routes declare. */
export function openApiDocument(routes: ApiRoute[], publicOrigin: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  const tags = [...new Set([...Object.values(TAGS), SITE_TAG])].map((name) => ({ name }));
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Company website and partner portal API',
      version: '1.0.0',
      description:
        'What the public site, the user portal and the BDE portal call. Sessions are HttpOnly cookies; every POST echoes the anti-forgery token (GET /api/antiforgery) in its header. Refusals answer `{ title, status, errors }`.',
    },
    servers: [{ url: publicOrigin }],
    tags,
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by signing in (`__Host-sid` over HTTPS).',
        },
        antiForgery: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: 'The token of GET /api/antiforgery (also in the XSRF-TOKEN cookie).',
        },
      },
    },
  };
}
