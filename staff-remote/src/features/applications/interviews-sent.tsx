import type { InterviewInvitation } from 'shared/contract/staff-application-responses';
import { formatDateIn } from 'shared/format/date';
import { formatWhen } from '../../ui/records/when';

/** "2:30 pm" for 14:30, as the invitation said it. */
function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Every invitation the candidate was sent, as sent: when, where, and when it went. */
export function InterviewsSent({ interviews }: { interviews: InterviewInvitation[] }) {
  if (!interviews.length) return null;
  return (
    <div className="applications-interviews">
      <h3>Invitations sent</h3>
      <ul>
        {interviews.map((interview) => (
          <li key={interview.sentAt}>
            <time dateTime={`${interview.date}T${interview.time}+05:30`}>
              {formatDateIn(interview.date)}, {clockTime(interview.time)} IST
            </time>
            {', '}
            {interview.link ? (
              <>
                online:{' '}
                <a href={interview.link} target="_blank" rel="noopener noreferrer nofollow">
                  {interview.link}
                </a>
              </>
            ) : (
              interview.place
            )}
            <span className="staff-hint">
              {' '}
              Sent <time dateTime={interview.sentAt}>{formatWhen(interview.sentAt)}</time>.
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
