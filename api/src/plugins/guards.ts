import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { findExecutiveCode } from '../partners/executives/service';
import { findUserById, type UserRow } from '../accounts/users/service';
import { findActiveStaff, type SignedInStaff } from '../accounts/staff/staff-service';
import { badRequest, forbidden, unauthorized } from '../lib/http-error';
import { STAFF_ACCESS, type StaffAccess, type StaffRole } from 'shared/contract/staff';

interface SignedInBde {
  id: number;
  bdeCode: string;
}

/** A route guard: routes list these as their `preHandler`, in the order they are to be checked. */
type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const NOT_A_BDE = 'This is only for signed-in Business Development Executives.';
const NOT_STAFF = 'This is only for the company staff.';
const NOT_AN_ADMIN = 'Only an admin can do this.';
const NOT_ALLOWED_FOR_ROLE = 'Your role does not give access to this part of the back office.';
const REFUSED: Record<StaffAccess, string> = {
  anyStaff: NOT_STAFF,
  office: NOT_ALLOWED_FOR_ROLE,
  hiring: NOT_ALLOWED_FOR_ROLE,
  admin: NOT_AN_ADMIN,
};
export const NOT_YOUR_CODE = 'You can only see your own business data.';
const MAX_CODE_LENGTH = 50;

declare module 'fastify' {
  interface FastifyInstance {
    /** 401 without a session, 403 for a session that is not an ordinary user's. */
    requireUser: Guard;
    /**
     * After `requireUser`: 403 for any `:userId` but the signed-in user's own, then 401 when that
     * user no longer exists; sets `request.user`.
     */
    ownUser: Guard;
    /**
     * 401 without a session (or when the BDE no longer exists), 403 for a signed-in ordinary user;
     * sets `request.bde`. The browser's stored bdeCode plays no part in this.
     */
    requireBde: Guard;
    /** After `requireBde`: 403 for any `:bdeCode` but the signed-in BDE's own, whether it exists or not. */
    ownBdeCodeParam: Guard;
    /**
     * After `requireBde`: the `bdeCode` query parameter must be exactly one, non-empty and short
     * (else a 400 naming it) and the signed-in BDE's own (else 403).
     */
    ownBdeCodeQuery: Guard;
    /**
     * 401 without a session, or when the staff account is gone or disabled (its session ends then);
     * 403 for a user's or a BDE's session. Sets `request.staff`.
     */
    requireStaff: Guard;
    /** After `requireStaff`: 403 unless the staff member's role may use that part of the back office. */
    requireAccess: (access: StaffAccess) => Guard;
    /**
     * A staff route's first two guards, `[requireStaff, requireAccess(access)]`: every staff route
     * lists them first (the route contract refuses to start one that does not), so a role outside
     * `access` is refused before any work is done, and the route's access can be read off its guards.
     */
    staffOnly: (access: StaffAccess) => Guard[];
    /** The part of the back office a guard admits, when it is one `requireAccess` gave; else undefined. */
    accessOfGuard: (guard: unknown) => StaffAccess | undefined;
  }
  interface FastifyRequest {
    /** The signed-in user, once `ownUser` has passed. */
    user: UserRow | null;
    /** The signed-in BDE, once `requireBde` has passed. */
    bde: SignedInBde | null;
    /** The signed-in staff member, once `requireStaff` has passed. */
    staff: SignedInStaff | null;
  }
}

/** The value a guard set, for handlers behind it (a route without the guard is a programming error). */
export function guarded<T>(value: T | null): T {
  if (value === null) throw new Error('The route lacks the guard that sets this.');
  return value;
}

// A BDE's code never changes once given, so the code behind a session's BDE id is looked up once
// per process; after that a signed-in call costs only its own query.
const codesByDatabase = perDatabase(() => new Map<number, string>());
const CODE_CACHE_MAX = 50_000;

function assertOwnCode(request: FastifyRequest, bdeCode: string) {
  if (bdeCode !== guarded(request.bde).bdeCode) throw forbidden(NOT_YOUR_CODE);
}

/** The `bdeCode` query parameter: exactly one, non-empty and short; else a 400 naming it. */
function bdeCodeFromQuery(query: unknown): string {
  const value = (query as Record<string, unknown> | undefined)?.bdeCode;
  const message =
    value === undefined || value === ''
      ? 'This field is required.'
      : typeof value !== 'string'
        ? 'Give one BDE code.'
        : value.length > MAX_CODE_LENGTH
          ? `At most ${MAX_CODE_LENGTH} characters.`
          : null;
  if (message) throw badRequest('Some fields are not valid.', { bdeCode: [message] });
  return value as string;
}

async function guards(app: FastifyInstance, { db }: { db: Db }) {
  app.decorateRequest('user', null);
  app.decorateRequest('bde', null);
  app.decorateRequest('staff', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const session = request.session;
    if (!session) throw unauthorized();
    if (session.kind !== 'user') throw forbidden();
  });

  app.decorate('ownUser', async (request: FastifyRequest) => {
    const session = guarded(request.session);
    const { userId } = request.params as { userId?: string };
    if (String(session.subjectId) !== userId) throw forbidden();
    const user = await findUserById(db, session.subjectId);
    if (!user) throw unauthorized();
    request.user = user;
  });

  app.decorate('requireBde', async (request: FastifyRequest) => {
    const session = request.session;
    if (!session) throw unauthorized();
    if (session.kind !== 'bde') throw forbidden(NOT_A_BDE);
    const codeById = codesByDatabase(db);
    const known = codeById.get(session.subjectId);
    if (known) {
      request.bde = { id: session.subjectId, bdeCode: known };
      return;
    }
    const row = await findExecutiveCode(db, session.subjectId);
    if (!row) throw unauthorized();
    if (codeById.size >= CODE_CACHE_MAX) codeById.clear();
    codeById.set(row.id, row.bdeCode);
    request.bde = row;
  });

  // Read on every staff request (with the session when that was read now, else by primary key):
  // disabling an account stops it at its next request, on every instance.
  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session;
    if (!session) throw unauthorized();
    if (session.kind !== 'staff') throw forbidden(NOT_STAFF);
    const staff = session.staff !== undefined ? session.staff : await findActiveStaff(db, session.subjectId);
    if (!staff) {
      await app.sessions.end(request, reply);
      throw unauthorized();
    }
    request.staff = staff;
  });

  const accessGuards = new Map<StaffAccess, Guard>();
  const guardAccess = new Map<unknown, StaffAccess>();
  const requireAccess = (access: StaffAccess): Guard => {
    let guard = accessGuards.get(access);
    if (!guard) {
      const roles: readonly StaffRole[] = STAFF_ACCESS[access];
      guard = async (request: FastifyRequest) => {
        if (!roles.includes(guarded(request.staff).role)) throw forbidden(REFUSED[access]);
      };
      accessGuards.set(access, guard);
      guardAccess.set(guard, access);
    }
    return guard;
  };
  app.decorate('requireAccess', requireAccess);
  app.decorate('staffOnly', (access: StaffAccess) => [app.requireStaff, requireAccess(access)]);
  app.decorate('accessOfGuard', (guard: unknown) => guardAccess.get(guard));

  app.decorate('ownBdeCodeParam', async (request: FastifyRequest) => {
    assertOwnCode(request, (request.params as { bdeCode: string }).bdeCode);
  });

  app.decorate('ownBdeCodeQuery', async (request: FastifyRequest) => {
    assertOwnCode(request, bdeCodeFromQuery(request.query));
  });
}

/** The route guards as decorators of the whole application (after the session plugin). */
export const registerGuards = fp(guards, { name: 'guards', fastify: '5.x' });
