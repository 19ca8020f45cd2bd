/**
 * `npm run validate`: checks everything in content/ and says, in Portuguese, what is wrong and where.
 * Exit 0 with a one-line summary, or every issue and exit 1.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../schema/load/index.ts';
import { formatReport, githubAnnotation } from '../schema/messages/format.ts';
import { summarize } from '../schema/messages/format.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = process.argv[2] ?? path.join(projectRoot, 'content');

const result = loadContent(contentDir);
if (result.ok) {
  console.log(`✔ Conteúdo válido: ${summarize(result.content)}.`);
} else {
  console.error(formatReport(result.issues));
  if (process.env.GITHUB_ACTIONS === 'true') for (const issue of result.issues) console.log(githubAnnotation(issue));
  process.exitCode = 1;
}
