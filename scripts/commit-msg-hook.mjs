import fs from 'node:fs';
import { commitMessageProblems } from './commit-message.mjs';

const problems = commitMessageProblems(fs.readFileSync(process.argv[2], 'utf8'));
if (problems.length) {
  console.error(`Commit message: ${problems.join('; ')}.`);
  process.exit(1);
}
