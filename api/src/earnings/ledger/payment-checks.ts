import { eq, sql } from 'drizzle-orm';
import { formatPaise } from 'shared/format/inr';
import type { Db } from '../../db/client';
import { projectPayments, projects } from '../../db/schema';
import { paymentLimitOn } from './payment-limits';

/**
 * Why a new payment of `amountPaise` on a project cannot be recorded, or null when it can: more than
 * the limit in force on `today`, or more than the project's value once added to what it has received
 * (payments less reversals). The project's row is locked first (`db` is a transaction), so two
 * payments at once cannot together go past its value.
 */
export async function paymentRefusal(
  db: Db,
  payment: { projectId: number; amountPaise: number; today: string },
): Promise<string | null> {
  const limit = paymentLimitOn(payment.today);
  if (payment.amountPaise > limit.maxPaymentPaise) {
    return `Is more than one payment may be (${formatPaise(limit.maxPaymentPaise)}).`;
  }
  const [project] = await db
    .select({ amountPaise: projects.amountPaise })
    .from(projects)
    .where(eq(projects.id, payment.projectId))
    // Payments on one project take turns; rows that only refer to the project are not held up.
    .for('no key update');
  const [received] = await db
    .select({ sum: sql<string>`coalesce(sum(${projectPayments.amountPaise}), 0)::text` })
    .from(projectPayments)
    .where(eq(projectPayments.projectId, payment.projectId));
  const remainingPaise = project.amountPaise - Number(received.sum);
  if (payment.amountPaise > remainingPaise) {
    return (
      `Is more than the project's value still to be received (${formatPaise(Math.max(0, remainingPaise))} of ` +
      `${formatPaise(project.amountPaise)}); further work is recorded as a new project.`
    );
  }
  return null;
}
