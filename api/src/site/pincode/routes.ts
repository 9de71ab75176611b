import type { FastifyInstance } from 'fastify';
import { OWN_PINCODE_SERVICE, STATE_PATHS } from 'shared/contract/states';
import { PincodeResponse, PincodeServiceResponse } from 'shared/contract/states-responses';
import { HttpError } from '../../lib/http-error';
import { PincodeDirectory } from './pincode-index';
import { trimTrailingSlashes } from '../../lib/trim-trailing-slashes';

/**
 * GET /api/pincode/{pin}: the public postal service's answer from the API's own offline data, so
 * registration works with no third party configured.
 */
/** Only a web address counts as a configured service; anything else means our own data. */
export function pincodeService(configured: string | undefined): string {
  if (!configured) return OWN_PINCODE_SERVICE;
  try {
    const url = new URL(configured);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return OWN_PINCODE_SERVICE;
    return trimTrailingSlashes(url.href);
  } catch {
    return OWN_PINCODE_SERVICE;
  }
}

export function pincodeRoutes(
  app: FastifyInstance,
  {
    serviceUrl,
    directory = new PincodeDirectory(),
  }: { serviceUrl?: string; directory?: PincodeDirectory } = {},
) {
  const service: PincodeServiceResponse = { service: pincodeService(serviceUrl) };
  const serviceSchema = {
    summary: 'Where the browser looks pin codes up',
    response: { 200: PincodeServiceResponse },
  };
  app.get(STATE_PATHS.pincodeService, { schema: serviceSchema }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return service;
  });

  // Warm the data when the server starts listening; tests (which never listen) load it on demand.
  app.addHook('onListen', async () => {
    directory.load().catch((error: unknown) => app.log.warn({ err: error }, 'pin-code data did not load'));
  });

  const lookupSchema = {
    summary: "A pin code's post offices, with their state and district",
    description: "The public postal service's answer, from the API's own offline data.",
    response: { 200: PincodeResponse },
  };
  app.get<{ Params: { pin: string } }>(
    STATE_PATHS.pincode.pattern,
    { schema: lookupSchema },
    async (request, reply) => {
      let body: string;
      try {
        body = await directory.lookup(request.params.pin.trim());
      } catch (error) {
        request.log.error({ err: error }, 'pin-code data did not load');
        throw new HttpError(
          503,
          'Pin-code lookup is not available right now. Choose your state and district.',
        );
      }
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );
}
