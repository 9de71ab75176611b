import fs from 'node:fs';
import path from 'node:path';

/** The folder is locked by a live process: the running server, on the embedded database. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: number,
    options?: ErrorOptions,
  ) {
    super(
      `The database folder ${dir} is in use by process ${holder}. Stop it, or set DATA_DIR to another folder.`,
      options,
    );
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it. This takes an
 * exclusive lock file naming our PID; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && processAlive(holder)) {
        throw new DataDirInUseError(dir, holder, { cause: error });
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dir}.`);
}
