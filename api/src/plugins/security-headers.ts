import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { foreignOrigins, readRemotesConfig } from '../lib/remotes-config';

/** The CSP admits our own origin, the configured remotes and third parties, and nothing else. */
export function contentSecurityPolicy(config: AppConfig): string {
  const remotes = foreignOrigins(Object.values(readRemotesConfig(config)));
  const chat = foreignOrigins([config.chatWidgetUrl]);
  const map = foreignOrigins([config.mapEmbedUrl]);
  const pincode = foreignOrigins([config.pincodeServiceUrl]);
  const list = (...parts: string[][]) => ["'self'", ...new Set(parts.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(remotes, chat)}`,
    `style-src ${list(remotes, chat)} 'unsafe-inline'`,
    `img-src ${list(remotes, chat)} data:`,
    `font-src ${list(remotes, chat)}`,
    `connect-src ${list(remotes, chat, pincode)}`,
    `frame-src ${[...map, ...chat].join(' ') || "'none'"}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Remote files may be loaded by a shell on another origin (a CDN or another deployment).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
  // The policy follows REMOTES_FILE, which may be edited while the site runs; re-read it once a second.
  let policy = { value: '', at: 0 };
  app.addHook('onSend', async (_request, reply, payload) => {
    const at = Date.now();
    if (at - policy.at > 1000) policy = { value: contentSecurityPolicy(config), at };
    reply.header('Content-Security-Policy', policy.value);
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    return payload;
  });
}
