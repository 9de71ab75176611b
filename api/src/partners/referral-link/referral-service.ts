import crypto from 'node:crypto';
import { and, count, desc, eq, gte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  REFERRAL_COOKIE_DAYS,
  REFERRAL_LINK_PREFIX,
  REFERRAL_SIGN_UPS_SHOWN,
  REFERRAL_WEEKS,
} from 'shared/contract/referral-link';
import type { ReferralSignUpsResponse, ReferralWeek } from 'shared/contract/referral-link-responses';
import type { Db } from '../../db/client';
import { clientInfos, contactMessages, executives, referralVisits, users } from '../../db/schema';
import { countInWindow, clientKey } from '../../lib/attempt-limiter';
import { DAY_MS, INDIA_OFFSET_MS } from '../../lib/india-time';
import { weekStartInIndia } from '../../back-office/overview/overview-service';
import { ERASED_PASSWORD_HASH } from '../personal-data/erasure-service';

const COOKIE_MAX_AGE_S = REFERRAL_COOKIE_DAYS * 24 * 60 * 60;
const WEEK_MS = 7 * DAY_MS;
/** 18 bytes of the HMAC: 24 base64url characters, none of them padding bits. */
const MAC_BYTES = 18;
/** A code as the token carries it: BDE codes are letters and digits. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/**
 * Visits one client address may add in a window: people behind one office address, not a script. The
 * window is the forms' 15 minutes, the longest the privacy notice says an address is kept for limits.
 */
const VISITS_PER_CLIENT = 5;
const VISIT_WINDOW_MS = 15 * 60 * 1000;

export interface LinkReferrer {
  id: number;
  bdeCode: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** BDEs' personal links: their tokens, the referral cookie and who it credits. */
    referrals: ReferralLinks;
  }
}

/**
 * The signed tokens of BDEs' personal links (`<bdeCode>.<mac>`) and the first-party cookie a visitor
 * who followed one carries. The MAC's key is derived from APP_SECRET for this use alone, so no other
 * signature of the server's can pass for a link, and nothing new is configured.
 */
export class ReferralLinks {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    secretKey: Buffer,
    private readonly secure: boolean,
    private readonly publicOrigin: string,
  ) {
    this.key = crypto.createHmac('sha256', secretKey).update('referral-link-key:v1').digest();
  }

  get cookieName(): string {
    return `${this.secure ? '__Host-' : ''}bde-referral`;
  }

  private mac(bdeCode: string): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`referral|${bdeCode}`)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');
  }

  token(bdeCode: string): string {
    return `${bdeCode}.${this.mac(bdeCode)}`;
  }

  url(bdeCode: string): string {
    return `${this.publicOrigin}${REFERRAL_LINK_PREFIX}${this.token(bdeCode)}`;
  }

  /** The code a token signs, or null when any character of it was changed. Compared in constant time. */
  verify(token: unknown): string | null {
    if (typeof token !== 'string' || token.length > 80) return null;
    const [code, mac, extra] = token.split('.');
    if (!code || !mac || extra !== undefined || !CODE_PATTERN.test(code)) return null;
    const expected = Buffer.from(this.mac(code));
    const given = Buffer.from(mac);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? code : null;
  }

  /** The BDE a token names, when it is valid and the BDE still exists. */
  async referrerOfToken(token: unknown): Promise<LinkReferrer | null> {
    const code = this.verify(token);
    if (!code) return null;
    const [row] = await this.db
      .select({ id: executives.id, bdeCode: executives.bdeCode })
      .from(executives)
      // An erased or rejected BDE's link credits no one: nothing new is given to an account that is gone.
      .where(
        and(
          eq(executives.bdeCode, code),
          ne(executives.passwordHash, ERASED_PASSWORD_HASH),
          ne(executives.reviewStatus, 'rejected'),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The BDE this browser's referral cookie credits; null without a valid one. */
  referrerOf(request: FastifyRequest): Promise<LinkReferrer | null> {
    const value = request.cookies[this.cookieName];
    return value ? this.referrerOfToken(value) : Promise.resolve(null);
  }

  setCookie(reply: FastifyReply, token: string): void {
    reply.setCookie(this.cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      maxAge: COOKIE_MAX_AGE_S,
    });
  }

  /**
   * Records one visit for the BDE (who and when; nothing about the visitor), unless this client
   * address has recorded its share in the window: counts cannot be inflated by reloading or scripting.
   */
  async recordVisit(request: FastifyRequest, executiveId: number, at: number): Promise<boolean> {
    const counted = await countInWindow(
      this.db,
      `referral-visit:ip:${clientKey(request.ip)}`,
      VISIT_WINDOW_MS,
      new Date(at),
    );
    if (counted.count > VISITS_PER_CLIENT) return false;
    await this.db.insert(referralVisits).values({ executiveId, visitedAt: new Date(at) });
    return true;
  }
}

/** Rows per week index (0 = the first week counted) for one BDE. */
async function perWeek(
  db: Db,
  table: PgTable,
  at: AnyColumn,
  where: SQL | undefined,
  since: Date,
): Promise<Map<number, number>> {
  const week = sql<number>`floor(extract(epoch from (${at} - ${since.toISOString()}::timestamptz)) / ${sql.raw(String(WEEK_MS / 1000))})::int`;
  const rows = await db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(where, gte(at, since)))
    // By position: the expression's parameters are numbered afresh in a GROUP BY, and would not match.
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [Number(row.week), Number(row.count)]));
}

const indiaDay = (instant: number) => new Date(instant + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The link's last REFERRAL_WEEKS weeks (Monday to Sunday, India time), oldest first. */
export async function referralWeeks(db: Db, executiveId: number, now: number): Promise<ReferralWeek[]> {
  const since = new Date(weekStartInIndia(now).getTime() - (REFERRAL_WEEKS - 1) * WEEK_MS);
  const [visits, leads, registrations, messages, signUps] = await Promise.all([
    perWeek(db, referralVisits, referralVisits.visitedAt, eq(referralVisits.executiveId, executiveId), since),
    perWeek(
      db,
      clientInfos,
      clientInfos.createdAt,
      and(eq(clientInfos.executiveId, executiveId), eq(clientInfos.viaLink, true)),
      since,
    ),
    perWeek(
      db,
      executives,
      executives.createdAt,
      and(eq(executives.referredById, executiveId), eq(executives.referredViaLink, true)),
      since,
    ),
    perWeek(
      db,
      contactMessages,
      contactMessages.createdAt,
      eq(contactMessages.referredById, executiveId),
      since,
    ),
    perWeek(db, users, users.createdAt, eq(users.referredById, executiveId), since),
  ]);
  return Array.from({ length: REFERRAL_WEEKS }, (_, index) => ({
    weekStart: indiaDay(since.getTime() + index * WEEK_MS),
    visits: visits.get(index) ?? 0,
    leads: leads.get(index) ?? 0,
    registrations: registrations.get(index) ?? 0,
    messages: messages.get(index) ?? 0,
    signUps: signUps.get(index) ?? 0,
  }));
}

/**
 * The latest users who signed up through the BDE's link, newest first, and how many in all. A user who
 * deletes their account takes its row with them (user-data/service.ts), so no erased person is listed.
 */
export async function referralSignUps(db: Db, executiveId: number): Promise<ReferralSignUpsResponse> {
  const through = eq(users.referredById, executiveId);
  // Both read users_referred_by_idx (referred_by_id, created_at): the list walks it backwards and stops.
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ name: users.name, email: users.email, signedUpAt: users.createdAt })
      .from(users)
      .where(through)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(REFERRAL_SIGN_UPS_SHOWN),
    db.select({ total: count() }).from(users).where(through),
  ]);
  return {
    signUps: rows.map((row) => ({ ...row, signedUpAt: row.signedUpAt.toISOString() })),
    total: Number(total),
  };
}

/** The id of the BDE with this code (in any case), or null. */
export async function executiveIdOf(db: Db, bdeCode: string): Promise<number | null> {
  const [row] = await db
    .select({ id: executives.id })
    .from(executives)
    .where(eq(executives.bdeCode, bdeCode.toUpperCase()))
    .limit(1);
  return row?.id ?? null;
}
