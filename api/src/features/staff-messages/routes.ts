import type { FastifyInstance } from 'fastify';
import type { StaffDeps } from '../../lib/staff-deps';

export function staffMessageRoutes(_app: FastifyInstance, _deps: StaffDeps) {}
