import { execFileSync } from 'node:child_process';
import { commitMessageProblems, SUBJECT_MAX } from './commit-message.mjs';

// The first commit of the round that set the rule; older history is left as it was written.
const RULE_SINCE = 'd708659';

it('takes a short subject with a body, and refuses a long or bodiless one', () => {
  expect(commitMessageProblems('Fix the pager\n\nThe last page was skipped.\n')).toEqual([]);
  expect(commitMessageProblems(`${'x'.repeat(SUBJECT_MAX + 1)}\n\nwhy\n`)).toEqual([
    `the subject is ${SUBJECT_MAX + 1} characters; at most ${SUBJECT_MAX}`,
  ]);
  expect(commitMessageProblems('Fix the pager\n')).toEqual([
    'a blank line and a body that says why follow the subject',
  ]);
});

function commitsSinceRule(): { hash: string; message: string }[] {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });
  let range = `${RULE_SINCE}~1..HEAD`;
  try {
    git('cat-file', '-e', `${RULE_SINCE}~1^{commit}`);
  } catch {
    range = 'HEAD'; // a shallow clone: whatever history it holds is newer than the rule
  }
  return git('log', '--format=%H%x00%B%x1e', range)
    .split('\x1e')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [hash = '', message = ''] = entry.split('\0');
      return { hash, message };
    });
}

it('every commit since the rule has a short subject and a body that says why', () => {
  const commits = commitsSinceRule();
  expect(commits.length).toBeGreaterThan(0);
  const wrong = commits
    .map(({ hash, message }) => ({ hash, problems: commitMessageProblems(message) }))
    .filter(({ problems }) => problems.length)
    .map(({ hash, problems }) => `${hash.slice(0, 7)}: ${problems.join('; ')}`);
  expect(wrong).toEqual([]);
});
