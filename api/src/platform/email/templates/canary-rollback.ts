import { COMPANY } from 'shared/content/company';
import { renderEmail } from './render-email';

export interface CanaryRollbackFacts {
  /** What people call the remote: "Public pages". */
  remoteLabel: string;
  canary: string;
  stable: string;
  loads: number;
  failures: number;
  /** The bound it passed, a share (0.05). */
  maxFailureRate: number;
  /** Where the releases are managed in the back office. */
  link: string;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Tells admins the site rolled a canary back by itself: which, why, and what visitors get now. */
export function canaryRollbackEmail(facts: CanaryRollbackFacts) {
  const rate = facts.loads ? facts.failures / facts.loads : 0;
  return renderEmail('staff-canary-rollback', {
    subject: `${facts.remoteLabel}: canary ${facts.canary} rolled back automatically`,
    heading: 'A canary release was rolled back automatically',
    parts: [
      {
        text: `${facts.remoteLabel}: release ${facts.canary} failed in visitors' browsers on ${facts.failures} of ${facts.loads} pages in the last hour (${percent(rate)}), more than the ${percent(facts.maxFailureRate)} allowed (CANARY_MAX_FAILURE_RATE).`,
      },
      {
        text: `Every visitor now gets the stable release ${facts.stable}. The audit log records the rollback.`,
      },
      {
        text: 'See the releases in the back office, and docs/runbooks.md (RemoteCanaryFailing) for what to check:',
        link: { label: 'Open the releases', href: facts.link },
      },
    ],
    footer: `${COMPANY.name}, ${COMPANY.address.city}`,
  });
}
