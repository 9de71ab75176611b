import type { FastifyInstance } from 'fastify';
import { SITE_CONFIG_PATH } from 'shared/contract/routes';
import { SiteConfigResponse } from 'shared/contract/site-responses';
import type { AppConfig } from '../../config';

/** Only a web address may reach a script tag or an iframe; anything else counts as not configured. */
function webUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function siteConfigRoutes(app: FastifyInstance, config: AppConfig) {
  const body: SiteConfigResponse = {
    chatWidgetUrl: webUrl(config.chatWidgetUrl),
    mapEmbedUrl: webUrl(config.mapEmbedUrl),
  };
  const schema = { summary: 'Which third parties are switched on', response: { 200: SiteConfigResponse } };
  app.get(SITE_CONFIG_PATH, { schema }, async (_request, reply): Promise<SiteConfigResponse> => {
    // The shell and the contact page both ask; a short cache lets the second ask cost nothing.
    reply.header('Cache-Control', 'public, max-age=300');
    return body;
  });
}
