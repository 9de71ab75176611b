import { formatPlainDay } from 'shared/format/month';
import type { CommissionPlan, CommissionPlansResponse } from 'shared/contract/staff-earnings-responses';
import { formatDateIn } from 'shared/format/date';
import { levelLabel, percentLabel } from '../../ui/earnings/commission-labels';
import { PartnerFields } from '../partners/partner-fields';
import { ScrollingTable } from '../../ui/scrolling-table';

export const overridesText = (plan: CommissionPlan) =>
  plan.overrideBasisPoints.length === 0
    ? 'None'
    : plan.overrideBasisPoints
        .map((points, index) => `${levelLabel(index + 1)}: ${percentLabel(points)}`)
        .join('; ');

/** The plan new payments are worked out by today. */
export function PlanInForce({ plan }: { plan: CommissionPlansResponse['current'] }) {
  return (
    <section className="staff-card earnings-section" aria-labelledby="plan-in-force">
      <h2 id="plan-in-force">In force</h2>
      {plan ? (
        <PartnerFields
          fields={[
            ['Since', formatPlainDay(plan.effectiveFrom)],
            ['Direct', percentLabel(plan.directBasisPoints)],
            ['Overrides', overridesText(plan)],
            ['Note', plan.note],
            ['Set by', `${plan.createdBy.name} on ${formatDateIn(plan.createdAt)}`],
          ]}
        />
      ) : (
        <p>No plan is in force: payments recorded now earn no commission. Set the first version below.</p>
      )}
    </section>
  );
}

/** Every version, newest effective date first: what each payment's lines were worked out by. */
export function PlanHistory({ history }: { history: CommissionPlan[] }) {
  return (
    <section className="earnings-section" aria-labelledby="plan-history">
      <h2 id="plan-history">History</h2>
      <ScrollingTable
        caption="Plan versions"
        label="Plan versions"
        className="staff-table staff-table--list earnings-table"
      >
        <thead>
          <tr>
            <th scope="col">Effective from</th>
            <th scope="col" className="staff-table__number">
              Direct
            </th>
            <th scope="col">Overrides</th>
            <th scope="col">Note</th>
            <th scope="col">Set by</th>
          </tr>
        </thead>
        <tbody>
          {history.length === 0 ? (
            <tr>
              <td colSpan={5} className="staff-table__empty">
                No plan has been set yet.
              </td>
            </tr>
          ) : (
            history.map((plan) => (
              <tr key={plan.id}>
                <th scope="row" data-label="Effective from">
                  <time dateTime={plan.effectiveFrom}>{formatPlainDay(plan.effectiveFrom)}</time>
                </th>
                <td className="staff-table__number" data-label="Direct">
                  {percentLabel(plan.directBasisPoints)}
                </td>
                <td data-label="Overrides">{overridesText(plan)}</td>
                <td data-label="Note">{plan.note}</td>
                <td data-label="Set by">
                  {plan.createdBy.name}, <time dateTime={plan.createdAt}>{formatDateIn(plan.createdAt)}</time>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </ScrollingTable>
    </section>
  );
}
