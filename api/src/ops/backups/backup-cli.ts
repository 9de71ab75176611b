import path from 'node:path';
import { AdminInputError, parseArgs, takeOptions } from '../../admin/admin-args';
import type { Settings } from '../../config';
import { DataDirInUseError, lockDataDir } from '../../db/data-dir-lock';
import { loggableMessage } from '../../lib/loggable-error';
import { backUpAndRecord, recordInFolder, recordOnPostgres } from './backups-made-service';
import { dumpEmbeddedFolder, holdsDatabase } from './embedded-dump';
import { writeBackup } from './make-backup';
import { dumpPostgres } from './postgres-dump';
import { restoreBackup, RestoreRefused } from './restore-backup';

export const isBackupCommand = (argv: string[]) => argv[0] === 'backup' || argv[0] === 'restore';

/**
 * What a backup command printed and its exit code: an admin command's (0, 1, 2), or a refused
 * restore's own (restore-refused.ts: 3 a changed manifest, 4 a changed dump, 5 other keys, 6 unsealed).
 */
export interface BackupResult {
  code: number;
  output: string;
}

/** What the tool does with a backup command: its result, or the server that must run it instead. */
export type BackupOutcome = { result: BackupResult } | { forward: { holder: number; argv: string[] } };

/** A path typed at the terminal: relative to where `npm run admin` was started (npm's INIT_CWD). */
const typedPath = (text: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), text);

const ACCEPT_UNSEALED = '--accept-unsealed';

function restoreArgs(argv: string[]): { file: string; acceptUnsealed: boolean } {
  const [, ...rest] = argv;
  const flags = rest.filter((arg) => arg === ACCEPT_UNSEALED).length;
  const [file, ...extra] = rest.filter((arg) => arg !== ACCEPT_UNSEALED);
  if (!file || file.startsWith('-') || extra.length || flags > 1) {
    throw new AdminInputError(
      `restore takes the backup file and nothing else: npm run admin -- restore <file> [${ACCEPT_UNSEALED}]`,
    );
  }
  return { file: typedPath(file), acceptUnsealed: flags === 1 };
}

async function run(argv: string[], settings: Settings): Promise<BackupOutcome> {
  const { config } = settings;
  const keys = () => settings.keys({ create: false });
  if (argv[0] === 'restore') {
    const { file, acceptUnsealed } = restoreArgs(argv);
    const target = config.databaseUrl
      ? ({ kind: 'postgres', url: config.databaseUrl } as const)
      : ({ kind: 'pglite', dataDir: config.dataDir } as const);
    return { result: { code: 0, output: await restoreBackup(file, target, keys(), { acceptUnsealed }) } };
  }
  const to = typedPath(takeOptions(parseArgs(argv), ['to']).to);
  const { databaseUrl, dataDir } = config;
  if (databaseUrl) {
    const source = { kind: 'postgres' as const, dump: (file: string) => dumpPostgres(databaseUrl, file) };
    const output = await backUpAndRecord(
      to,
      (madeAt) => writeBackup(source, keys(), to, madeAt),
      (made) => recordOnPostgres(databaseUrl, made),
    );
    return { result: { code: 0, output } };
  }
  if (!holdsDatabase(dataDir)) throw new Error(`there is no embedded database in ${dataDir} to back up`);
  const forward = (error: unknown): BackupOutcome => {
    if (error instanceof DataDirInUseError)
      return { forward: { holder: error.holder, argv: ['backup', '--to', to] } };
    throw error;
  };
  try {
    // Before the keys are read: a running server makes the backup with its own keys, between requests.
    lockDataDir(dataDir)();
  } catch (error) {
    return forward(error);
  }
  const source = { kind: 'pglite' as const, dump: (file: string) => dumpEmbeddedFolder(dataDir, file) };
  try {
    const output = await backUpAndRecord(
      to,
      (madeAt) => writeBackup(source, keys(), to, madeAt),
      (made) => recordInFolder(dataDir, made),
    );
    return { result: { code: 0, output } };
  } catch (error) {
    return forward(error); // a server that started in between makes it
  }
}

/** `backup` and `restore`: run here (PostgreSQL, or no server on the data folder) or sent to the server. */
export async function runBackupCommand(argv: string[], settings: Settings): Promise<BackupOutcome> {
  try {
    return await run(argv, settings);
  } catch (error) {
    if (error instanceof AdminInputError)
      return { result: { code: 2, output: `Not done: ${error.message}` } };
    if (error instanceof RestoreRefused)
      return { result: { code: error.exitCode, output: `Not done: ${error.message}` } };
    return { result: { code: 1, output: `Not done: ${loggableMessage(error)}` } };
  }
}
