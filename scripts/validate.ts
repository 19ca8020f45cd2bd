/**
 * `npm run validate [-- <folder>]`: checks everything in content/ (or the folder given) and says, in
 * Portuguese, what is wrong and where. Exit 0 with a one-line summary, or every issue and exit 1.
 */
import { contentDir } from '../project/environment.ts';
import { loadContent } from '../schema/load/index.ts';
import { formatReport, githubAnnotation, summarize } from '../schema/messages/format.ts';
import { isGitHubActions } from './lib/environment.ts';

const result = loadContent(process.argv[2] ?? contentDir);
if (result.ok) {
  console.log(`✔ Conteúdo válido: ${summarize(result.content)}.`);
} else {
  console.error(formatReport(result.issues));
  if (isGitHubActions) for (const issue of result.issues) console.log(githubAnnotation(issue));
  process.exitCode = 1;
}
