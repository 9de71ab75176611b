import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import {
  StaffMemberAddedResponse,
  StaffMemberItem,
  StaffMemberPage,
  StaffMemberResetResponse,
} from 'shared/contract/staff-account-responses';
import {
  STAFF_MEMBER_NOT_FOUND,
  STAFF_NOT_YOURSELF,
  staffMemberAddSchema,
  staffMemberUpdateSchema,
} from 'shared/contract/staff-account-schema';
import { HttpError, badRequest } from '../../lib/http-error';
import { listQuerySchema } from '../../lib/keyset-page';
import { bodySchema } from '../../lib/request-schema';
import type { StaffDeps } from '../../lib/staff-deps';
import { validateBody } from '../../lib/validate';
import { guarded } from '../../plugins/guards';
import { actorOf } from '../../back-office/audit-log/audit-service';
import {
  MEMBER_FILTERS,
  MEMBER_SORTS,
  addStaffMember,
  listStaffMembers,
  resetStaffMember,
  setStaffDisabled,
} from './members-service';

interface StaffIdParams {
  staffId: string;
}

const notFound = () => new HttpError(404, STAFF_MEMBER_NOT_FOUND);

/**
 * The member a `:staffId` names, other than the admin acting: an admin never disables or resets
 * themself (there would be no admin left to undo it, or no way back in).
 */
function otherMemberId(request: FastifyRequest<{ Params: StaffIdParams }>): number {
  const text = request.params.staffId;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw notFound();
  const id = Number(text);
  if (id === guarded(request.staff).id) throw badRequest(STAFF_NOT_YOURSELF);
  return id;
}

/** Admins: the staff list, adding a member, disabling or enabling one, and resetting one's sign-in. */
export function staffMemberRoutes(app: FastifyInstance, { db, config, now, personKeys }: StaffDeps) {
  const adminOnly = app.staffOnly('admin');
  const linkContext = () => ({ publicOrigin: config.publicOrigin, at: now() });

  app.get(
    STAFF_PATHS.members,
    {
      preHandler: adminOnly,
      schema: {
        summary: 'The staff members',
        description: 'A page at a time, by name (A to Z) unless told; `q` searches name and email.',
        querystring: listQuerySchema(MEMBER_SORTS, MEMBER_FILTERS),
        response: { 200: StaffMemberPage },
      },
    },
    async (request, reply): Promise<StaffMemberPage> => {
      const page = await listStaffMembers(db, request.query, now());
      reply.header('cache-control', 'no-store');
      return page;
    },
  );

  app.post(
    STAFF_PATHS.members,
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Add a staff member',
        description:
          'Their one-time set-up link (valid 24 hours) is emailed to their own address, through the ' +
          'outbox; the admin never sees it, and only its hash is stored.',
        body: bodySchema(staffMemberAddSchema),
        response: { 201: StaffMemberAddedResponse },
      },
    },
    async (request, reply): Promise<StaffMemberAddedResponse> => {
      const body = await validateBody(staffMemberAddSchema, request.body);
      const { id, emailedTo } = await addStaffMember(db, actorOf(request), body, linkContext(), personKeys);
      reply.status(201).header('cache-control', 'no-store');
      return { id, emailedTo };
    },
  );

  app.post<{ Params: StaffIdParams }>(
    STAFF_PATHS.member.pattern,
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Disable or enable a staff member',
        description: "Disabling ends the member's sessions at once. An admin cannot disable themself.",
        body: bodySchema(staffMemberUpdateSchema),
        response: { 200: StaffMemberItem },
      },
    },
    async (request): Promise<StaffMemberItem> => {
      const body = await validateBody(staffMemberUpdateSchema, request.body);
      const id = otherMemberId(request);
      const member = await setStaffDisabled(db, actorOf(request), id, body.disabled, now());
      if (!member) throw notFound();
      // Their rows are gone; this instance's memory of them goes too.
      if (body.disabled) app.sessions.forgetOthers('staff', id, '');
      return member;
    },
  );

  app.post<{ Params: StaffIdParams }>(
    STAFF_PATHS.memberReset.pattern,
    {
      preHandler: adminOnly,
      schema: {
        summary: "Reset a staff member's sign-in",
        description:
          'Their password, authenticator, recovery codes and sessions stop working at once, and a new ' +
          'set-up link (valid 24 hours) is emailed to their own address, telling them of the reset. ' +
          "An admin's reset needs two admins: the first asks (`awaiting confirmation`), a second " +
          'confirms within 24 hours. An admin cannot reset themself.',
        response: { 200: StaffMemberResetResponse },
      },
    },
    async (request, reply): Promise<StaffMemberResetResponse> => {
      const id = otherMemberId(request);
      const reset = await resetStaffMember(db, actorOf(request), id, linkContext());
      if (!reset) throw notFound();
      if (reset.outcome === 'reset') app.sessions.forgetOthers('staff', id, '');
      reply.header('cache-control', 'no-store');
      return { id: reset.id, outcome: reset.outcome, emailedTo: reset.emailedTo };
    },
  );
}
