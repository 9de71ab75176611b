import crypto from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

export const SESSION_COOKIE = 'sid';
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type PrincipalKind = 'user' | 'bde';
export interface SessionInfo {
  id: string;
  kind: PrincipalKind;
  subjectId: number;
}

export interface SessionControl {
  /** Starts a new session for the principal, ending the request's old one (rotation at sign-in). */
  start(request: FastifyRequest, reply: FastifyReply, kind: PrincipalKind, subjectId: number): Promise<void>;
  /** Ends the request's session and clears its cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    sessions: SessionControl;
  }
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function isSecureRequest(request: FastifyRequest) {
  return request.protocol === 'https';
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isSecureRequest(request) };
}

export interface SessionOptions {
  db: Db;
  now?: () => number;
  /** Called when the session changes, so the anti-forgery token can follow it. */
  onChange?: (request: FastifyRequest, reply: FastifyReply) => void;
}

export function registerSessions(app: FastifyInstance, { db, now = Date.now, onChange }: SessionOptions) {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const id = hashToken(token);
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
    const at = now();
    const alive =
      row !== undefined && row.expiresAt.getTime() > at && row.lastSeenAt.getTime() + SESSION_IDLE_MS > at;
    if (!alive) {
      if (row) await db.delete(sessions).where(eq(sessions.id, id));
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      return;
    }
    request.session = { id, kind: row.kind, subjectId: row.subjectId };
    if (at - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(at) })
        .where(eq(sessions.id, id));
    }
  });

  const control: SessionControl = {
    async start(request, reply, kind, subjectId) {
      const at = now();
      const token = crypto.randomBytes(16).toString('base64url');
      const id = hashToken(token);
      await db.transaction(async (tx) => {
        if (request.session) await tx.delete(sessions).where(eq(sessions.id, request.session.id));
        // Sweep this principal's dead sessions while we are here; the table never grows unbounded.
        await tx
          .delete(sessions)
          .where(
            and(
              eq(sessions.kind, kind),
              eq(sessions.subjectId, subjectId),
              or(
                lt(sessions.expiresAt, new Date(at)),
                lt(sessions.lastSeenAt, new Date(at - SESSION_IDLE_MS)),
              ),
            ),
          );
        await tx.insert(sessions).values({
          id,
          kind,
          subjectId,
          createdAt: new Date(at),
          lastSeenAt: new Date(at),
          expiresAt: new Date(at + SESSION_ABSOLUTE_MS),
        });
      });
      request.session = { id, kind, subjectId };
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(request),
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
      onChange?.(request, reply);
    },
    async end(request, reply) {
      if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
      request.session = null;
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      onChange?.(request, reply);
    },
  };
  app.decorate('sessions', control);
}
