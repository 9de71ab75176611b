import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * OWASP's "device cookies": a browser that once signed in to an account carries a signed token for
 * it, and its attempts are counted on their own, so a stranger guessing at the account cannot lock
 * its owner out. The token names nothing: it is a random nonce and a MAC over scope, account and nonce.
 */
export class DeviceCookies {
  constructor(
    private readonly secret: Buffer,
    private readonly secure: boolean,
  ) {}

  private name(scope: string) {
    return `${this.secure ? '__Host-' : ''}device-${scope}`;
  }

  private mac(scope: string, account: string, nonce: string) {
    return crypto
      .createHmac('sha256', this.secret)
      .update(`device|${scope}|${account}|${nonce}`)
      .digest('base64url');
  }

  /** The nonce of a valid device token for this account, or null. */
  read(request: FastifyRequest, scope: string, account: string): string | null {
    const value = request.cookies[this.name(scope)];
    if (typeof value !== 'string' || value.length > 100) return null;
    const [nonce, mac, extra] = value.split('.');
    if (!nonce || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(scope, account, nonce));
    const given = Buffer.from(mac);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? nonce : null;
  }

  issue(reply: FastifyReply, scope: string, account: string): void {
    const nonce = crypto.randomBytes(12).toString('base64url');
    reply.setCookie(this.name(scope), `${nonce}.${this.mac(scope, account, nonce)}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      maxAge: ONE_YEAR_S,
    });
  }
}
