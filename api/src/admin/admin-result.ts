import type { Db } from '../db/client';
import { loggableMessage } from '../lib/loggable-error';
import { AdminInputError } from './admin-args';
import { runAdminCommand, type AdminContext } from './admin-commands';

/** What a command printed and its exit code: 0 done, 1 the database could not be used, 2 a bad command. */
export interface AdminResult {
  code: 0 | 1 | 2;
  output: string;
}

/** Runs one command to its exit code and text, the same whether typed here or sent to a running server. */
export async function runAdmin(db: Db, argv: string[], context: AdminContext): Promise<AdminResult> {
  try {
    return { code: 0, output: await runAdminCommand(db, argv, context) };
  } catch (error) {
    if (error instanceof AdminInputError) return { code: 2, output: `Not done: ${error.message}` };
    return { code: 1, output: `Not done: ${loggableMessage(error)}` };
  }
}
