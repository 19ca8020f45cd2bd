import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { reservedName } from '../../schema/fields/site-addresses.ts';
import { loadContent } from '../../schema/load/index.ts';
import { encodeImages } from '../../scripts/build/images.ts';
import { publishedSite, sitesFolder, storedSites } from '../../scripts/build/output-swap.ts';
import { inlineStyles } from '../../scripts/build/security-policy.ts';
import { htmlFileOf } from '../../scripts/lib/site-files.ts';
import { hostileTargets, linkPageTo, secretMarker } from '../corpus/cases/files.ts';
import { makeWorkspace, replaceOnce, type Workspace } from '../corpus/workspace.ts';
import { projectRoot, runScript } from './run.ts';
import { contentDir } from '../../project/environment.ts';

let ws: Workspace | undefined;
let outDir: string | undefined;
afterEach(() => {
  ws?.dispose();
  // The output is a link to a build stored beside it.
  for (const made of outDir ? [outDir, sitesFolder(outDir)] : []) rmSync(made, { recursive: true, force: true });
});

/** An output folder holding a previous "site", to see whether a build touched it. */
function previousSite(): string {
  outDir = mkdtempSync(path.join(tmpdir(), 'invero-dist-'));
  writeFileSync(path.join(outDir, 'index.html'), '<p>site anterior</p>');
  writeFileSync(path.join(outDir, 'assessoria.html'), '<p>página anterior</p>');
  return outDir;
}

/** The decision that says what the build writes at the top of dist/ (docs/decisoes/saida-estatica-para-qualquer-cdn.md). */
function describedOutput(): string {
  return readFileSync(path.join(projectRoot, 'docs/decisoes/saida-estatica-para-qualquer-cdn.md'), 'utf8');
}

/**
 * The clinic page's photo of the content folder (docs/produto.md §4.3: it has one), and where its
 * file names it: `content/pages/consultorio.yaml:80:12`, as validation does.
 */
function clinicPhoto(workspace: Workspace): { src: string; at: string } {
  const file = 'pages/consultorio.yaml';
  const lines = workspace.read(file).split('\n');
  const line = lines.findIndex((text) => /^\s*src: images\//.test(text));
  if (line < 0) throw new Error(`no photo of the content folder in ${file}`);
  const src = lines[line]!.trim().slice('src: '.length);
  return { src, at: `content/${file}:${line + 1}:${lines[line]!.indexOf(src) + 1}` };
}

const snapshot = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .sort()
    .map((file) => {
      const full = path.join(dir, file);
      return `${file}:${readFileSync(full, 'utf8')}`;
    });

describe('npm run build', () => {
  it('refuses invalid content before writing anything, and leaves the previous site as it was', () => {
    ws = makeWorkspace(contentDir);
    ws.write('pages/home.yaml', replaceOnce(ws.read('pages/home.yaml'), 'type: hero', 'type: heroi'));
    const out = previousSite();
    const before = snapshot(out);

    const run = runScript('build.ts', [], { INVERO_CONTENT_DIR: ws.contentDir, INVERO_OUT_DIR: out });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/pages/home.yaml:');
    expect(run.stderr).toContain('O tipo de seção "heroi" não existe.');
    expect(run.output).not.toMatch(/\bat .+:\d+:\d+|node_modules/);
    expect(snapshot(out)).toEqual(before);
    expect(readdirSync(path.dirname(out)).filter((name) => name.startsWith(`${path.basename(out)}.`))).toEqual([]);
  });

  it.each(hostileTargets)(
    'refuses a page that is a symlink to %s before building anything, printing nothing of it',
    (_target, target) => {
      ws = makeWorkspace();
      linkPageTo(ws, target(ws));
      const out = previousSite();
      const before = snapshot(out);

      const run = runScript('build.ts', [], { INVERO_CONTENT_DIR: ws.contentDir, INVERO_OUT_DIR: out });

      expect(run.status).toBe(1);
      expect(run.stderr).toContain('content/pages/x.yaml:1:1\n  content/pages/x.yaml é um atalho (link simbólico)');
      expect(run.output).not.toContain(secretMarker);
      expect(snapshot(out)).toEqual(before);
    },
  );

  it.each([
    [
      'cut off half-way (by validation, at the line naming it)',
      (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2)),
      (photo: { src: string; at: string }) => `${photo.at}\n  A foto content/${photo.src} está incompleta`,
    ],
    [
      'whole but corrupt inside (by the encoder, first thing)',
      (bytes: Buffer) => {
        // Its Huffman table made nonsense: the header and the end are right, decoding fails.
        const table = bytes.indexOf(Buffer.from([0xff, 0xc4]));
        return Buffer.from(bytes).fill(0xff, table + 5, table + 21);
      },
      ({ src }: { src: string }) => `content/${src}:1:1\n  A foto content/${src} não pôde ser convertida para o site`,
    ],
  ])('refuses a photo %s before building anything, and leaves the previous site', (_how, spoil, said) => {
    ws = makeWorkspace(contentDir);
    const shown = clinicPhoto(ws);
    const photo = path.join(ws.contentDir, shown.src);
    writeFileSync(photo, spoil(readFileSync(photo)));
    const out = previousSite();
    const before = snapshot(out);
    const cache = mkdtempSync(path.join(tmpdir(), 'invero-cache-'));

    const run = runScript('build.ts', [], {
      INVERO_CONTENT_DIR: ws.contentDir,
      INVERO_OUT_DIR: out,
      INVERO_IMAGE_CACHE: cache,
    });
    rmSync(cache, { recursive: true, force: true });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain(said(shown));
    expect(run.output).not.toMatch(/\bat .+:\d+:\d+|node_modules/);
    expect(snapshot(out)).toEqual(before);
  });

  it(
    'builds the pages from the YAML and swaps them in whole, as a link to the stored build',
    { timeout: 120_000 },
    async () => {
      ws = makeWorkspace(contentDir);
      // A service renamed, and another site's photo on its page, beside the clinic's own photo on another.
      const assessoriaFile = parseDocument(ws.read('pages/assessoria.yaml'));
      const grid = (assessoriaFile.toJS() as { sections: { type: string }[] }).sections.findIndex(
        (section) => section.type === 'card-grid',
      );
      const renamed = ['sections', grid, 'cards', 0, 'title'];
      const oldTitle = String(assessoriaFile.getIn(renamed));
      assessoriaFile.setIn(renamed, 'Planejamento Fiscal Sob Medida');
      const assessoria = String(assessoriaFile);
      ws.write(
        'pages/assessoria.yaml',
        `${assessoria.trimEnd()}\n${[
          '  - type: showcase',
          '    title: Nosso Escritório',
          '    facts:',
          '      - icon: map-pin',
          '        title: Centro',
          '        description: Perto do metrô.',
          '    image:',
          '      src: https://fotos.exemplo.com/escritorio.jpg',
          '      alt: O escritório',
          '      width: 1200',
          '      height: 800',
        ].join('\n')}\n`,
      );
      const out = previousSite();
      // The clinic photo encoded once already, as by an earlier build: this build must only copy it.
      const cache = path.join(out, '..', `${path.basename(out)}-cache`);
      const loaded = loadContent(ws.contentDir);
      if (!loaded.ok) throw new Error('the workspace must validate');
      const photos = Object.values(loaded.content.images);
      const earlier = await encodeImages(photos, cache);
      expect(earlier.encoded).toBeGreaterThan(0);

      const run = runScript('build.ts', [], {
        INVERO_CONTENT_DIR: ws.contentDir,
        INVERO_OUT_DIR: out,
        INVERO_IMAGE_CACHE: cache,
        CI: '', // on a CI machine the output is a plain folder (the next test)
      });
      rmSync(cache, { recursive: true, force: true });

      expect(run.status, run.output).toBe(0);
      expect(run.stdout).toContain(
        `✔ Fotos: ${earlier.files} arquivos, 0 convertidos agora, ${earlier.files} do cache.`,
      );
      // React Router's note on the future flag the project opts into says nothing to whoever builds.
      expect(run.output).not.toContain('Using Vite Environment API');
      // The plain folder of the layout before the link is kept as the build before the published one.
      expect(lstatSync(out).isSymbolicLink()).toBe(true);
      const [before, published] = storedSites(out);
      expect(published).toBe(publishedSite(out));
      expect(readFileSync(path.join(sitesFolder(out), before!, 'index.html'), 'utf8')).toBe('<p>site anterior</p>');
      const html = readFileSync(path.join(out, 'assessoria.html'), 'utf8');
      expect(html).toContain('Planejamento Fiscal Sob Medida');
      expect(html).not.toContain(`${oldTitle}<`);
      expect(html).not.toContain('página anterior');
      expect(existsSync(path.join(out, '404.html'))).toBe(true);
      expect(existsSync(path.join(out, '__spa-fallback.html'))).toBe(false);
      expect(existsSync(path.join(out, 'icons.svg'))).toBe(true);
      expect(existsSync(path.join(out, 'favicon.svg'))).toBe(true);
      // The top of the site holds pages (an .html each) and what the site reserves for itself,
      // nothing else: a name the build adds there must join the list pages are kept from, and the
      // description of dist/ that newcomers read (the pages and their .data it describes by their form).
      const pageNames = loaded.content.pages.map((page) => htmlFileOf(page.path).split('/')[0]);
      const unreserved = readdirSync(out).filter((name) => !pageNames.includes(name) && !reservedName(name));
      expect(unreserved).toEqual([]);
      const described = describedOutput();
      const undescribed = readdirSync(out).filter(
        (name) => reservedName(name) && reservedName(name) !== 'pageData' && !described.includes(`\`${name}`),
      );
      expect(undescribed, 'named nowhere in docs/decisoes/saida-estatica-para-qualquer-cdn.md').toEqual([]);
      // The stylesheet is written into the page (no second request before the first paint) and allowed
      // by its hash; no page links a stylesheet file, so none is published.
      expect(readdirSync(path.join(out, 'assets')).filter((name) => name.endsWith('.css'))).toEqual([]);
      const [stylesheet, ...otherStyles] = inlineStyles(html);
      expect(stylesheet).toContain('.container');
      expect(otherStyles).toEqual([]);
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const styleHash = createHash('sha256').update(stylesheet!).digest('base64');
      expect(html).toContain(`style-src 'self' 'sha256-${styleHash}';`);

      // Search engines: exactly the page files in the sitemap, and robots.txt pointing to it.
      const pageFiles = readdirSync(path.join(ws.contentDir, 'pages')).filter((file) => file.endsWith('.yaml'));
      const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(listed).toHaveLength(pageFiles.length);
      const { site } = loaded.content;
      expect(listed.sort()).toEqual(loaded.content.pages.map((page) => `${site.url}${page.path}`).sort());
      expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.url}/sitemap.xml`);

      // Every page carries its policy, and _headers repeats it with the headers only a server can send.
      const headers = readFileSync(path.join(out, '_headers'), 'utf8');
      expect(headers).toContain("Content-Security-Policy: frame-ancestors 'none'");
      expect(headers).toContain('X-Content-Type-Options: nosniff');
      expect(headers).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains');
      expect(headers).toContain(`style-src 'self' 'sha256-${styleHash}';`);
      for (const page of ['index.html', 'assessoria.html', '404.html']) {
        const built = readFileSync(path.join(out, page), 'utf8');
        expect(built).toMatch(
          /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
        );
        expect(built).not.toMatch(/unsafe-inline|unsafe-eval/);
      }
      // The clinic's photo is the site's own, in modern formats at several widths; another site's photo
      // is drawn from its address, which is the only host the policy adds.
      const clinic = readFileSync(path.join(out, 'consultorio.html'), 'utf8');
      const picture = /<picture[^>]*>(.*?)<\/picture>/.exec(clinic)?.[1] ?? '';
      const { src } = clinicPhoto(ws);
      // Its files are named after it: `/assets/<name>-<width>-<fingerprint>.<format>`.
      const files = `/assets/${path.posix.parse(src).name}-\\d+-[\\w-]+`;
      for (const [type, format] of [
        ['image/avif', 'avif'],
        ['image/webp', 'webp'],
      ]) {
        expect(picture).toMatch(new RegExp(`<source type="${type}" srcSet="(${files}\\.${format} \\d+w(, )?){2,}"`));
      }
      const { width, height } = loaded.content.images[src]!;
      expect(picture).toMatch(new RegExp(`<img [^>]*src="${files}\\.jpg"[^>]* width="${width}" height="${height}"`));
      expect(clinic).not.toMatch(
        /https:\/\/(?!fotos\.exemplo\.com|www\.grupoinvero\.com\.br)[^"']*\.(jpg|png|webp|avif)/,
      );
      expect(readFileSync(path.join(out, 'assessoria.html'), 'utf8')).toMatch(
        /<img [^>]*src="https:\/\/fotos\.exemplo\.com\/escritorio\.jpg"/,
      );
      for (const page of ['index.html', 'consultorio.html']) {
        expect(readFileSync(path.join(out, page), 'utf8')).toContain("img-src 'self' data: https://fotos.exemplo.com;");
      }
      expect(readdirSync(path.dirname(out)).filter((name) => name.startsWith(`${path.basename(out)}.`))).toEqual([
        path.basename(sitesFolder(out)),
      ]);
    },
  );

  it(
    'on a CI machine, writes the output as a plain folder, the form every host publishes',
    { timeout: 120_000 },
    () => {
      const out = previousSite();
      const run = runScript('build.ts', [], { INVERO_OUT_DIR: out, CI: 'true' });

      expect(run.status, run.output).toBe(0);
      expect(lstatSync(out).isDirectory()).toBe(true);
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('site anterior');
      expect(readdirSync(path.dirname(out)).filter((name) => name.startsWith(`${path.basename(out)}.`))).toEqual([]);
    },
  );

  it('first puts back the site that a build killed mid-swap set aside, and clears what dead builds left', () => {
    ws = makeWorkspace(contentDir);
    ws.write('pages/home.yaml', replaceOnce(ws.read('pages/home.yaml'), 'type: hero', 'type: heroi'));
    outDir = mkdtempSync(path.join(tmpdir(), 'invero-killed-'));
    const out = path.join(outDir, 'site');
    // A process that has ended: the builds named after it are dead.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const setAside = `${out}.previous-${deadPid}`;
    mkdirSync(setAside);
    writeFileSync(path.join(setAside, 'index.html'), '<p>site anterior</p>');
    mkdirSync(`${out}.building-${deadPid}`);
    const deadWork = path.join(projectRoot, `.build-${deadPid}`);
    mkdirSync(deadWork);
    // This test's own process is alive: a folder named after it belongs to a build still running.
    const running = `${out}.building-${process.pid}`;
    mkdirSync(running);

    try {
      const run = runScript('build.ts', [], { INVERO_CONTENT_DIR: ws.contentDir, INVERO_OUT_DIR: out });

      expect(run.status).toBe(1);
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('<p>site anterior</p>');
      expect(readdirSync(outDir).sort()).toEqual(['site', path.basename(running)]);
      expect(existsSync(deadWork)).toBe(false);
    } finally {
      rmSync(deadWork, { recursive: true, force: true });
    }
  });
});
