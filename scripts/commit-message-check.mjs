// The commit-msg hook (.githooks/commit-msg): a subject of at most 72 characters, then a blank
// line before the body that says why. Prints what is wrong and exits 1.
import { readFileSync } from 'node:fs';

const maxSubjectLength = 72;
const lines = readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .filter((line) => !line.startsWith('#'));
const [subject = '', second = ''] = lines;
const problems = [];
if (subject.trim() === '') problems.push('the subject is empty');
if (subject.length > maxSubjectLength) {
  problems.push(`the subject has ${subject.length} characters (at most ${maxSubjectLength})`);
}
if (second.trim() !== '') problems.push('a blank line must separate the subject from the body');
if (problems.length > 0) {
  console.error(`commit message refused: ${problems.join('; ')}.`);
  process.exit(1);
}
