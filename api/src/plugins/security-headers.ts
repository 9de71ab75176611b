import crypto from 'node:crypto';
import fs from 'node:fs';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { HELD_EVENTS_SCRIPT, PAGE_LOADER_SCRIPT } from 'shared/contract/page-loader';
import type { AppConfig } from '../config';
import { foreignOrigins, readRemotesConfig } from '../lib/remotes-config';

const hashOf = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
/** The pre-rendered pages' two inline scripts, admitted by their hashes (and no other inline script is). */
const PAGE_SCRIPT_HASHES = `${hashOf(HELD_EVENTS_SCRIPT)} ${hashOf(PAGE_LOADER_SCRIPT)}`;

/** The CSP admits our own origin, the configured remotes and third parties, and nothing else. */
function contentSecurityPolicy(config: AppConfig, warn: (message: string) => void): string {
  const remotes = foreignOrigins(Object.values(readRemotesConfig(config, warn)));
  const chat = foreignOrigins([config.chatWidgetUrl]);
  const map = foreignOrigins([config.mapEmbedUrl]);
  const pincode = foreignOrigins([config.pincodeServiceUrl]);
  const list = (...parts: string[][]) => ["'self'", ...new Set(parts.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(remotes, chat)} ${PAGE_SCRIPT_HASHES}`,
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

/**
 * A document's headers besides the CSP, the resource policy and the permissions policy, as helmet
 * writes them (its defaults, with a stricter referrer and frame rule). Helmet sets them only on
 * documents, from onSend: a JSON answer gets its own short list below.
 */
function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  return {
    global: false,
    contentSecurityPolicy: false, // the hash-based policy below
    crossOriginResourcePolicy: false, // every answer's, below
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}

/** What a page may use of the browser's devices (helmet has no option for it). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * What a JSON answer needs, after OWASP's REST Security Cheat Sheet: it is never a document, so the
 * page's policy (its script and frame sources, the opener and referrer rules) says nothing to it, and
 * every byte of it was sent with each of the portal's calls. Nothing may run, load or frame it.
 */
function jsonAnswerHeaders(config: AppConfig): Record<string, string> {
  return {
    ...(config.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, helmetOptions(config));
  const jsonHeaders = jsonAnswerHeaders(config);
  const warn = (message: string) => app.log.warn(message);
  // The policy follows REMOTES_FILE, which may be edited while the site runs: it is rebuilt when the
  // file changes (one stat per document answered), never read and parsed on every request.
  let policy = { value: contentSecurityPolicy(config, warn), version: remotesFileVersion(config) };
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type')).startsWith('application/json')) {
      reply.headers(jsonHeaders);
    } else {
      const version = remotesFileVersion(config);
      if (version !== policy.version) policy = { value: contentSecurityPolicy(config, warn), version };
      // Every request gets reply.helmet from the plugin's onRequest hook; only an answer sent before
      // any hook ran (a URL the router refuses) lacks it, and that answer is JSON.
      reply.helmet?.();
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      reply.header('content-security-policy', policy.value);
    }
    // No other origin may embed what we answer (a page, an API answer, the shell's files), except what
    // a route marks itself: the remotes' files, which a shell on another origin loads (static-sites).
    if (reply.getHeader('cross-origin-resource-policy') !== 'cross-origin') {
      reply.header('cross-origin-resource-policy', 'same-origin');
    }
    done(null, payload);
  });
}
