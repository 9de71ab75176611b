import { useCommissionPlansQuery } from './commission-plan-api';
import { PlanForm } from './plan-form';
import { PlanHistory, PlanInForce } from './plan-history';
import '../partners/partners.css';
import '../../ui/earnings/earnings.css';
import { LoadFailure, Loading } from '../../ui/load-states';

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
    content = <LoadFailure what="the commission plan" onRetry={result.refetch} />;
  } else {
    content = <Loading what="the commission plan" />;
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
