import type { FastifyInstance } from 'fastify';
import type { StaffDeps } from '../../lib/staff-deps';

export function auditLogRoutes(_app: FastifyInstance, _deps: StaffDeps) {}
