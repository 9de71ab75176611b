import { desc, eq } from 'drizzle-orm';
import {
  MAX_PROJECT_AMOUNT_RUPEES,
  PROJECT_STATUSES,
  PROPOSAL_STATUSES,
  paiseToRupees,
  rupeesTextToPaise,
  type ProjectStatus,
  type ProposalStatus,
} from 'shared/contract/business';
import { parseIsoDate } from 'shared/contract/executive';
import { formatDateIn } from 'shared/format/date';
import { formatInr } from 'shared/format/inr';
import type { Db } from '../db/client';
import { executives, projects, proposals } from '../db/schema';
import { addProject, setProjectStatus } from '../features/business/project-service';
import { rebuildBlindIndexes, rotateDataKey, type IdentityKeys } from '../features/executives/identity-data';
import { fullNameOf } from '../features/executives/portal-routes';
import { addProposal, proposalSummary } from '../features/proposals/proposal-service';
import { AdminInputError, parseArgs, takeOptions, type ParsedArgs } from './admin-args';

const USAGE = `Usage: npm run admin -- <command> [options]

  add-proposal       --bde <code> --company <name> --status sent|accepted [--date YYYY-MM-DD]
  add-project        --bde <code> --company <name> --amount <rupees> --status Active|"On Hold"|Completed [--date YYYY-MM-DD]
  set-project-status --id <project id> --status Active|"On Hold"|Completed
  list               --bde <code>
  rotate-data-key    re-encrypt every stored identity number and document copy with DATA_KEY
                     (what older keys wrote is opened with DATA_KEY_PREVIOUS)
  rebuild-blind-index compute every Aadhaar and PAN blind index again with BLIND_INDEX_KEY
  help

Amounts are rupees with at most two decimals (250000 or 250000.50). Statuses are matched without
regard to case, spaces or dashes (on-hold is On Hold).`;

/** What some commands need besides the database: the keys, loaded only when such a command runs. */
interface AdminContext {
  identityKeys?: () => IdentityKeys;
}

const MAX_COMPANY_LENGTH = 200;
const squash = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');

function parseProjectStatus(text: string): ProjectStatus {
  const status = PROJECT_STATUSES.find((candidate) => squash(candidate) === squash(text));
  if (!status) throw new AdminInputError(`--status must be Active, "On Hold" or Completed, not "${text}".`);
  return status;
}

function parseProposalStatus(text: string): ProposalStatus {
  const status = PROPOSAL_STATUSES.find((candidate) => candidate === squash(text));
  if (!status) throw new AdminInputError(`--status must be sent or accepted, not "${text}".`);
  return status;
}

export function parseAmountPaise(text: string): number {
  const paise = rupeesTextToPaise(text.replace(/,/g, ''));
  if (paise === null) {
    throw new AdminInputError(
      `--amount must be rupees with at most two decimals, like 250000 or 250000.50, not "${text}".`,
    );
  }
  if (paise <= 0) throw new AdminInputError('--amount must be more than zero.');
  if (paise > MAX_PROJECT_AMOUNT_RUPEES * 100) {
    throw new AdminInputError(`--amount can be at most ${formatInr(MAX_PROJECT_AMOUNT_RUPEES)}.`);
  }
  return paise;
}

function parseCompany(text: string): string {
  const company = text.trim().replace(/\s+/g, ' ');
  if (company.length > MAX_COMPANY_LENGTH) {
    throw new AdminInputError(`--company can be at most ${MAX_COMPANY_LENGTH} characters.`);
  }
  if ([...company].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) {
    throw new AdminInputError('--company has control characters in it.');
  }
  return company;
}

/** An optional --date (the day the business was won); the time is noon IST so the day never shifts. */
export function parseDate(text: string | undefined, now = new Date()): Date | undefined {
  if (text === undefined) return undefined;
  const day = parseIsoDate(text);
  if (!day) throw new AdminInputError(`--date must be a real date written YYYY-MM-DD, not "${text}".`);
  const at = new Date(day.getTime() + 6.5 * 60 * 60 * 1000);
  if (at.getTime() > now.getTime()) throw new AdminInputError('--date cannot be in the future.');
  return at;
}

function parseProjectId(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) === 0) {
    throw new AdminInputError(`--id must be a project number, like 7, not "${text}".`);
  }
  return Number(text);
}

async function findBde(db: Db, code: string) {
  const [row] = await db.select().from(executives).where(eq(executives.bdeCode, code)).limit(1);
  if (!row) throw new AdminInputError(`No BDE has the code "${code}". Check it with the BDE.`);
  return row;
}

const describeBde = (bde: { bdeCode: string } & Parameters<typeof fullNameOf>[0]) =>
  `${bde.bdeCode} (${fullNameOf(bde)})`;
const money = (paise: number) => formatInr(paiseToRupees(paise));

async function addProposalCommand(db: Db, args: ParsedArgs) {
  const options = takeOptions(args, ['bde', 'company', 'status'], ['date']);
  const company = parseCompany(options.company);
  const status = parseProposalStatus(options.status);
  const createdAt = parseDate(options.date);
  const bde = await findBde(db, options.bde);
  const row = await addProposal(db, { executiveId: bde.id, companyName: company, status, createdAt });
  return `Added proposal #${row.id} for ${describeBde(bde)}: ${company}, ${status}, ${formatDateIn(row.createdAt)}.`;
}

async function addProjectCommand(db: Db, args: ParsedArgs) {
  const options = takeOptions(args, ['bde', 'company', 'amount', 'status'], ['date']);
  const company = parseCompany(options.company);
  const amountPaise = parseAmountPaise(options.amount);
  const status = parseProjectStatus(options.status);
  const createdAt = parseDate(options.date);
  const bde = await findBde(db, options.bde);
  const row = await addProject(db, {
    executiveId: bde.id,
    companyName: company,
    amountPaise,
    status,
    createdAt,
  });
  return `Added project #${row.id} for ${describeBde(bde)}: ${company}, ${money(row.amountPaise)}, ${status}, ${formatDateIn(row.createdAt)}.`;
}

async function setProjectStatusCommand(db: Db, args: ParsedArgs) {
  const options = takeOptions(args, ['id', 'status']);
  const id = parseProjectId(options.id);
  const status = parseProjectStatus(options.status);
  const [before] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!before)
    throw new AdminInputError(`There is no project #${id}. "list --bde <code>" shows the numbers.`);
  if (before.status === status)
    return `Project #${id} (${before.companyName}) is already ${status}; nothing changed.`;
  await setProjectStatus(db, id, status);
  return `Project #${id} (${before.companyName}) moved from ${before.status} to ${status}.`;
}

async function listCommand(db: Db, args: ParsedArgs) {
  const options = takeOptions(args, ['bde']);
  const bde = await findBde(db, options.bde);
  const summary = await proposalSummary(db, bde.id);
  const projectRows = await db
    .select()
    .from(projects)
    .where(eq(projects.executiveId, bde.id))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  const proposalRows = await db
    .select()
    .from(proposals)
    .where(eq(proposals.executiveId, bde.id))
    .orderBy(desc(proposals.createdAt), desc(proposals.id));
  const total = projectRows.reduce((sum, row) => sum + row.amountPaise, 0);
  const idWidth = Math.max(0, ...[...proposalRows, ...projectRows].map((row) => String(row.id).length)) + 1;
  const number = (id: number) => `#${id}`.padEnd(idWidth);
  const lines = [
    `${describeBde(bde)}`,
    `Proposals: ${summary.sent} sent, ${summary.accepted} accepted (${summary.percentage}%)`,
    ...proposalRows.map(
      (row) =>
        `  ${number(row.id)}  ${row.status.padEnd(8)}  ${formatDateIn(row.createdAt)}  ${row.companyName}`,
    ),
    `Projects: ${projectRows.length}, total ${money(total)}`,
    ...projectRows.map(
      (row) =>
        `  ${number(row.id)}  ${row.status.padEnd(9)}  ${money(row.amountPaise).padStart(16)}  ${formatDateIn(row.createdAt)}  ${row.companyName}`,
    ),
  ];
  return lines.join('\n');
}

function keysOf(context: AdminContext): IdentityKeys {
  if (!context.identityKeys) throw new Error('This command needs the keys, and none were given.');
  return context.identityKeys();
}

async function rotateDataKeyCommand(db: Db, args: ParsedArgs, context: AdminContext) {
  takeOptions(args, []);
  const { cryptoBox } = keysOf(context);
  const report = await rotateDataKey(db, cryptoBox);
  return [
    `Re-encrypted with DATA_KEY (key id ${report.keyId}):`,
    `  identity numbers of ${report.executives.reencrypted} BDEs (${report.executives.current} already current)`,
    `  ${report.documents.reencrypted} document copies (${report.documents.current} already current)`,
    'Nothing stored needs DATA_KEY_PREVIOUS any more: remove it from every instance and restart them.',
  ].join('\n');
}

async function rebuildBlindIndexCommand(db: Db, args: ParsedArgs, context: AdminContext) {
  takeOptions(args, []);
  const { indexed, duplicates } = await rebuildBlindIndexes(db, keysOf(context));
  const lines = [`Computed the blind indexes of ${indexed} BDEs again with BLIND_INDEX_KEY.`];
  if (duplicates.length) {
    lines.push(
      `BDEs #${duplicates.join(', #')} share an Aadhaar number or PAN with an earlier BDE: left out of the index.`,
    );
  }
  return lines.join('\n');
}

const COMMANDS: Record<string, (db: Db, args: ParsedArgs, context: AdminContext) => Promise<string>> = {
  'add-proposal': addProposalCommand,
  'add-project': addProjectCommand,
  'set-project-status': setProjectStatusCommand,
  list: listCommand,
  'rotate-data-key': rotateDataKeyCommand,
  'rebuild-blind-index': rebuildBlindIndexCommand,
};

/** Runs one admin command; what it did, as text. Bad input throws AdminInputError before any write. */
export async function runAdminCommand(db: Db, argv: string[], context: AdminContext = {}): Promise<string> {
  if (argv.length === 0) throw new AdminInputError(`Name a command.\n\n${USAGE}`);
  if (['help', '--help', '-h'].includes(argv[0])) return USAGE;
  const args = parseArgs(argv);
  const command = COMMANDS[args.command];
  if (!command) throw new AdminInputError(`Unknown command "${args.command}".\n\n${USAGE}`);
  return command(db, args, context);
}
