import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AntiForgeryResponse } from 'shared/contract/site-responses';
import { ANTIFORGERY_PATH, XSRF_COOKIE, XSRF_HEADER, XSRF_SECURE_COOKIE } from 'shared/contract/health';
import { HttpError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const ANTIFORGERY_REJECTED = 'Missing or invalid anti-forgery token. Reload the page and try again.';
export const CROSS_SITE_REJECTED = 'This request came from another site and was refused.';

export interface AntiForgery {
  /** Sets a fresh XSRF-TOKEN cookie bound to the request's current session. */
  issue(request: FastifyRequest, reply: FastifyReply): string;
  /** Issues a token only when the request does not already carry a valid one. */
  ensure(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * Signed double-submit tokens: `nonce.hmac(nonce|binding)`, where the binding is the session (or
 * "anonymous"). A page on another site can neither read the cookie nor mint a token for it.
 */
export function createAntiForgery(
  key: Buffer,
  secureCookies: boolean,
): AntiForgery & { verify(token: unknown, request: FastifyRequest): boolean } {
  const cookieName = secureCookies ? XSRF_SECURE_COOKIE : XSRF_COOKIE;
  const binding = (request: FastifyRequest) => request.session?.id ?? 'anonymous';
  const sign = (nonce: string, bound: string) =>
    crypto.createHmac('sha256', key).update(`${nonce}|${bound}`).digest('base64url');

  function verify(token: unknown, request: FastifyRequest): boolean {
    if (typeof token !== 'string' || token.length > 200) return false;
    const [nonce, mac, extra] = token.split('.');
    if (!nonce || !mac || extra !== undefined) return false;
    const expected = Buffer.from(sign(nonce, binding(request)));
    const given = Buffer.from(mac);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  function issue(request: FastifyRequest, reply: FastifyReply): string {
    const nonce = crypto.randomBytes(16).toString('base64url');
    const token = `${nonce}.${sign(nonce, binding(request))}`;
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: false, // the page's script must read it to echo it in the header
      sameSite: 'lax',
      secure: secureCookies,
    });
    return token;
  }

  return {
    verify,
    issue,
    ensure(request, reply) {
      if (!verify(request.cookies[cookieName], request)) issue(request, reply);
    },
  };
}

/**
 * Whether the browser says the request came from a page of another origin: `Sec-Fetch-Site` other
 * than same-origin (a sibling subdomain is same-site but not ours), or an `Origin` that is neither the
 * public origin nor the one the request was addressed to. Clients that send neither (scripts, old
 * browsers) are left to the token.
 */
function fromAnotherOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route mail programs call from their own servers (RFC 8058 one-click unsubscribe): no page, no
     * cookie, no token. Only for a route whose URL carries its own secret and whose one effect is safe
     * to repeat and harmless to its owner.
     */
    fromMailPrograms?: true;
    /**
     * A report the page sends with navigator.sendBeacon, which cannot carry the token's header: only
     * the origin check applies. Only for a route that takes no session, changes no one's data and
     * limits its own callers (a forgery can then at most add to a count the route bounds).
     */
    beacon?: true;
  }
}

/**
 * Every request with an unsafe method, whatever its path and however it is spelled (the decision
 * never looks at the URL, so no encoding, dot segment or absolute-form target can route around it),
 * must come from our own origin and echo the token (the exceptions are declared by their routes:
 * `fromMailPrograms`, and `beacon`, which still must come from our origin). Sign-in included: a forged sign-in would put the
 * victim in the attacker's account.
 */
export function registerAntiForgery(
  app: FastifyInstance,
  antiForgery: ReturnType<typeof createAntiForgery>,
  publicOrigin: string,
) {
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // Decided by the route the router matched, not by the URL's spelling.
    if (request.routeOptions.config.fromMailPrograms === true) return done();
    if (fromAnotherOrigin(request, publicOrigin)) return done(new HttpError(403, CROSS_SITE_REJECTED));
    if (request.routeOptions.config.beacon === true) return done();
    if (antiForgery.verify(request.headers[XSRF_HEADER.toLowerCase()], request)) return done();
    // A fresh cookie lets the page retry once; a forged request still cannot read it.
    antiForgery.issue(request, reply);
    done(new HttpError(403, ANTIFORGERY_REJECTED));
  });

  const schema = {
    summary: 'A fresh anti-forgery token',
    description: 'Also set as a cookie; unsafe requests echo it in the X-XSRF-TOKEN header.',
    response: { 200: AntiForgeryResponse },
  };
  app.get(ANTIFORGERY_PATH, { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: antiForgery.issue(request, reply) };
  });
}
