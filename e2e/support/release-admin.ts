// `npm run admin -- remotes …` as an operator runs it, against a test site's database.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './server';

export interface AdminRun {
  code: number | null;
  output: string;
}

/** Runs `npm run admin -- …` with this environment added (the database it works on). */
export function runAdmin(env: Record<string, string>, argv: string[]): AdminRun {
  const run = spawnSync(process.execPath, ['scripts/admin.mjs', ...argv], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The admin tool against the server started on `port` (its embedded database takes the command). */
export const siteAdmin =
  (port: number) =>
  (...argv: string[]): AdminRun =>
    runAdmin({ DATABASE_URL: '', DATA_DIR: path.join(REPO_ROOT, `.data-e2e-${port}`) }, argv);
