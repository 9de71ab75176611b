// The rule for a commit message, used by the commit-msg hook (.githooks/commit-msg) and its test:
// a subject of at most 72 characters, then a blank line and a body that says why.
export const SUBJECT_MAX = 72;

/**
 * @param {string} message the whole message as git hands it to the hook
 * @returns {string[]} what is wrong with it, empty when nothing is
 */
export function commitMessageProblems(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const [subject = '', blank, ...body] = lines;
  const problems = [];
  if (!subject.trim()) problems.push('the subject is empty');
  if (subject.length > SUBJECT_MAX)
    problems.push(`the subject is ${subject.length} characters; at most ${SUBJECT_MAX}`);
  const merge = /^(Merge|Revert) /.test(subject);
  if (!merge && (blank === undefined || blank.trim() || !body.some((line) => line.trim())))
    problems.push('a blank line and a body that says why follow the subject');
  return problems;
}
