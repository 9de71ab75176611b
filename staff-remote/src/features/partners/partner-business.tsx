import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { errorBody } from 'shared/forms/call-errors';
import { PROJECT_STATUSES } from 'shared/contract/business';
import { isApiErrorBody } from 'shared/contract/api-error';
import {
  staffProjectStatusSchema,
  type StaffProjectStatusRequest,
} from 'shared/contract/staff-business-schema';
import type { PartnerProject, PartnerResponse } from 'shared/contract/staff-partner-responses';
import { formatDateIn } from 'shared/format/date';
import { formatInr } from 'shared/format/inr';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { Link } from 'shared/routing/router';
import { staffScreen } from '../../app/staff-paths';
import { ProjectForm, ProposalForm } from './business-forms';
import { PartnerFields, PartnerSection } from './partner-fields';
import { useSetProjectStatusMutation } from './partners-api';
import { ScrollingTable } from '../../ui/scrolling-table';

function StatusFields({ project }: { project: PartnerProject }) {
  const formik = useFormikContext<StaffProjectStatusRequest>();
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () => dispatch(notify('error', 'Choose a status.')));
  return (
    <form className="partner-status-form" noValidate onSubmit={onSubmit}>
      <FormField
        as="select"
        name="status"
        label={<span className="visually-hidden">Status of {project.companyName}</span>}
      >
        {PROJECT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </FormField>
      <button type="submit" className="staff-button staff-button--quiet" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Saving…' : 'Save'}
        <span className="visually-hidden"> the status of {project.companyName}</span>
      </button>
    </form>
  );
}

/** One project's status, changed in place. */
function ProjectStatusForm({ project }: { project: PartnerProject }) {
  const dispatch = useAppDispatch();
  const [setStatus] = useSetProjectStatusMutation();
  async function submit(
    values: StaffProjectStatusRequest,
    helpers: FormikHelpers<StaffProjectStatusRequest>,
  ) {
    if (values.status === project.status) {
      dispatch(notify('info', `${project.companyName} is already ${project.status}; nothing changed.`));
      return;
    }
    try {
      const saved = await setStatus({ projectId: project.id, change: values }).unwrap();
      dispatch(notify('success', `${saved.companyName} is now ${saved.status}.`));
    } catch (error) {
      const body = errorBody(error);
      helpers.resetForm();
      dispatch(
        notify('error', isApiErrorBody(body) ? body.title : 'The status was not saved. Please try again.'),
      );
    }
  }
  return (
    <Formik<StaffProjectStatusRequest>
      initialValues={{ status: project.status }}
      enableReinitialize
      validationSchema={staffProjectStatusSchema}
      onSubmit={submit}
    >
      <StatusFields project={project} />
    </Formik>
  );
}

function ProjectsTable({ projects }: { projects: PartnerProject[] }) {
  if (projects.length === 0) return <p>No projects recorded yet.</p>;
  return (
    <ScrollingTable caption="Projects" label="Projects">
      <thead>
        <tr>
          <th scope="col">Company</th>
          <th scope="col" className="staff-table__number">
            Amount
          </th>
          <th scope="col">Recorded</th>
          <th scope="col">Status</th>
          <th scope="col">Payments</th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => (
          <tr key={project.id}>
            <th scope="row" data-label="Company">
              {project.companyName}
            </th>
            <td className="staff-table__number" data-label="Amount">
              {formatInr(project.amount)}
            </td>
            <td data-label="Recorded">
              <time dateTime={project.createdAt}>{formatDateIn(project.createdAt)}</time>
            </td>
            <td data-label="Status">
              <ProjectStatusForm project={project} />
            </td>
            <td data-label="Payments">
              <Link to={staffScreen.projectPayments(project.id)}>
                Payments<span className="visually-hidden"> of {project.companyName}</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** The BDE's proposals and projects, as their portal counts them, and forms to record more. */
export function PartnerBusiness({ partner }: { partner: PartnerResponse }) {
  const { proposals, projects, totalRevenue } = partner.business;
  return (
    <PartnerSection id="partner-business" title="Business">
      <PartnerFields
        fields={[
          ['Proposals sent', String(proposals.sent)],
          ['Proposals accepted', `${proposals.accepted} (${proposals.percentage}%)`],
          ['Total revenue', formatInr(totalRevenue)],
        ]}
      />
      <ProjectsTable projects={projects} />
      <div className="partner-business-forms">
        <ProposalForm partner={partner} />
        <ProjectForm partner={partner} />
      </div>
    </PartnerSection>
  );
}
