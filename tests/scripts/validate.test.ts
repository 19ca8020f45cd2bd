import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../schema/load/index.ts';
import { makeWorkspace, replaceOnce, type Workspace } from '../corpus/workspace.ts';
import { projectRoot, runScript } from './run.ts';
import { evilSvg } from '../corpus/cases/file-names.ts';
import { hostileTargets, linkPageTo, secretMarker } from '../corpus/cases/files.ts';

let ws: Workspace | undefined;
afterEach(() => ws?.dispose());

/**
 * The line `npm run validate` must print for a content folder, counted here from the loaded content
 * (not with the summary function the script uses): pages, their sections, and the cards those
 * sections draw (a card grid's cards or companies, a reasons section's reasons).
 */
function expectedSummary(contentDir: string): string {
  const loaded = loadContent(contentDir);
  if (!loaded.ok) throw new Error(`${contentDir} must validate`);
  const sections = loaded.content.pages.flatMap((page) => page.sections);
  let cards = 0;
  for (const section of sections) {
    if (section.type === 'reasons') cards += section.reasons.length;
    if (section.type === 'card-grid') {
      cards += section.items.kind === 'cards' ? section.items.cards.length : section.items.ids.length;
    }
  }
  const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `✔ Conteúdo válido: ${[
    counted(loaded.content.pages.length, 'página', 'páginas'),
    counted(sections.length, 'seção', 'seções'),
    counted(cards, 'cartão', 'cartões'),
  ].join(', ')}.\n`;
}

describe('npm run validate', () => {
  it('prints a one-line summary with the counts of the shipped content, and exits 0', () => {
    const expected = expectedSummary(path.join(projectRoot, 'content'));
    // The shipped site has its four pages (docs/produto.md §2), each with sections and cards to count.
    expect(expected).toMatch(/^✔ Conteúdo válido: 4 páginas, [1-9]\d* seções, [1-9]\d* cartões\.\n$/);
    const run = runScript('validate.ts');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(expected);
  });

  it('counts another content folder by its own numbers', () => {
    ws = makeWorkspace();
    const expected = expectedSummary(ws.contentDir);
    expect(expected).not.toBe(expectedSummary(path.join(projectRoot, 'content')));
    const run = runScript('validate.ts', [ws.contentDir]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(expected);
  });

  it('checks the content as of INVERO_NOW: an ended window is a note, never a failure, and the next change is said', () => {
    ws = makeWorkspace();
    ws.write(
      'pages/servicos.yaml',
      replaceOnce(
        ws.read('pages/servicos.yaml'),
        '  - type: cta\n    title: Vamos conversar?\n',
        '  - type: cta\n    title: Fechado de 24/12 a 02/01\n    schedule:\n      from: 2026-12-24\n      until: 2027-01-02\n',
      ),
    );
    const before = runScript('validate.ts', [ws.contentDir], { INVERO_NOW: '2026-12-01T10:00:00-03:00' });
    expect(before.status).toBe(0);
    expect(before.stdout).toContain('ℹ Próxima mudança agendada: 24/12 às 00:00 (2026-12-24T00:00:00-03:00).');
    // Long after the notice left: still valid (the scheduled rebuild must never fail), said to clean up.
    const after = runScript('validate.ts', [ws.contentDir], { INVERO_NOW: '2027-03-01T10:00:00-03:00' });
    expect(after.status, after.output).toBe(0);
    // The counts are the site's at that moment: the notice's section is not on it (the files have seven).
    expect(after.stdout).toMatch(/^✔ Conteúdo válido: 2 páginas, 6 seções, 3 cartões\.\n/);
    expect(after.stdout).toContain(
      'ℹ content/pages/servicos.yaml:40:7 Saiu do ar em 03/01: isto não aparece mais no site.\n  → Não impede a publicação.',
    );
    expect(after.stdout).not.toContain('Próxima mudança');
    const unreadable = runScript('validate.ts', [ws.contentDir], { INVERO_NOW: 'amanhã' });
    expect(unreadable.status).toBe(1);
    expect(unreadable.stderr).toBe(
      '✖ INVERO_NOW="amanhã" não é um momento em ISO 8601 com o fuso horário: escreva, por exemplo, INVERO_NOW=2026-12-26T10:00:00-03:00.\n',
    );
  });

  it('prints every issue of every file in Portuguese, a count, and exits 1', () => {
    ws = makeWorkspace();
    ws.write('pages/home.yaml', replaceOnce(ws.read('pages/home.yaml'), 'type: hero', 'type: heroi'));
    ws.write('companies.yaml', replaceOnce(ws.read('companies.yaml'), 'icon: sparkles', 'icon: sparkle'));
    const run = runScript('validate.ts', [ws.contentDir]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/pages/home.yaml:5:11\n  O tipo de seção "heroi" não existe.');
    expect(run.stderr).toContain('content/companies.yaml:5:11\n  O valor "sparkle" não é aceito em "icon".');
    expect(run.stderr).toContain('2 problemas no conteúdo (2 arquivos).');
    expect(run.output).not.toMatch(/\bat .+:\d+:\d+|Error:|node_modules/);
    expect(run.stdout).not.toContain('::error');
  });

  it('adds GitHub annotations under GitHub Actions', () => {
    ws = makeWorkspace();
    ws.write('pages/home.yaml', replaceOnce(ws.read('pages/home.yaml'), 'type: hero', 'type: heroi'));
    const run = runScript('validate.ts', [ws.contentDir], { GITHUB_ACTIONS: 'true' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^::error file=content\/pages\/home\.yaml,line=5,col=11::O tipo de seção "heroi" não existe\./m,
    );
  });
});

describe('npm run validate on a page that is not a regular file', () => {
  it.each(hostileTargets)('refuses a symlink to %s, printing nothing of it, and ends', (_target, target) => {
    ws = makeWorkspace();
    linkPageTo(ws, target(ws));
    const run = runScript('validate.ts', [ws.contentDir]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/pages/x.yaml:1:1\n  content/pages/x.yaml é um atalho (link simbólico)');
    expect(run.output).not.toContain(secretMarker);
  });

  it('refuses a FIFO, and ends', () => {
    ws = makeWorkspace();
    execFileSync('mkfifo', [path.join(ws.contentDir, 'pages/x.yaml')]);
    const run = runScript('validate.ts', [ws.contentDir]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/pages/x.yaml:1:1\n  content/pages/x.yaml é um canal entre programas (FIFO)');
  });
});

describe('npm run validate on content/images/', () => {
  it('refuses the audit’s SVG, which no page uses, naming the file, and exits 1', () => {
    ws = makeWorkspace();
    ws.write('images/evil.svg', evilSvg);
    const run = runScript('validate.ts', [ws.contentDir]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/images/evil.svg:1:1\n  "evil.svg" não é uma foto');
    expect(run.stderr).toContain('1 problema no conteúdo (1 arquivo).');
  });
});
