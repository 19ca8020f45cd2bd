import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot, siteClock } from '../../project/environment.ts';
import { cmsOnlineConfig } from '../../schema/generate/cms-config.ts';
import { loadContent } from '../../schema/load/index.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { clockLines, formatReport, summarize } from '../../schema/messages/format.ts';
import { fileIssue } from '../../schema/messages/issue.ts';
import {
  builtRoutes,
  contentWarningLines,
  contentWarnings,
  formatCosts,
  overBudget,
  routeCost,
} from '../audit/page-weight.ts';
import { runReactRouter } from '../lib/child-process.ts';
import { isCi } from '../lib/environment.ts';
import { buildAdmin } from './admin-site.ts';
import { finishSite } from './finish-site.ts';
import { writeBuiltVersion } from './site-version.ts';
import { copyImages, encodeImages, ImageEncodingError } from './images.ts';
import { buildIslands } from './islands-bundle.ts';
import { copyShareImages, drawShareImages } from './share-images.ts';
import { writeTouchIcon } from './site-icons.ts';
import { buildFolders, recoverFromKilledBuilds, swapIn } from './output-swap.ts';

export type BuildOutcome = { ok: true } | { ok: false; message: string };

/**
 * Validates the content, builds the site into a fresh folder, and only then swaps it in as `outDir`.
 * Invalid content or a failed build leaves the previous site as it was, and says why in Portuguese.
 * React Router prints its progress as it goes; `log` gets this function's own lines.
 */
export async function buildSite(
  contentDir: string,
  outDir: string,
  log: (line: string) => void,
): Promise<BuildOutcome> {
  const { work: workDir, staging } = buildFolders(projectRoot, outDir);
  // Where React Router writes the site (its server build is beside it), and the rest after it.
  const clientDir = path.join(workDir, 'client');
  recoverFromKilledBuilds(projectRoot, outDir);

  const failed = (message: string): BuildOutcome => {
    rmSync(workDir, { recursive: true, force: true });
    rmSync(staging, { recursive: true, force: true });
    return { ok: false, message };
  };

  // One moment for the whole build: the pages React Router prerenders show what this check let in.
  let at: number;
  try {
    at = siteClock();
  } catch (error) {
    return failed(`✖ ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = loadContent(contentDir, { at });
  if (!result.ok) return failed(formatReport(result.issues));
  log(`✔ Conteúdo válido: ${summarize(result.content)}.`);
  for (const line of clockLines(result.clock)) log(line);

  // The photos first: one the encoder cannot read stops the build before the pages are built.
  const photos = Object.values(result.content.images);
  try {
    const encoded = await encodeImages(photos);
    if (encoded.files > 0) {
      log(`✔ Fotos: ${encoded.files} arquivos, ${encoded.encoded} convertidos agora, ${encoded.files - encoded.encoded} do cache.`);
    }
    // The picture a shared link shows, one per page (from its photo, or a card of its title).
    await drawShareImages(result.content);
  } catch (error) {
    if (!(error instanceof ImageEncodingError)) {
      return failed(`✖ A conversão das fotos falhou: ${error instanceof Error ? error.message : String(error)}`);
    }
    const name = path.relative(path.dirname(path.resolve(contentDir)), error.image.file).split(path.sep).join('/');
    return failed(formatReport([fileIssue(name, error.words)]));
  }

  const build = runReactRouter({
    args: ['build'],
    output: 'inherit',
    env: {
      INVERO_BUILD_DIR: workDir,
      INVERO_CONTENT_DIR: contentDir,
      INVERO_PUBLISH: '1',
      INVERO_NOW: new Date(at).toISOString(),
      NODE_ENV: 'production',
    },
  });
  if (build.status !== 0) {
    return failed('✖ A geração do site falhou (veja acima). O site publicado anteriormente em dist/ não foi alterado.');
  }

  // The browser's code of the pages: their islands, built apart from React Router's client (never loaded).
  const islands = buildIslands(workDir, clientDir);
  if (typeof islands === 'string') return failed(islands);

  // The CMS at /admin/: its own bundle, beside the pages, before the finishing step gives it its policy.
  const online = cmsOnlineConfig(result.content.site);
  const adminFailure = await buildAdmin(clientDir, online);
  if (adminFailure) return failed(adminFailure);
  if (!online) {
    const { message, hint } = say('cms-not-connected');
    log(`ℹ ${message}\n  → ${hint}`);
  }

  // The photos' files beside the pages that name them, before the finishing step checks every link.
  copyImages(photos, clientDir);
  copyShareImages(result.content, clientDir);
  await writeTouchIcon(clientDir);

  try {
    finishSite(clientDir, result.content, islands);
    await writeBuiltVersion(clientDir, contentDir, result.clock.nextChangeAt);
  } catch (error) {
    return failed(`✖ A finalização do site falhou: ${error instanceof Error ? error.message : String(error)}`);
  }

  // What each page costs a visitor, at every build: a page over the developers' budgets is not
  // published, so the change that made it heavier is seen before anyone reviews it; the weight the
  // content gives a page is only told (docs/decisoes/o-peso-de-uma-pagina-o-que-e-de-quem-desenvolve.md, "O peso de uma página").
  const pagePaths = result.content.pages.map((page) => page.path);
  const costs = builtRoutes(clientDir, pagePaths).map(({ route, file }) => routeCost(clientDir, route, file));
  log(formatCosts(costs));
  const breaches = overBudget(costs);
  if (breaches.length > 0) {
    return failed(
      [
        ...breaches.map(({ route, over }) => `✖ A página ${route} passou do orçamento de quem desenvolve: ${over}.`),
        '  → O que pesa é o código do site (a marcação, o estilo ou os scripts), não o texto de quem edita: veja o que a mudança acrescentou. Os limites estão em scripts/audit/page-weight.ts.',
        '  O site publicado anteriormente em dist/ não foi alterado.',
      ].join('\n'),
    );
  }
  for (const line of contentWarningLines(contentWarnings(costs))) log(line);

  try {
    renameSync(clientDir, staging);
  } catch {
    // The output is on another file system (e.g. a temporary folder): copy, then swap there.
    cpSync(clientDir, staging, { recursive: true });
  }

  // Under CI the hosts get a plain folder: not every publisher follows a link (docs/decisoes/troca-sem-intervalo-dist-e-um-link-para-o-build.md).
  // Windows lets only some users make links, and renames nothing over a link to a folder.
  swapIn(staging, outDir, { plain: isCi || process.platform === 'win32' });
  rmSync(workDir, { recursive: true, force: true });
  return { ok: true };
}
