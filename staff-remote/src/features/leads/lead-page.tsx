import type { LeadDetailResponse } from 'shared/contract/staff-inbox-responses';
import { formatDateIn } from 'shared/format/date';
import { Link } from 'shared/routing/router';
import { STAFF_SCREENS, staffScreen } from '../../app/staff-paths';
import { NotesSection } from '../../ui/records/notes-section';
import { EmailLink, PhoneLink } from '../../app/contact-links';
import { RecordFields, WebAddress } from '../../ui/records/record-fields';
import { RecordPage, useRecordParam } from '../../ui/records/record-state';
import { formatWhen } from '../../ui/records/when';
import { StatusBadge } from '../../ui/lists/status-badge';
import { LEAD_STATUS_LABELS, companyOf } from './lead-labels';
import { LeadHandlingForm } from './lead-handling-form';
import { useAddLeadNoteMutation, useLeadQuery } from './leads-api';
import { RecordProposal } from './record-proposal';
import '../../ui/records/inbox.css';

/** A date the form sent as text, shown as a date when it is one. */
const asDate = (text: string) => (text && !Number.isNaN(Date.parse(text)) ? formatDateIn(text) : text);

function Lead({ lead }: { lead: LeadDetailResponse }) {
  const [addNote] = useAddLeadNoteMutation();
  return (
    <>
      <header className="inbox-heading">
        <div>
          <h1>{companyOf(lead)}</h1>
          <p className="inbox-heading__meta">
            <StatusBadge status={lead.status} label={LEAD_STATUS_LABELS[lead.status]} /> Received{' '}
            <time dateTime={lead.createdAt}>{formatWhen(lead.createdAt)}</time>
            {' · '}
            {lead.bde ? (
              <>
                BDE <Link to={staffScreen.partner(lead.bde.bdeCode)}>{lead.bde.bdeCode}</Link> (
                {lead.bde.fullName}){lead.viaLink && `, via ${lead.bde.fullName}'s link`}
              </>
            ) : (
              'no BDE yet'
            )}
          </p>
        </div>
      </header>
      <div className="inbox-columns">
        <div className="inbox-column">
          <section className="staff-card inbox-section" aria-labelledby="client-title">
            <h2 id="client-title">Client</h2>
            <RecordFields
              fields={[
                { label: 'Company', value: lead.companyName },
                { label: 'Industry', value: lead.industryType },
                { label: 'Address', value: lead.address },
                { label: 'Website', value: lead.website && <WebAddress url={lead.website} /> },
                { label: 'Contact person', value: lead.contactPerson },
                { label: 'Role', value: lead.teamContact },
                { label: 'Email', value: <EmailLink email={lead.email} /> },
                { label: 'Mobile', value: <PhoneLink number={lead.mobile} /> },
              ]}
            />
          </section>
          <section className="staff-card inbox-section" aria-labelledby="needs-title">
            <h2 id="needs-title">What they asked for</h2>
            <RecordFields
              fields={[
                {
                  label: 'Services',
                  value: lead.servicesRequired.length > 0 && (
                    <ul className="inbox-services">
                      {lead.servicesRequired.map((service) => (
                        <li key={service}>{service}</li>
                      ))}
                    </ul>
                  ),
                },
                { label: 'Other needs', value: lead.others },
                { label: 'Service details', value: lead.cidServices },
                { label: 'Note', value: lead.note },
                { label: 'Reference', value: lead.reference },
                { label: 'Next appointment', value: asDate(lead.nextAppointmentDate) },
                { label: 'Form filled in', value: lead.clientDate && formatWhen(lead.clientDate) },
              ]}
            />
          </section>
          <NotesSection notes={lead.notes} add={(note) => addNote({ leadId: lead.id, note }).unwrap()} />
        </div>
        <div className="inbox-column">
          <section className="staff-card inbox-section" aria-labelledby="handling-title">
            <h2 id="handling-title">Status and BDE</h2>
            <LeadHandlingForm lead={lead} />
          </section>
          <RecordProposal lead={lead} />
        </div>
      </div>
    </>
  );
}

/** /staff/leads/:leadId: every field of one lead, its status and BDE, proposals and notes. */
export function LeadPage() {
  const { id: leadId, arg } = useRecordParam('leadId');
  const result = useLeadQuery(arg);
  return (
    <RecordPage
      id={leadId}
      result={result}
      what="lead"
      listHref={STAFF_SCREENS.leads}
      backLabel="← All leads"
      listLabel="Back to the leads"
    >
      {(lead) => <Lead lead={lead} />}
    </RecordPage>
  );
}
