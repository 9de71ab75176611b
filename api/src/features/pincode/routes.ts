import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { PincodeDirectory } from './pincode-index';

/**
 * GET /api/pincode/{pin}: the public postal service's answer from the API's own offline data, so
 * registration works with no third party configured.
 */
export function pincodeRoutes(app: FastifyInstance, directory = new PincodeDirectory()) {
  // Warm the data when the server starts listening; tests (which never listen) load it on demand.
  app.addHook('onListen', async () => {
    directory.load().catch((error: unknown) => app.log.warn({ err: error }, 'pin-code data did not load'));
  });

  app.get<{ Params: { pin: string } }>('/api/pincode/:pin', async (request, reply) => {
    let body: string;
    try {
      body = await directory.lookup(request.params.pin.trim());
    } catch (error) {
      request.log.error({ err: error }, 'pin-code data did not load');
      throw new HttpError(503, 'Pin-code lookup is not available right now. Choose your state and district.');
    }
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .type('application/json; charset=utf-8')
      .send(body);
  });
}
