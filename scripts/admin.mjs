// `npm run admin -- <command> ...`: the staff tool for proposals and projects (api/src/admin/).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './build-state.mjs';

const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'admin', 'cli.ts'), ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_NO_WARNINGS: '1' } },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
