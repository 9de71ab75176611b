import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './nullable';
import { oneOf, responseObject } from './response-object';

export const ApiErrorBody = responseObject(
  {
    title: Type.String(),
    status: Type.Integer(),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: "Each failing field's messages.",
      }),
    ),
    keys: Type.Optional(
      Type.Record(Type.String(), Type.Array(nullable(Type.String())), {
        description:
          "Each failing field's message keys, in the order of its messages (null for a message without one), " +
          'so a client can show them in its language; present when any message has a key.',
      }),
    ),
  },
  'Every rejected request: a title and, per failing field, its messages in English and their keys.',
);
export type ApiErrorBody = Static<typeof ApiErrorBody>;

export const HealthResponse = responseObject({
  status: oneOf(['ok', 'degraded']),
  database: responseObject({
    kind: oneOf(['pglite', 'postgres']),
    ok: Type.Boolean(),
    latencyMs: Type.Number(),
  }),
});
export type HealthResponse = Static<typeof HealthResponse>;

/** What `/api/ready` checks: each true when it passed. */
export const ReadyChecks = responseObject({
  database: Type.Boolean({ description: 'The database answers a query.' }),
  migrations: Type.Boolean({ description: 'Every migration this version ships is applied.' }),
  keys: Type.Boolean({ description: 'The keys open the stored identity data (checked at start).' }),
});
export const ReadyResponse = responseObject({
  ready: Type.Boolean(),
  checks: ReadyChecks,
});
export type ReadyResponse = Static<typeof ReadyResponse>;

export const SiteConfigResponse = responseObject({
  chatWidgetUrl: Type.Union([Type.String(), Type.Null()], {
    description: 'Script URL of the live-chat widget; null when no widget is configured.',
  }),
  mapEmbedUrl: Type.Union([Type.String(), Type.Null()], {
    description:
      'Address of the map embed for the contact page; null shows the address and a directions link.',
  }),
  whatsAppNumber: Type.Union([Type.String({ pattern: '^[1-9][0-9]{7,14}$' }), Type.Null()], {
    description:
      "The company's WhatsApp number (country code and number, digits) for its chat link; null shows none.",
  }),
});
export type SiteConfigResponse = Static<typeof SiteConfigResponse>;

export const NewsletterResponse = responseObject({
  emailAddress: Type.String(),
  subscribedAt: Type.String({ format: 'date-time' }),
});
export type NewsletterResponse = Static<typeof NewsletterResponse>;

/** What a stored contact message or client enquiry answers: its number. */
export const CreatedResponse = responseObject({ id: Type.Integer() });
export type ContactResponse = Static<typeof CreatedResponse>;
export type ClientInfoResponse = Static<typeof CreatedResponse>;

export const AntiForgeryResponse = responseObject(
  { token: Type.String() },
  'The anti-forgery token to echo in the X-XSRF-TOKEN header of every unsafe request.',
);

/** An answer with no body (204). */
export const NoContent = Type.Null({ description: 'No body.' });
