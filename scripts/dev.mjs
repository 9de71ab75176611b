// `npm run dev`: the API (watching) and the five webpack dev servers; open http://127.0.0.1:3000.
import { spawn } from 'node:child_process';
import { ROOT } from './build-state.mjs';

/** @type {Array<[name: string, command: string, args: string[], env?: Record<string, string>]>} */
const commands = [
  ['api', 'npx', ['tsx', 'watch', 'api/src/server.ts'], { NODE_ENV: 'development', PORT: '8080' }],
  ['shell', 'npm', ['run', 'dev', '-w', 'shell']],
  ['marketing', 'npm', ['run', 'dev', '-w', 'marketing-remote']],
  ['user-portal', 'npm', ['run', 'dev', '-w', 'user-portal-remote']],
  ['bde-portal', 'npm', ['run', 'dev', '-w', 'bde-portal-remote']],
  ['staff', 'npm', ['run', 'dev', '-w', 'staff-remote']],
];

const children = commands.map(([name, command, args, env = {}]) => {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @param {Buffer} chunk */
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.info(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => console.info(`[${name}] exited with ${code}`));
  return child;
});

console.info('dev: shell on http://127.0.0.1:3000 (remotes on 3001-3004, API on 8080)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
