import { APPLICATION_STAGE_LABELS } from 'shared/contract/careers';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { ApplicationDetailResponse } from 'shared/contract/staff-application-responses';
import { APPLICATION_MESSAGES } from 'shared/contract/staff-application-schema';
import { Link } from 'shared/routing/router';
import { useAppDispatch } from 'shared/store/hooks';
import { EmailLink, PhoneLink } from '../../app/contact-links';
import { staffApi } from '../../app/staff-api';
import { STAFF_SCREENS, staffScreen } from '../../app/staff-paths';
import { NotesSection } from '../../ui/records/notes-section';
import { RecordFields, WebAddress } from '../../ui/records/record-fields';
import { RecordPage, useRecordParam } from '../../ui/records/record-state';
import { formatWhen } from '../../ui/records/when';
import { StatusBadge } from '../../ui/lists/status-badge';
import { experienceLabel, fileSize, resumeTypeLabel } from './application-labels';
import { useAddApplicationNoteMutation, useApplicationQuery } from './applications-api';
import { InterviewForm } from './interview-form';
import { InterviewsSent } from './interviews-sent';
import { NotSelectedMessage } from './not-selected-message';
import { StageForm } from './stage-form';
import '../../ui/records/inbox.css';
import './applications.css';

/** The résumé: downloaded through the audited route (decrypted on the server, never cached). */
function Resume({ application }: { application: ApplicationDetailResponse }) {
  const dispatch = useAppDispatch();
  const type = resumeTypeLabel(application.resume.mimeType);
  return (
    <section className="staff-card inbox-section" aria-labelledby="resume-title">
      <h2 id="resume-title">Résumé</h2>
      <div className="applications-resume">
        <p>
          {type}, {fileSize(application.resume.sizeBytes)}
        </p>
        <a
          className="staff-button staff-button--quiet"
          href={STAFF_PATHS.applicationResume({ applicationId: application.id })}
          download
          onClick={() => dispatch(staffApi.util.invalidateTags(['StaffAudit']))}
        >
          Download the résumé<span className="visually-hidden"> ({type})</span>
        </a>
      </div>
      <p className="staff-hint">Every download is recorded in the audit log under your name.</p>
    </section>
  );
}

function Application({ application }: { application: ApplicationDetailResponse }) {
  const [addNote] = useAddApplicationNoteMutation();
  return (
    <>
      <header className="inbox-heading">
        <div>
          <h1>Application from {application.name}</h1>
          <p className="inbox-heading__meta">
            <StatusBadge status={application.stage} label={APPLICATION_STAGE_LABELS[application.stage]} /> For{' '}
            <Link to={staffScreen.applications({ openingId: application.opening.id })}>
              {application.opening.title}
            </Link>
            {application.opening.status === 'published' ? '' : ` (${application.opening.status})`} · applied{' '}
            <time dateTime={application.createdAt}>{formatWhen(application.createdAt)}</time>
          </p>
        </div>
      </header>
      <div className="inbox-columns">
        <div className="inbox-column">
          <section className="staff-card inbox-section" aria-labelledby="candidate-title">
            <h2 id="candidate-title">Candidate</h2>
            <RecordFields
              fields={[
                { label: 'Name', value: application.name },
                { label: 'Email', value: <EmailLink email={application.email} /> },
                { label: 'Mobile', value: <PhoneLink number={application.mobile} /> },
                { label: 'City', value: application.city },
                { label: 'Experience', value: experienceLabel(application.experienceYears) },
                {
                  label: 'LinkedIn or portfolio',
                  value: application.link && <WebAddress url={application.link} />,
                },
                { label: 'Note', value: application.note },
                {
                  label: 'Keep on file',
                  value: application.keepOnFile ? 'Yes, for future openings' : 'No, this opening only',
                },
                { label: 'Last sent', value: formatWhen(application.updatedAt) },
              ]}
            />
          </section>
          <Resume application={application} />
          <NotesSection
            notes={application.notes}
            add={(note) => addNote({ applicationId: application.id, note }).unwrap()}
          />
        </div>
        <div className="inbox-column">
          <section className="staff-card inbox-section" aria-labelledby="stage-title">
            <h2 id="stage-title">Stage</h2>
            <StageForm application={application} />
          </section>
          <section className="staff-card inbox-section" aria-labelledby="interview-title">
            <h2 id="interview-title">Invite to an interview</h2>
            <p className="staff-hint">
              Emailed to the candidate with the opening&rsquo;s title and these details. An application at New
              or Screening moves to Interview.
            </p>
            {application.stage === 'not selected' && (
              <p className="inbox-explain">{APPLICATION_MESSAGES.invitingNotSelected}</p>
            )}
            <InterviewsSent interviews={application.interviews} />
            <InterviewForm application={application} />
          </section>
          <section className="staff-card inbox-section" aria-labelledby="not-selected-title">
            <h2 id="not-selected-title">Tell the candidate</h2>
            <NotSelectedMessage application={application} />
          </section>
        </div>
      </div>
    </>
  );
}

/** /staff/applications/:applicationId: the candidate's application, résumé, stage, notes and emails. */
export function ApplicationPage() {
  const { id: applicationId, arg } = useRecordParam('applicationId');
  const result = useApplicationQuery(arg);
  return (
    <RecordPage
      id={applicationId}
      result={result}
      what="application"
      listHref={STAFF_SCREENS.applications}
      backLabel="← All applications"
      listLabel="Back to the applications"
    >
      {(application) => <Application application={application} />}
    </RecordPage>
  );
}
