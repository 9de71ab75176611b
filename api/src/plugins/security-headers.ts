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
 * request. Names are written in lower case, as Fastify stores them: a name it has to lower-case is a
 * new string, and storing it costs a string-table lookup on every answer (HTTP names ignore case).
 */
function staticSecurityHeaders(config: AppConfig): Record<string, string> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(config.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

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
