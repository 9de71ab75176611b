import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi-document';
import { API_DOCS_PATH, OPENAPI_JSON_PATH, referencePage } from './reference-page';

const DocumentSchema = Type.Object(
  { openapi: Type.String(), paths: Type.Object({}, { additionalProperties: true }) },
  { additionalProperties: true, description: 'This document (OpenAPI 3.1).' },
);
const PageSchema = Type.String({ contentMediaType: 'text/html', description: 'The reference page.' });

/**
 * GET /api/openapi.json and its readable page /api/docs, both made once, on first request, from the
 * routes as registered (so they cannot miss one), served by the API itself with no third party.
 */
export function apiReferenceRoutes(app: FastifyInstance, publicOrigin: string) {
  let made: { json: string; html: string } | undefined;
  const reference = () => {
    if (!made) {
      const document = openApiDocument(app.apiRoutes, publicOrigin);
      made = { json: JSON.stringify(document), html: referencePage(document) };
    }
    return made;
  };

  const documentSchema = { summary: 'This API described in OpenAPI 3.1', response: { 200: DocumentSchema } };
  app.get(OPENAPI_JSON_PATH, { schema: documentSchema }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(reference().json),
  );

  const pageSchema = { summary: 'This reference, as a page to read', response: { 200: PageSchema } };
  app.get(API_DOCS_PATH, { schema: pageSchema }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=300')
      .type('text/html; charset=utf-8')
      .send(reference().html),
  );
}
