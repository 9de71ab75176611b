import type { FastifyInstance } from 'fastify';
import { SITE_CONFIG_PATH } from 'shared/contract/routes';
import { SiteConfigResponse } from 'shared/contract/site-responses';
import type { AppConfig } from '../../config';
import { webUrl } from './web-url';

export function siteConfigRoutes(app: FastifyInstance, config: AppConfig) {
  const body: SiteConfigResponse = {
    chatWidgetUrl: webUrl(config.chatWidgetUrl),
    mapEmbedUrl: webUrl(config.mapEmbedUrl),
    whatsAppNumber: config.whatsAppNumber ?? null,
  };
  const schema = { summary: 'Which third parties are switched on', response: { 200: SiteConfigResponse } };
  app.get(SITE_CONFIG_PATH, { schema }, async (_request, reply): Promise<SiteConfigResponse> => {
    // The shell and the contact page both ask; a short cache lets the second ask cost nothing.
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
}
