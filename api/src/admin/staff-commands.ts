import { ValidationError } from 'yup';
import { STAFF_SETUP_HOURS } from 'shared/contract/staff';
import { staffMemberAddSchema } from 'shared/contract/staff-account-schema';
import type { Db } from '../db/client';
import { PersonKeys } from '../features/audit-log/person-key-service';
import { addStaffMember } from '../features/staff-accounts/members-service';
import type { CryptoBox } from '../lib/crypto-box';
import { HttpError } from '../lib/http-error';
import { AdminInputError, takeOptions, type ParsedArgs } from './admin-args';

export const STAFF_USAGE = `  staff add          --email <address> --name <name> --role admin|staff
                     prints the person's one-time set-up link (valid ${STAFF_SETUP_HOURS} hours)`;

/**
 * What `staff add` needs besides the database: where the link points, the time, and the data key
 * (the audit row's name and address are sealed under the new member's key).
 */
interface StaffCommandContext {
  identityKeys?: () => { cryptoBox: CryptoBox };
  publicOrigin?: string;
  now?: () => number;
}

/** `staff add …` is read as one command, "staff add", with its options after it. */
export function staffCommandArgs(argv: string[]): string[] {
  if (argv[0] !== 'staff') return argv;
  if (argv[1] !== 'add') {
    throw new AdminInputError(
      `staff takes one subcommand: staff add --email <address> --name <name> --role admin|staff.`,
    );
  }
  return ['staff add', ...argv.slice(2)];
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

async function addStaff(db: Db, args: ParsedArgs, context: StaffCommandContext) {
  const options = takeOptions(args, ['email', 'name', 'role']);
  const member = checkMember({ name: options.name, email: options.email, role: options.role });
  if (!context.publicOrigin) throw new Error('staff add needs the public origin, and none was given.');
  if (!context.identityKeys) throw new Error('staff add needs the keys, and none were given.');
  const personKeys = new PersonKeys(context.identityKeys().cryptoBox);
  let added: { id: number; setupLink: string };
  try {
    added = await addStaffMember(
      db,
      'command line',
      member,
      {
        publicOrigin: context.publicOrigin,
        at: (context.now ?? Date.now)(),
      },
      personKeys,
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 400)
      throw new AdminInputError(`--email: ${error.title}`);
    throw error;
  }
  return [
    `Added staff member #${added.id}: ${member.name} <${member.email}>, ${member.role}.`,
    `Their one-time set-up link, valid for ${STAFF_SETUP_HOURS} hours (send it to them privately; it is not shown again):`,
    '',
    `  ${added.setupLink}`,
    '',
    'There they choose a password and add the account to an authenticator app. An admin can send a new',
    'link from the Staff screen if this one expires.',
  ].join('\n');
}

export const staffCommand = { name: 'staff add', run: addStaff };
