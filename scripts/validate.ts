/**
 * `npm run validate [-- <folder>]`: checks everything in content/ (or the folder given) and says, in
 * Portuguese, what is wrong and where. Exit 0 with a one-line summary (and, where something is
 * scheduled, the notes of the content's clock: windows that ended, the next change), or every issue
 * and exit 1. It checks the content as of now, or of INVERO_NOW.
 */
import { contentDir } from '../project/environment.ts';
import { loadContent } from '../schema/load/index.ts';
import { clockLines, formatReport, githubAnnotation, summarize } from '../schema/messages/format.ts';
import { clockOrFail } from './lib/cli.ts';
import { isGitHubActions } from './lib/environment.ts';

const result = loadContent(process.argv[2] ?? contentDir, { at: clockOrFail() });
if (result.ok) {
  console.log(`✔ Conteúdo válido: ${summarize(result.content)}.`);
  for (const line of clockLines(result.clock)) console.log(line);
} else {
  console.error(formatReport(result.issues));
  if (isGitHubActions) for (const issue of result.issues) console.log(githubAnnotation(issue));
  process.exitCode = 1;
}
