import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent, type Content } from '../schema/load/index.ts';

/**
 * For the commands that measure the built site (budget, lighthouse): its folder and the content it
 * was built from, or a Portuguese word on what to run first, and exit 1.
 */
export function builtSite(): { siteDir: string; content: Content } {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const siteDir = path.resolve(process.env.INVERO_OUT_DIR ?? path.join(projectRoot, 'dist'));
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    console.error('✖ O site ainda não foi gerado: rode "npm run build" antes.');
    process.exit(1);
  }
  const loaded = loadContent(path.resolve(process.env.INVERO_CONTENT_DIR ?? path.join(projectRoot, 'content')));
  if (!loaded.ok) {
    console.error('✖ O conteúdo não é válido: rode "npm run validate".');
    process.exit(1);
  }
  return { siteDir, content: loaded.content };
}
