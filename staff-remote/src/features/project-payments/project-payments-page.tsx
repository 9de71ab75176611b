import { errorStatus } from 'shared/forms/call-errors';
import type { ProjectPaymentsResponse } from 'shared/contract/staff-earnings-responses';
import { Link, useParams } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import { Money } from '../../ui/earnings/money';
import { PartnerFields } from '../partners/partner-fields';
import { PaymentEntries } from './payment-entries';
import { PaymentForm } from './payment-form';
import { useProjectPaymentsQuery } from './project-payments-api';
import '../partners/partners.css';
import '../../ui/earnings/earnings.css';
import { LoadFailure, Loading } from '../../ui/load-states';

function Payments({ data }: { data: ProjectPaymentsResponse }) {
  const payments = data.entries.filter((entry) => entry.reversalOf === null).length;
  return (
    <>
      <p className="earnings-back">
        <Link to={staffScreen.partner(data.partner.bdeCode)}>
          {data.partner.fullName} ({data.partner.bdeCode})
        </Link>
      </p>
      <h1>Payments for {data.companyName}</h1>
      <PartnerFields
        fields={[
          ['Received in all', <Money key="received" paise={data.receivedPaise} />],
          ['Payments', String(payments)],
          ['Reversals', String(data.entries.length - payments)],
        ]}
      />
      <PaymentEntries entries={data.entries} />
      <PaymentForm projectId={data.projectId} companyName={data.companyName} />
    </>
  );
}

/** /staff/projects/:projectId/payments: the money received on a project, and recording more or less. */
export function ProjectPaymentsPage() {
  const { projectId = '' } = useParams();
  const valid = /^\d{1,9}$/.test(projectId);
  const result = useProjectPaymentsQuery(Number(projectId), { skip: !valid });
  let content;
  if (!valid || errorStatus(result.error) === 404) {
    content = (
      <>
        <h1>Project not found</h1>
        <p role="alert">There is no project {projectId}. It may have been typed wrong.</p>
      </>
    );
  } else if (result.currentData) {
    content = <Payments data={result.currentData} />;
  } else if (result.isError) {
    content = (
      <>
        <h1>Payments</h1>
        <LoadFailure what="the project’s payments" onRetry={result.refetch} />
      </>
    );
  } else {
    content = (
      <>
        <h1>Payments</h1>
        <Loading what="the payments" />
      </>
    );
  }
  return <div className="staff-page">{content}</div>;
}
