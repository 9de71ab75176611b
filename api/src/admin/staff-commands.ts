import { ValidationError } from 'yup';
import { eq } from 'drizzle-orm';
import { emailKeyOf } from 'shared/contract/email';
import { STAFF_SETUP_HOURS } from 'shared/contract/staff';
import { staffMemberAddSchema } from 'shared/contract/staff-account-schema';
import type { Db } from '../db/client';
import { staffMembers } from '../db/schema';
import { PersonKeys } from '../back-office/audit-log/person-key-service';
import { addStaffMember, resetStaffMember } from '../accounts/staff/members-service';
import type { CryptoBox } from '../lib/crypto-box';
import { HttpError } from '../lib/http-error';
import { AdminInputError, takeOptions, type ParsedArgs } from './admin-args';

export const STAFF_USAGE = `  staff add          --email <address> --name <name> --role admin|staff|recruiter
                     emails the person their one-time set-up link (valid ${STAFF_SETUP_HOURS} hours) and prints it
  staff reset        --email <address>
                     ends the member's password, authenticator and sessions; emails and prints a new link`;

/**
 * What the staff commands need besides the database: where the link points, the time, and the data key
 * (the audit row's name and address are sealed under the new member's key).
 */
interface StaffCommandContext {
  identityKeys?: () => { cryptoBox: CryptoBox };
  publicOrigin?: string;
  now?: () => number;
}

const SUBCOMMANDS = ['add', 'reset'];

/** `staff add …` is read as one command, "staff add", with its options after it; so is `staff reset`. */
export function staffCommandArgs(argv: string[]): string[] {
  if (argv[0] !== 'staff') return argv;
  if (!SUBCOMMANDS.includes(argv[1])) {
    throw new AdminInputError(
      'staff takes one subcommand: staff add --email <address> --name <name> --role admin|staff|recruiter, ' +
        'or staff reset --email <address>.',
    );
  }
  return [`staff ${argv[1]}`, ...argv.slice(2)];
}

/** The options checked with the schema the admins' screen uses; the first problem, named by its option. */
function checkMember(values: Record<string, string>) {
  try {
    return staffMemberAddSchema.validateSync(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const issues = error.inner.length ? error.inner : [error];
    const first = ['name', 'email', 'role']
      .map((field) => issues.find((issue) => issue.path === field))
      .find((issue) => issue !== undefined)!;
    throw new AdminInputError(`--${first.path}: ${first.message}`);
  }
}

function personKeysOf(context: StaffCommandContext, command: string) {
  if (!context.identityKeys) throw new Error(`${command} needs the keys, and none were given.`);
  return new PersonKeys(context.identityKeys().cryptoBox);
}

function linkContext(context: StaffCommandContext, command: string) {
  if (!context.publicOrigin) throw new Error(`${command} needs the public origin, and none was given.`);
  return { publicOrigin: context.publicOrigin, at: (context.now ?? Date.now)() };
}

/**
 * The link, printed: whoever runs this holds the server's keys already, and where no SMTP server is
 * configured it is the way in.
 */
const linkLines = (emailedTo: string, link: string) => [
  `Their one-time set-up link, valid for ${STAFF_SETUP_HOURS} hours, was emailed to ${emailedTo}. It is also here`,
  '(give it to them privately if the email does not arrive; it is not shown again):',
  '',
  `  ${link}`,
  '',
  'There they choose a password and add the account to an authenticator app.',
];

async function addStaff(db: Db, args: ParsedArgs, context: StaffCommandContext) {
  const options = takeOptions(args, ['email', 'name', 'role']);
  const member = checkMember({ name: options.name, email: options.email, role: options.role });
  const at = linkContext(context, 'staff add');
  let added: Awaited<ReturnType<typeof addStaffMember>>;
  try {
    added = await addStaffMember(db, 'command line', member, at, personKeysOf(context, 'staff add'));
  } catch (error) {
    if (error instanceof HttpError && error.status === 400)
      throw new AdminInputError(`--email: ${error.title}`);
    throw error;
  }
  return [
    `Added staff member #${added.id}: ${member.name} <${member.email}>, ${member.role}.`,
    ...linkLines(added.emailedTo, added.setupLink),
  ].join('\n');
}

async function resetStaff(db: Db, args: ParsedArgs, context: StaffCommandContext) {
  const { email } = takeOptions(args, ['email']);
  const at = linkContext(context, 'staff reset');
  const [member] = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.emailKey, emailKeyOf(email)))
    .limit(1);
  if (!member) throw new AdminInputError(`--email: No staff member has the address ${email}.`);
  const reset = await resetStaffMember(db, 'command line', member.id, at);
  if (reset?.outcome !== 'reset') throw new Error(`Staff member #${member.id} vanished during the reset.`);
  return [
    `Reset the sign-in of staff member #${member.id}, ${member.name}: their password, authenticator, recovery codes and sessions no longer work.`,
    ...linkLines(reset.emailedTo, reset.setupLink),
  ].join('\n');
}

export const staffCommands = [
  { name: 'staff add', run: addStaff },
  { name: 'staff reset', run: resetStaff },
];
