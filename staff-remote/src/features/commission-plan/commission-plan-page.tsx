import { useCommissionPlansQuery } from './commission-plan-api';
import { PlanForm } from './plan-form';
import { PlanHistory, PlanInForce } from './plan-history';
import '../partners/partners.css';
import '../../ui/earnings/earnings.css';

/** /staff/commission-plan (admins): the plan in force, every version, and a new one. */
export function CommissionPlanPage() {
  const result = useCommissionPlansQuery();
  let content;
  if (result.data) {
    content = (
      <>
        <PlanInForce plan={result.data.current} />
        <PlanForm current={result.data.current} />
        <PlanHistory history={result.data.history} />
      </>
    );
  } else if (result.isError) {
    content = (
      <div className="staff-status staff-status--error" role="alert">
        <p>Could not load the commission plan. Check your connection and try again.</p>
        <button type="button" className="staff-button" onClick={() => void result.refetch()}>
          Retry
        </button>
      </div>
    );
  } else {
    content = (
      <p className="staff-status" role="status">
        Loading the commission plan…
      </p>
    );
  }
  return (
    <div className="staff-page">
      <h1>Commission plan</h1>
      <p className="earnings-intro">
        What each payment received earns: a percentage for the BDE credited with the project and an override
        for each of their referrers up the levels set here. Each payment is worked out by the version in force
        on its date.
      </p>
      {content}
    </div>
  );
}
