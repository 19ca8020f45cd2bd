/**
 * The history's scenarios online (scenarios.ts): the built /admin/ saving to the GitHub stand-in,
 * whoever signs in and however (a GitHub account through the popup, or an e-mail through the site's
 * function), each publish a commit on main and another editor's change one of Bruno's.
 */
import { cmsNames } from '../../../schema/generate/cms-fields.ts';
import type { GitHubStandIn } from '../../support/github/stand-in.ts';
import { labelOf, pageFields } from '../cms-fields.ts';
import type { HistorySite, Opened } from './history-site.ts';

/** The site of the scenarios, as `editor` opens its screens (`open`, by the address's hash) over `github`. */
export function onlineHistorySite(
  github: GitHubStandIn,
  editor: string,
  open: (hash: string) => Promise<Opened>,
): HistorySite {
  return {
    open: async (slug) => {
      const opened = await open(`/collections/${cmsNames.pages}/entries/${slug}`);
      await opened.page.getByLabel(labelOf(pageFields, 'title'), { exact: true }).first().waitFor();
      return opened;
    },
    openPages: async () => {
      const opened = await open(`/collections/${cmsNames.pages}`);
      await opened.page.getByTestId('cms-deleted-pages-open').waitFor();
      return opened;
    },
    text: (file) => github.textAt(file),
    bytes: (file) => github.bytesAt(file),
    versions: () => github.commitCount(),
    newestAuthor: () => github.log()[0]!.author.name,
    commitAs: (file, content) => {
      github.commitFile(file, content, { login: 'bruno', message: 'Outra mudança' });
    },
    editor,
    ends: 'live',
  };
}
