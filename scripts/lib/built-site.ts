import { contentDir } from '../../project/environment.ts';
import { loadContent, type Content } from '../../schema/load/index.ts';
import { clockOrFail, fail } from './cli.ts';
import { outDir } from './environment.ts';
import { isBuilt } from './site-files.ts';

/**
 * For the commands that measure the built site (budget, lighthouse): its folder and the content it
 * was built from (as of the site's clock, as the build read it), or a Portuguese word on what to run first, and exit 1.
 */
export function builtSite(): { siteDir: string; content: Content } {
  if (!isBuilt(outDir)) fail('✖ O site ainda não foi gerado: rode "npm run build" antes.');
  const loaded = loadContent(contentDir, { at: clockOrFail() });
  if (!loaded.ok) fail('✖ O conteúdo não é válido: rode "npm run validate".');
  return { siteDir: outDir, content: loaded.content };
}
