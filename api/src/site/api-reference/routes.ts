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

  const documents = [
    {
      path: OPENAPI_JSON_PATH,
      summary: 'This API described in OpenAPI 3.1',
      answer: DocumentSchema,
      type: 'application/json; charset=utf-8',
      body: () => reference().json,
    },
    {
      path: API_DOCS_PATH,
      summary: 'This reference, as a page to read',
      answer: PageSchema,
      type: 'text/html; charset=utf-8',
      body: () => reference().html,
    },
  ];
  for (const { path, summary, answer, type, body } of documents) {
    app.get(path, { schema: { summary, response: { 200: answer } } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type(type).send(body()),
    );
  }
}
