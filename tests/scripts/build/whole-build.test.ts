import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { reservedName } from '../../../schema/fields/site-addresses.ts';
import { loadContent } from '../../../schema/load/index.ts';
import { encodeImages } from '../../../scripts/build/images.ts';
import { publishedSite, sitesFolder, storedSites } from '../../../scripts/build/output-swap.ts';
import { inlineStyles } from '../../../scripts/build/security-policy.ts';
import { htmlFileOf } from '../../../scripts/lib/site-files.ts';
import { runScript } from '../run.ts';
import { contentDir } from '../../../project/environment.ts';
import { previousSite, describedOutput, clinicPhoto, freshWorkspace } from './build-workspace.ts';

describe('npm run build', () => {

  it(
    'builds the pages from the YAML and swaps them in whole, as a link to the stored build',
    { timeout: 120_000 },
    async () => {
      const ws = freshWorkspace(contentDir);
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
});

