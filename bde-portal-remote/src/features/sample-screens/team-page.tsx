import { SamplePage } from './sample-page';
import { SAMPLE_TEAM } from './sample-rows';

/** /bdedetails/teamCol: example colleagues a BDE works with. */
export function TeamPage() {
  return (
    <SamplePage id="team-title" heading="Team/Collaboration">
      <ul className="team-list">
        {SAMPLE_TEAM.map((member) => (
          <li key={member.name} className="team-list__item">
            <span className="team-list__avatar" aria-hidden="true">
              {member.name
                .split(' ')
                .map((part) => part[0])
                .join('')}
            </span>
            <span>
              <strong>{member.name}</strong>
              <br />
              {member.role}: {member.focus}
              <br />
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </span>
          </li>
        ))}
      </ul>
    </SamplePage>
  );
}
