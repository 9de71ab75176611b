import type { FastifyInstance } from 'fastify';
import type { StaffDeps } from '../../lib/staff-deps';
import { staffMemberRoutes } from './member-routes';
import { staffSetupRoutes } from './setup-routes';
import { staffSignInRoutes } from './sign-in-routes';

/** Staff accounts: sign-in and sessions, set-up links, and the admins' list of members. */
export function staffAccountRoutes(app: FastifyInstance, deps: StaffDeps) {
  staffSignInRoutes(app, deps);
  staffSetupRoutes(app, deps);
  staffMemberRoutes(app, deps);
}
