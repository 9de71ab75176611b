import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Listen } from '../db/notification-listener';
import { sessions, staffMembers } from '../db/schema';
import type { SignedInStaff } from '../accounts/staff/staff-service';
import { preparedStatement } from '../lib/prepared-statement';
import { STAFF_SESSION_ABSOLUTE_HOURS, STAFF_SESSION_IDLE_MINUTES } from 'shared/contract/staff';

export const SESSION_COOKIE = 'sid';
/** The name over HTTPS: `__Host-` makes the browser refuse it unless Secure, host-only and Path=/. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** How long a session lives unused, and at most: staff sessions, which reach everyone's data, are shorter. */
export const SESSION_LIMITS: Record<PrincipalKind, { idleMs: number; absoluteMs: number }> = {
  user: { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS },
  bde: { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS },
  staff: {
    idleMs: STAFF_SESSION_IDLE_MINUTES * MINUTE_MS,
    absoluteMs: STAFF_SESSION_ABSOLUTE_HOURS * 60 * MINUTE_MS,
  },
};
const idleMsOf = (kind: PrincipalKind) => SESSION_LIMITS[kind].idleMs;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/**
 * Sessions are kept in each instance's memory, so a signed-in request costs no session query. Every
 * deleted session row is announced on SESSIONS_ENDED_CHANNEL (a trigger, migration 0016), and each
 * instance drops its copy when the notification arrives. While that feed is down (before it starts,
 * after a lost connection) the memory is emptied and bypassed: every request reads the table. A cached
 * session is still re-read after this long, which also brings in another instance's last-seen time.
 */
const CACHE_REVALIDATE_MS = 15 * 1000;
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';
const CACHE_MAX_ENTRIES = 20_000;

/**
 * Read by every request on PostgreSQL whose session is not cached fresh. A staff session's account
 * comes with it (null once disabled), so the staff guard, which must see a disabled account at its next
 * request, costs no second round trip.
 */
const sessionById = preparedStatement('session_by_id', (db) =>
  db
    .select({
      kind: sessions.kind,
      subjectId: sessions.subjectId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      staffId: staffMembers.id,
      staffName: staffMembers.name,
      staffEmail: staffMembers.email,
      staffRole: staffMembers.role,
    })
    .from(sessions)
    .leftJoin(
      staffMembers,
      and(
        eq(sessions.kind, 'staff'),
        eq(staffMembers.id, sessions.subjectId),
        isNull(staffMembers.disabledAt),
      ),
    )
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1),
);

interface CachedSession {
  kind: PrincipalKind;
  subjectId: number;
  expiresAt: number;
  lastSeenAt: number;
  loadedAt: number;
}

/** A session as read now: none, or its entry (and a staff session's account, when read with it). */
interface Loaded {
  entry?: CachedSession;
  staff?: SignedInStaff | null;
}

export type PrincipalKind = 'user' | 'bde' | 'staff';
export interface SessionInfo {
  id: string;
  kind: PrincipalKind;
  subjectId: number;
  /**
   * A staff session's account as read with the session on this request (null: disabled), for the
   * staff guard; absent when the session came from memory.
   */
  staff?: SignedInStaff | null;
}

interface SessionControl {
  /** Starts a new session for the principal, ending the request's old one (rotation at sign-in). */
  start(request: FastifyRequest, reply: FastifyReply, kind: PrincipalKind, subjectId: number): Promise<void>;
  /** Ends the request's session and clears its cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Forgets the principal's other sessions at once, after their rows were deleted (a password change). */
  forgetOthers(kind: PrincipalKind, subjectId: number, keepId: string): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    sessions: SessionControl;
  }
}

// One-shot: every signed-in request hashes its cookie, and a Hash object per request is garbage.
export const hashToken = (token: string) => crypto.hash('sha256', token, 'hex');

interface SessionOptions {
  db: Db;
  /** The database's notifications: the ended sessions' feed. */
  listen: Listen;
  /** Cookies are `Secure` with `__Host-` names (the public origin is https). */
  secureCookies: boolean;
  now?: () => number;
  /** Called when the session changes, so the anti-forgery token can follow it. */
  onChange?: (request: FastifyRequest, reply: FastifyReply) => void;
}

export async function registerSessions(
  app: FastifyInstance,
  { db, listen, secureCookies, now = Date.now, onChange }: SessionOptions,
) {
  app.decorateRequest('session', null);
  const cache = new Map<string, CachedSession>();
  // Whether the feed is up, and how many announcements (or feed changes) have arrived: a session read
  // from the table is kept only if none arrived while it was being read, or it could be one just ended.
  let feedLive = false;
  let announcements = 0;
  const stopListening = await listen(SESSIONS_ENDED_CHANNEL, {
    message(payload) {
      announcements += 1;
      if (payload === '*') cache.clear();
      else for (const id of payload.split(',')) cache.delete(id);
    },
    live(isLive) {
      announcements += 1;
      feedLive = isLive;
      cache.clear();
    },
  });
  app.addHook('onClose', stopListening);
  const cookieName = secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };

  function remember(id: string, entry: CachedSession, announcementsBefore: number) {
    if (!feedLive || announcements !== announcementsBefore) return;
    cache.delete(id);
    cache.set(id, entry);
    if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }

  function fresh(id: string, at: number): CachedSession | undefined {
    const cached = cache.get(id);
    return cached && feedLive && at - cached.loadedAt < CACHE_REVALIDATE_MS ? cached : undefined;
  }

  async function load(id: string, at: number): Promise<Loaded> {
    const announcementsBefore = announcements;
    const [row] = await sessionById(db).execute({ id });
    if (!row) {
      cache.delete(id);
      return {};
    }
    const entry = {
      kind: row.kind,
      subjectId: row.subjectId,
      expiresAt: row.expiresAt.getTime(),
      lastSeenAt: Math.max(row.lastSeenAt.getTime(), cache.get(id)?.lastSeenAt ?? 0),
      loadedAt: at,
    };
    remember(id, entry, announcementsBefore);
    if (row.kind !== 'staff') return { entry };
    const staff =
      row.staffId === null || row.staffName === null || row.staffEmail === null || row.staffRole === null
        ? null
        : { id: row.staffId, name: row.staffName, email: row.staffEmail, role: row.staffRole };
    return { entry, staff };
  }

  /** Ends a dead session, or attaches a live one to the request (marking it seen at most once a minute). */
  async function settle(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    at: number,
    { entry, staff }: Loaded,
  ) {
    const alive = entry !== undefined && entry.expiresAt > at && entry.lastSeenAt + idleMsOf(entry.kind) > at;
    if (!alive) {
      if (entry) {
        cache.delete(id);
        await db.delete(sessions).where(eq(sessions.id, id));
      }
      reply.clearCookie(cookieName, cookieOptions);
      return;
    }
    request.session = { id, kind: entry.kind, subjectId: entry.subjectId, staff };
    if (at - entry.lastSeenAt > TOUCH_INTERVAL_MS) {
      entry.lastSeenAt = at;
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(at) })
        .where(eq(sessions.id, id));
    }
  }

  // A callback hook: a signed-in request whose session is in memory and was touched within the minute
  // (nearly all of them) is settled without creating a single promise.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[cookieName];
    if (!token) return done();
    const id = hashToken(token);
    const at = now();
    const cached = fresh(id, at);
    if (
      cached &&
      cached.expiresAt > at &&
      cached.lastSeenAt + idleMsOf(cached.kind) > at &&
      at - cached.lastSeenAt <= TOUCH_INTERVAL_MS
    ) {
      request.session = { id, kind: cached.kind, subjectId: cached.subjectId };
      return done();
    }
    (cached ? Promise.resolve({ entry: cached }) : load(id, at))
      .then((loaded) => settle(request, reply, id, at, loaded))
      .then(() => done(), done);
  });

  const control: SessionControl = {
    async start(request, reply, kind, subjectId) {
      const at = now();
      const { idleMs, absoluteMs } = SESSION_LIMITS[kind];
      const token = crypto.randomBytes(16).toString('base64url');
      const id = hashToken(token);
      const announcementsBefore = announcements;
      await db.transaction(async (tx) => {
        if (request.session) await tx.delete(sessions).where(eq(sessions.id, request.session.id));
        // Sweep this principal's dead sessions while we are here; the table never grows unbounded.
        await tx
          .delete(sessions)
          .where(
            and(
              eq(sessions.kind, kind),
              eq(sessions.subjectId, subjectId),
              or(lt(sessions.expiresAt, new Date(at)), lt(sessions.lastSeenAt, new Date(at - idleMs))),
            ),
          );
        await tx.insert(sessions).values({
          id,
          kind,
          subjectId,
          createdAt: new Date(at),
          lastSeenAt: new Date(at),
          expiresAt: new Date(at + absoluteMs),
        });
      });
      if (request.session) cache.delete(request.session.id);
      remember(
        id,
        { kind, subjectId, expiresAt: at + absoluteMs, lastSeenAt: at, loadedAt: at },
        announcementsBefore,
      );
      request.session = { id, kind, subjectId };
      reply.setCookie(cookieName, token, {
        ...cookieOptions,
        maxAge: absoluteMs / 1000,
      });
      onChange?.(request, reply);
    },
    forgetOthers(kind, subjectId, keepId) {
      for (const [id, entry] of cache) {
        if (entry.kind === kind && entry.subjectId === subjectId && id !== keepId) cache.delete(id);
      }
    },
    async end(request, reply) {
      if (request.session) {
        cache.delete(request.session.id);
        await db.delete(sessions).where(eq(sessions.id, request.session.id));
      }
      request.session = null;
      reply.clearCookie(cookieName, cookieOptions);
      onChange?.(request, reply);
    },
  };
  app.decorate('sessions', control);
}
