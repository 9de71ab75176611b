import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { HELD_EVENTS_SCRIPT, PAGE_LOADER_SCRIPT } from 'shared/contract/page-loader';
import type { AppConfig } from '../config';
import { foreignOrigins, readRemotesConfig } from '../lib/remotes-config';

const hashOf = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
/** The pre-rendered pages' two inline scripts, admitted by their hashes (and no other inline script is). */
const PAGE_SCRIPT_HASHES = `${hashOf(HELD_EVENTS_SCRIPT)} ${hashOf(PAGE_LOADER_SCRIPT)}`;

/** The CSP admits our own origin, the configured remotes and third parties, and nothing else. */
function contentSecurityPolicy(config: AppConfig): string {
  const remotes = foreignOrigins(Object.values(readRemotesConfig(config)));
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
 * The headers every answer carries besides the CSP and the resource policy (helmet's defaults). They
 * never change, so they are built once and set in one call, not by a middleware per header on every
 * request.
 */
function staticSecurityHeaders(config: AppConfig): Record<string, string> {
  return {
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(config.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * What a JSON answer needs, after OWASP's REST Security Cheat Sheet: it is never a document, so the
 * page's policy (its script and frame sources, the opener and referrer rules) says nothing to it, and
 * every byte of it was sent with each of the portal's calls. Nothing may run, load or frame it.
 */
function jsonAnswerHeaders(config: AppConfig): Record<string, string> {
  return {
    ...(config.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = staticSecurityHeaders(config);
  const jsonHeaders = jsonAnswerHeaders(config);
  // The policy follows REMOTES_FILE, which may be edited while the site runs: it is rebuilt when the
  // file changes (one stat per document answered), never read and parsed on every request.
  let policy = { value: contentSecurityPolicy(config), version: remotesFileVersion(config) };
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type')).startsWith('application/json')) {
      reply.headers(jsonHeaders);
    } else {
      const version = remotesFileVersion(config);
      if (version !== policy.version) policy = { value: contentSecurityPolicy(config), version };
      reply.headers(headers);
      reply.header('Content-Security-Policy', policy.value);
    }
    // No other origin may embed what we answer (a page, an API answer, the shell's files), except what
    // a route marks itself: the remotes' files, which a shell on another origin loads (static-sites).
    if (reply.getHeader('Cross-Origin-Resource-Policy') !== 'cross-origin') {
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    }
    done(null, payload);
  });
}
