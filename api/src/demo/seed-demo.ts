import { rupeesTextToPaise } from 'shared/contract/business';
import type { Db } from '../db/client';
import { addProject } from '../partners/business/project-service';
import { registerExecutive } from '../partners/executives/registration-service';
import { addProposal } from '../partners/proposals/proposal-service';
import type { IdentityKeys } from '../partners/executives/identity-data';
import { seedStates } from '../site/states/seed';
import { DEMO_BDES, DEMO_PASSWORD, type DemoBde } from './demo-data';
import { DAY_MS } from '../lib/india-time';
import { demoDocumentPdf } from './demo-document';

export interface DemoSignIn {
  userName: string;
  password: string;
  bdeCode: string;
  fullName: string;
  referredBy: string | null;
}

function registrationFields(bde: DemoBde) {
  return {
    UserName: bde.userName,
    Password: DEMO_PASSWORD,
    FirstName: bde.firstName,
    MiddleName: bde.middleName ?? '',
    LastName: bde.lastName,
    MobileNumber: bde.mobile,
    Email: bde.email,
    AadharNumber: bde.aadhar,
    Pannumber: bde.pan,
    Address: bde.address,
    PinCode: bde.pinCode,
    Area: bde.area,
    State: bde.state,
    District: bde.district,
    Dob: bde.dob,
    RefferedByBdecode: bde.referredBy
      ? DEMO_BDES.find((other) => other.userName === bde.referredBy)!.bdeCode
      : '',
    ParentFreelancerId: '',
    terms: true,
  };
}

/** Sample identity copies for staff to review: PDFs that say they are demo copies, last four digits only. */
function demoCopies(bde: DemoBde) {
  const name = [bde.firstName, bde.middleName, bde.lastName].filter(Boolean).join(' ');
  const lines = (number: string) => [
    `Name: ${name}`,
    `Number ending: ${number.slice(-4)}`,
    'A sample copy made by npm run demo; not a real document.',
  ];
  return {
    AadharCopy: demoDocumentPdf('Aadhaar card (demo copy)', lines(bde.aadhar)),
    PanCopy: demoDocumentPdf('PAN card (demo copy)', lines(bde.pan)),
  };
}

/**
 * Fills an empty database with the demo: BDEs registered through the same code path as the
 * registration form (so the referral tree and encrypted identity numbers are real), then their
 * proposals and projects. Only `npm run demo` calls this; `npm start` never does.
 */
export async function seedDemo(deps: { db: Db } & IdentityKeys, now = new Date()): Promise<DemoSignIn[]> {
  const { db } = deps;
  await seedStates(db);
  const signIns: DemoSignIn[] = [];
  // Parents come before their children in DEMO_BDES, so each referral code already exists.
  for (const bde of DEMO_BDES) {
    const { id, bdeCode } = await registerExecutive(deps, registrationFields(bde), demoCopies(bde), {
      bdeCode: bde.bdeCode,
    });
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
    for (const proposal of bde.proposals) {
      await addProposal(db, {
        executiveId: id,
        companyName: proposal.company,
        status: proposal.status,
        createdAt: at(proposal.daysAgo),
      });
    }
    for (const project of bde.projects) {
      const amountPaise = rupeesTextToPaise(project.amount);
      if (amountPaise === null) throw new Error(`Demo amount "${project.amount}" is not rupees.`);
      await addProject(db, {
        executiveId: id,
        companyName: project.company,
        amountPaise,
        status: project.status,
        createdAt: at(project.daysAgo),
      });
    }
    signIns.push({
      userName: bde.userName,
      password: DEMO_PASSWORD,
      bdeCode,
      fullName: [bde.firstName, bde.middleName, bde.lastName].filter(Boolean).join(' '),
      referredBy: bde.referredBy ?? null,
    });
  }
  return signIns;
}

/** The sign-ins as a table for the terminal. */
export function formatSignIns(signIns: DemoSignIn[]): string {
  const rows = [
    ['user name', 'password', 'BDE code', 'name', 'referred by'],
    ...signIns.map((s) => [s.userName, s.password, s.bdeCode, s.fullName, s.referredBy ?? '-']),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
