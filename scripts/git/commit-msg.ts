/**
 * The commit-msg hook's check (.githooks/commit-msg): refuses the commit, saying why, when its message
 * breaks the rules of scripts/git/commit-message.ts. The message stays in the file git names, so
 * `git commit -e -F .git/COMMIT_EDITMSG` takes it up again.
 */
import { readFileSync } from 'node:fs';
import { fail } from '../lib/cli.ts';
import { commitMessageProblems } from './commit-message.ts';

const file = process.argv[2];
if (!file) fail('✖ Uso: tsx scripts/git/commit-msg.ts <arquivo da mensagem>');
const problems = commitMessageProblems(readFileSync(file, 'utf8'));
if (problems.length > 0) {
  fail(['✖ A mensagem do commit não foi aceita:', ...problems.map((problem) => `  → ${problem}`)].join('\n'));
}
