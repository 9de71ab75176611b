import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { paiseToRupees, type ProjectStatus, type ProposalStatus } from 'shared/contract/business';
import {
  amountField,
  amountToPaise,
  businessDateField,
  recordedAt,
  staffProjectSchema,
  staffProjectStatusSchema,
  staffProposalSchema,
} from 'shared/contract/staff-business-schema';
import { ValidationError, object, type AnyObjectSchema, type InferType } from 'yup';
import { formatDateIn } from 'shared/format/date';
import { formatInr } from 'shared/format/inr';
import type { Db } from '../db/client';
import { executives, projects, proposals } from '../db/schema';
import { recordProjectFor, setProjectStatus } from '../partners/business/project-service';
import { rebuildBlindIndexes, rotateDataKey, type IdentityKeys } from '../partners/executives/identity-data';
import { fullNameOf } from '../partners/executives/portal-routes';
import { addProposal, proposalSummary } from '../partners/proposals/proposal-service';
import { BACKUP_USAGE } from '../ops/backups/backup-usage';
import { AdminInputError, parseArgs, takeOptions, type ParsedArgs } from './admin-args';
import { EMAIL_USAGE, emailCommandArgs, emailCommands } from './email-commands';
import { STAFF_USAGE, staffCommandArgs, staffCommands } from './staff-commands';
import {
  REMOTES_USAGE,
  remotesCommandArgs,
  remotesCommands,
  type RemotesCommandContext,
} from './remotes-commands';

const USAGE = `Usage: npm run admin -- <command> [options]

  add-proposal       --bde <code> --company <name> --status sent|accepted [--date YYYY-MM-DD]
  add-project        --bde <code> --company <name> --amount <rupees> --status Active|"On Hold"|Completed [--date YYYY-MM-DD]
  set-project-status --id <project id> --status Active|"On Hold"|Completed
  list               --bde <code>
  rotate-data-key    re-encrypt every stored identity number, document copy, staff
                     authenticator secret and résumé with DATA_KEY
                     (what older keys wrote is opened with DATA_KEY_PREVIOUS)
  rebuild-blind-index compute every Aadhaar and PAN blind index again with BLIND_INDEX_KEY
${STAFF_USAGE}
${EMAIL_USAGE}
${REMOTES_USAGE}
${BACKUP_USAGE}
  help

Amounts are rupees with at most two decimals (250000 or 250000.50). Statuses are matched without
regard to case, spaces or dashes (on-hold is On Hold).`;

/** What some commands need besides the database: the keys, loaded only when such a command runs. */
export interface AdminContext extends RemotesCommandContext {
  identityKeys?: () => IdentityKeys;
  /** The site's public address (PUBLIC_ORIGIN), for the links a command prints. */
  publicOrigin?: string;
  now?: () => number;
  /** The running server's backup of its embedded database (api/src/ops/backups/make-backup.ts). */
  backup?: (to: string) => Promise<string>;
}

/** The option each field of the shared business schemas is given by. */
const OPTION_OF: Record<string, string> = {
  companyName: 'company',
  amount: 'amount',
  status: 'status',
  date: 'date',
};

/** A message of the shared rules worded after its option: `--amount must be …, not "12.345".` */
function optionMessage(option: string, message: string, value: string | undefined): string {
  const text = message.replace(/\.$/, '').replace(/^At most/, 'Can be at most');
  if (!/^(Must|Can|Cannot)\b/.test(text)) return `--${option}: ${message}`;
  const sentence = `--${option} ${text[0].toLowerCase()}${text.slice(1)}`;
  return text.startsWith('Must') && value ? `${sentence}, not "${value}".` : `${sentence}.`;
}

/**
 * Checks options with the same schema the back office's API checks its forms with (one set of
 * rules), the first failing field in the schema's order; nothing is written before this.
 */
function checkOptions<S extends AnyObjectSchema>(schema: S, values: Record<string, string | undefined>) {
  try {
    return schema.validateSync(values, { abortEarly: false }) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const issues = error.inner.length ? error.inner : [error];
    const first = Object.keys(schema.fields)
      .map((field) => issues.find((issue) => issue.path === field))
      .find((issue) => issue !== undefined)!;
    const field = first.path ?? '';
    throw new AdminInputError(optionMessage(OPTION_OF[field] ?? field, first.message, values[field]));
  }
}

export function parseAmountPaise(text: string): number {
  const { amount } = checkOptions(object({ amount: amountField() }), { amount: text });
  return amountToPaise(amount)!;
}

/** An optional --date (the day the business was won); stored at noon IST so the day never shifts. */
export function parseDate(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const { date } = checkOptions(object({ date: businessDateField() }), { date: text });
  return recordedAt(date);
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
  const proposal = checkOptions(staffProposalSchema, {
    companyName: options.company,
    status: options.status,
    date: options.date,
  });
  const company = proposal.companyName;
  const status = proposal.status as ProposalStatus;
  const createdAt = recordedAt(proposal.date);
  const bde = await findBde(db, options.bde);
  const row = await addProposal(db, { executiveId: bde.id, companyName: company, status, createdAt });
  return `Added proposal #${row.id} for ${describeBde(bde)}: ${company}, ${status}, ${formatDateIn(row.createdAt)}.`;
}

async function addProjectCommand(db: Db, args: ParsedArgs, context: AdminContext) {
  const options = takeOptions(args, ['bde', 'company', 'amount', 'status'], ['date']);
  const project = checkOptions(staffProjectSchema, {
    companyName: options.company,
    amount: options.amount,
    status: options.status,
    date: options.date,
  });
  const company = project.companyName;
  const amountPaise = amountToPaise(project.amount)!;
  const status = project.status as ProjectStatus;
  const createdAt = recordedAt(project.date);
  const bde = await findBde(db, options.bde);
  if (!context.publicOrigin) throw new Error('add-project needs the public origin, and none was given.');
  // Told as the back office tells them; the staff address is not written to here.
  const notices = { staffAddress: '', publicOrigin: context.publicOrigin };
  const row = await recordProjectFor(db, notices, {
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
  const status = checkOptions(staffProjectStatusSchema, { status: options.status }).status as ProjectStatus;
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
    `  authenticator secrets of ${report.staffSecrets.reencrypted} staff members (${report.staffSecrets.current} already current)`,
    `  ${report.personKeys.reencrypted} person keys of the audit log (${report.personKeys.current} already current)`,
    `  ${report.resumes.reencrypted} résumés of job applications (${report.resumes.current} already current)`,
    `  ${report.bankAccounts.reencrypted} BDEs' bank account numbers (${report.bankAccounts.current} already current)`,
    `  ${report.payoutAccounts.reencrypted} payouts' account numbers (${report.payoutAccounts.current} already current)`,
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

/** Reaches here only on a running server (the tool runs backup itself otherwise): `--to` is absolute. */
async function backupCommand(_db: Db, args: ParsedArgs, context: AdminContext) {
  const { to } = takeOptions(args, ['to']);
  if (!context.backup) throw new Error('This server cannot make a backup; run npm run admin -- backup.');
  if (!path.isAbsolute(to)) throw new AdminInputError(`--to must be an absolute path here, not "${to}".`);
  return context.backup(to);
}

const COMMANDS: Record<string, (db: Db, args: ParsedArgs, context: AdminContext) => Promise<string>> = {
  'add-proposal': addProposalCommand,
  'add-project': addProjectCommand,
  'set-project-status': setProjectStatusCommand,
  list: listCommand,
  'rotate-data-key': rotateDataKeyCommand,
  'rebuild-blind-index': rebuildBlindIndexCommand,
  backup: backupCommand,
  ...Object.fromEntries(staffCommands.map(({ name, run }) => [name, run])),
  ...Object.fromEntries(emailCommands.map(({ name, run }) => [name, run])),
  ...Object.fromEntries(remotesCommands.map(({ name, run }) => [name, run])),
};

/** `help`, or no command at all, needs no database: the usage (a fresh machine has none yet). */
export function usageWithoutDatabase(argv: string[]): { code: number; output: string } | undefined {
  if (argv.length === 0) return { code: 2, output: `Not done: Name a command.\n\n${USAGE}` };
  if (['help', '--help', '-h'].includes(argv[0])) return { code: 0, output: USAGE };
  return undefined;
}

/** Runs one admin command; what it did, as text. Bad input throws AdminInputError before any write. */
export async function runAdminCommand(db: Db, argv: string[], context: AdminContext = {}): Promise<string> {
  if (argv.length === 0) throw new AdminInputError(`Name a command.\n\n${USAGE}`);
  if (['help', '--help', '-h'].includes(argv[0])) return USAGE;
  const args = parseArgs(emailCommandArgs(staffCommandArgs(remotesCommandArgs(argv))));
  const command = COMMANDS[args.command];
  if (!command) throw new AdminInputError(`Unknown command "${args.command}".\n\n${USAGE}`);
  return command(db, args, context);
}
