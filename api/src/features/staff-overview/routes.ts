import type { FastifyInstance } from 'fastify';
import type { StaffDeps } from '../../lib/staff-deps';

export function staffOverviewRoutes(_app: FastifyInstance, _deps: StaffDeps) {}
