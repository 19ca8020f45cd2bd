/**
 * What a commit message must be here: a subject `git log --oneline` shows whole (72 characters at
 * most), and the why in a body after a blank line. Checked by the commit-msg hook
 * (.githooks/commit-msg, which `npm install` turns on) before git records the commit.
 */
export const subjectLimit = 72;

/** The message as git records it by default: without its comment lines, nor anything below the scissors. */
function recorded(message: string): string[] {
  const lines = message.split('\n');
  const scissors = lines.findIndex((line) => /^# -+ >8 -+$/.test(line));
  return (scissors < 0 ? lines : lines.slice(0, scissors)).filter((line) => !line.startsWith('#'));
}

/** What is wrong with `message`, in the words the hook prints: nothing for a good one (or an empty one, which git refuses itself). */
export function commitMessageProblems(message: string): string[] {
  const lines = recorded(message);
  const start = lines.findIndex((line) => line.trim() !== '');
  if (start < 0) return [];
  const subject = lines[start]!.trimEnd();
  const problems: string[] = [];
  if ([...subject].length > subjectLimit) {
    problems.push(
      `O assunto tem ${[...subject].length} caracteres; o limite é ${subjectLimit}, para caber inteiro no git log --oneline. Diga o porquê no corpo.`,
    );
  }
  const afterSubject = lines[start + 1];
  if (afterSubject !== undefined && afterSubject.trim() !== '') {
    problems.push('Deixe uma linha em branco entre o assunto e o corpo: sem ela, o git lê as duas como assunto.');
  }
  return problems;
}
