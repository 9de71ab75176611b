import fs from 'node:fs';
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

function remotesFileVersion(config: AppConfig): string {
  if (!config.remotesFile) return '';
  try {
    const stat = fs.statSync(config.remotesFile);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
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
  // The policy follows REMOTES_FILE, which may be edited while the site runs: it is rebuilt when the
  // file changes (one stat per answer), never read and parsed on every request.
  let policy = { value: contentSecurityPolicy(config), version: remotesFileVersion(config) };
  app.addHook('onSend', async (_request, reply, payload) => {
    const version = remotesFileVersion(config);
    if (version !== policy.version) policy = { value: contentSecurityPolicy(config), version };
    reply.header('Content-Security-Policy', policy.value);
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    return payload;
  });
}
