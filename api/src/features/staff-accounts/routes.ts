import type { FastifyInstance } from 'fastify';
import type { StaffDeps } from '../../lib/staff-deps';

export function staffAccountRoutes(_app: FastifyInstance, _deps: StaffDeps) {}
