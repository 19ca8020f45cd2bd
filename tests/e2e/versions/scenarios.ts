/**
 * Nothing an editor does is lost, as editors meet it through the screen: the same scenarios run
 * against the local editor (`npm run cms`, cms-scenarios.e2e.test.ts) and the online one (the built
 * /admin/ saving to GitHub's stand-in, cms-online-versions.e2e.test.ts), each through an
 * `EditorSite` that says how to open an entry as someone, read the repository, and save as someone
 * else. Two editors on one page keep both changes when they touch different fields; on the same
 * field the second is refused before anything is written, sees the first one's value, and can keep
 * it or publish over it; a change saved while an entry is open is told when the editor comes back;
 * every Publicar ends in something the editor sees; a draft left by closing the tab comes back
 * through the editor's own question, and is not lost by leaving it unanswered.
 *
 * A save between the check and the write, of the same page or another, has nothing to show on a
 * screen: tests/admin/two-editors.test.ts pins the session's second check,
 * tests/admin/github-writes.test.ts GitHub's refusal that starts it, and
 * tests/scripts/cms/local-session/two-editors.test.ts the local backend's.
 */
import type { Scenario } from './editor-site.ts';
import { comingBackScenarios } from './coming-back.ts';
import { meetingScenarios } from './meeting.ts';

export const versionScenarios: Scenario[] = [...meetingScenarios, ...comingBackScenarios];
