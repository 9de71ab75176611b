import type { FastifyInstance } from 'fastify';
import type { StaffDeps } from '../../lib/staff-deps';
import { commissionRoutes } from './commission-routes';
import { paymentRoutes } from './payment-routes';
import { commissionPlanRoutes } from './plan-routes';

/** The back office's ledger: the plan (admins), payments and reversals, commission lines (the office). */
export function earningsLedgerRoutes(app: FastifyInstance, deps: StaffDeps) {
  commissionPlanRoutes(app, deps);
  paymentRoutes(app, deps);
  commissionRoutes(app, deps);
}
