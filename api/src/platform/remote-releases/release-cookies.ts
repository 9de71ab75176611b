import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_NAME, RELEASE_PIN_HOURS, type ReleaseRemote } from 'shared/contract/releases';
import { isRemote } from './published-releases-service';

const HOUR_MS = 60 * 60 * 1000;
/** A visitor keeps their draw this long after their last page (a canary rarely runs longer). */
const ASSIGNMENT_MAX_AGE_S = 90 * 24 * 60 * 60;
const MAX_COOKIE_LENGTH = 600;

/** This key signs only the release cookies: derived from APP_SECRET, it cannot forge anything else's. */
export function releaseCookieKey(secretKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secretKey, Buffer.alloc(0), 'remote-release-cookies', 32));
}

/** The releases a staff member pinned their browser to, until `expiresAt`. */
export interface PinSet {
  staffId: number;
  expiresAt: number;
  releases: Partial<Record<ReleaseRemote, string>>;
}

/**
 * The two signed cookies of remote releases. The visitor's: a random draw, from which whether they
 * get each canary follows (so they keep it across pages and visits, and a new canary draws anew);
 * it names no one. The staff member's pins: which releases, until when, for which staff account.
 */
export class ReleaseCookies {
  private readonly drawName: string;
  private readonly pinName: string;

  constructor(
    private readonly key: Buffer,
    private readonly secure: boolean,
  ) {
    this.drawName = `${secure ? '__Host-' : ''}release-draw`;
    this.pinName = `${secure ? '__Host-' : ''}release-pin`;
  }

  private mac(kind: string, value: string) {
    return crypto.createHmac('sha256', this.key).update(`${kind}|${value}`).digest('base64url');
  }

  private open(kind: string, cookie: unknown): string | null {
    if (typeof cookie !== 'string' || cookie.length > MAX_COOKIE_LENGTH) return null;
    const [value, mac, extra] = cookie.split('.');
    if (!value || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(kind, value));
    const given = Buffer.from(mac);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? value : null;
  }

  private options(maxAgeS: number) {
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.secure, maxAge: maxAgeS };
  }

  /** The visitor's draw, or null when they have none (or a forged one). */
  readDraw(request: FastifyRequest): string | null {
    return this.open('draw', request.cookies[this.drawName]);
  }

  /** A new draw, set on the answer. */
  issueDraw(reply: FastifyReply): string {
    const draw = crypto.randomBytes(16).toString('base64url');
    reply.setCookie(this.drawName, `${draw}.${this.mac('draw', draw)}`, this.options(ASSIGNMENT_MAX_AGE_S));
    return draw;
  }

  /** The pins in the cookie, if signed, unexpired and well formed (whose they are is the caller's check). */
  readPins(request: FastifyRequest, now: number): PinSet | null {
    const value = this.open('pin', request.cookies[this.pinName]);
    if (!value) return null;
    try {
      const { s, e, p } = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      if (typeof s !== 'number' || typeof e !== 'number' || e <= now || typeof p !== 'object' || !p)
        return null;
      const releases: PinSet['releases'] = {};
      for (const [remote, release] of Object.entries(p)) {
        if (isRemote(remote) && typeof release === 'string' && RELEASE_NAME.test(release))
          releases[remote] = release;
      }
      return { staffId: s, expiresAt: e, releases };
    } catch {
      return null;
    }
  }

  /** Pins `releases` for this staff member from now on for RELEASE_PIN_HOURS; none clears the cookie. */
  writePins(reply: FastifyReply, staffId: number, releases: PinSet['releases'], now: number): PinSet | null {
    if (!Object.keys(releases).length) {
      const { maxAge: _unused, ...cleared } = this.options(0);
      reply.clearCookie(this.pinName, cleared);
      return null;
    }
    const pins = { staffId, expiresAt: now + RELEASE_PIN_HOURS * HOUR_MS, releases };
    const value = Buffer.from(JSON.stringify({ s: staffId, e: pins.expiresAt, p: releases })).toString(
      'base64url',
    );
    reply.setCookie(
      this.pinName,
      `${value}.${this.mac('pin', value)}`,
      this.options(RELEASE_PIN_HOURS * 3600),
    );
    return pins;
  }
}

/** Where the draw puts this visitor for a canary of `remote`: a number from 0 to 100 (below its percent: canary). */
export function drawPosition(draw: string, remote: ReleaseRemote, canary: string): number {
  const digest = crypto.createHash('sha256').update(`${draw}|${remote}|${canary}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}
