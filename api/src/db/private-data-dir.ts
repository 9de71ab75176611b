import fs from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds the embedded database, keys and logs of people's data: only the account that
 * runs the site may read it. The folder and every folder in it become 0700 and every file 0600 (so a
 * folder made by an older release is tightened too), and the process's umask keeps new files private.
 */
export function makeDataDirPrivate(dir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
}

function tighten(dir: string) {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) tighten(full);
    else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
}
