import {
  PROJECT_STATUSES,
  PROPOSAL_STATUSES,
  type ProjectStatus,
  type ProposalStatus,
} from 'shared/contract/business';
import demoBdes from './demo-bdes.json';

/** Every demo account signs in with this password; the demo database is local and thrown away. */
export const DEMO_PASSWORD = 'Demo@2024pass';

interface DemoProject {
  company: string;
  /** Rupees with at most two decimals, as staff would type them into the admin tool. */
  amount: string;
  status: ProjectStatus;
  daysAgo: number;
}
interface DemoProposal {
  company: string;
  status: ProposalStatus;
  daysAgo: number;
}
export interface DemoBde {
  bdeCode: string;
  userName: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  mobile: string;
  email: string;
  aadhar: string;
  pan: string;
  address: string;
  pinCode: string;
  area: string;
  state: string;
  district: string;
  dob: string;
  /** The userName of the BDE who referred this one (the parent in the downline). */
  referredBy?: string;
  proposals: DemoProposal[];
  projects: DemoProject[];
}

/**
 * A status from demo-bdes.json as the contract spells it: JSON knows only strings, so the file is
 * checked as it is read.
 */
function status<T extends string>(allowed: readonly T[], value: string, of: string): T {
  const known = allowed.find((candidate) => candidate === value);
  if (known === undefined) throw new Error(`demo-bdes.json: '${value}' is not a ${of} status`);
  return known;
}

/**
 * The demo's BDEs (demo-bdes.json): a four-level referral tree, Asha -> Bala, Chitra -> Deepak,
 * Esha, Farhan -> Gita; and Imran, who is in nobody's downline. Between them every project status,
 * an empty BDE, and one whose revenue passes the ₹10,00,000 target. Parents come before their
 * children.
 */
export const DEMO_BDES: DemoBde[] = demoBdes.map((bde) => ({
  ...bde,
  proposals: bde.proposals.map((proposal) => ({
    ...proposal,
    status: status(PROPOSAL_STATUSES, proposal.status, 'proposal'),
  })),
  projects: bde.projects.map((project) => ({
    ...project,
    status: status(PROJECT_STATUSES, project.status, 'project'),
  })),
}));
