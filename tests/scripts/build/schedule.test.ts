import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuiltVersion } from '../../../schema/load/built-version.ts';
import { sitesFolder } from '../../../scripts/build/output-swap.ts';
import { makeWorkspace, replaceOnce, type Workspace } from '../../corpus/workspace.ts';
import { runScript } from '../run.ts';

/**
 * The real build at three moments of the same content (INVERO_NOW): a campaign page with its menu
 * entry and a button to it, and a holiday notice on another page. Exactly what is on the site then is
 * built, and the published version names the next moment the site must change.
 */
let ws: Workspace;
const outputs: string[] = [];

beforeAll(() => {
  ws = makeWorkspace();
  const edit = (file: string, from: string, to: string) => ws.write(file, replaceOnce(ws.read(file), from, to));
  ws.write(
    'pages/natal.yaml',
    [
      'path: /natal',
      'title: Natal',
      'description: A campanha de Natal.',
      'schedule:',
      '  from: 2026-12-10 09:00',
      '  until: 2026-12-25',
      'sections:',
      '  - type: cta',
      '    title: Feliz Natal',
      '    buttons:',
      '      - label: Fale',
      '        action: notice',
      '',
    ].join('\n'),
  );
  edit('site.yaml', '    - label: Serviços\n      to: /servicos\n', '    - label: Serviços\n      to: /servicos\n    - label: Campanha de Natal\n      to: /natal\n');
  edit('pages/home.yaml', '      - label: Fale Conosco\n        action: notice\n', '      - label: Fale Conosco\n        action: notice\n      - label: Ver a campanha\n        to: /natal\n');
  edit(
    'pages/servicos.yaml',
    '  - type: cta\n    title: Vamos conversar?\n',
    '  - type: cta\n    title: Fechado de 24/12 a 02/01\n    schedule:\n      from: 2026-12-24\n      until: 2027-01-02\n',
  );
});
afterAll(() => {
  ws.dispose();
  for (const out of outputs) for (const made of [out, sitesFolder(out)]) rmSync(made, { recursive: true, force: true });
});

function buildAt(now: string) {
  const out = mkdtempSync(path.join(tmpdir(), 'invero-dist-'));
  outputs.push(out);
  const run = runScript('build.ts', [], { INVERO_CONTENT_DIR: ws.contentDir, INVERO_OUT_DIR: out, INVERO_NOW: now, CI: '' });
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  return {
    run,
    out,
    read,
    has: (file: string) => existsSync(path.join(out, file)),
    nextChangeAt: () => readBuiltVersion(JSON.parse(read('version.json')))?.nextChangeAt,
  };
}

describe('npm run build, by its clock', () => {
  it('before the campaign: no page, no menu entry, no button, no sitemap entry; the next change is its start', () => {
    const site = buildAt('2026-12-01T10:00:00-03:00');
    expect(site.run.status, site.run.output).toBe(0);
    expect(site.has('natal.html')).toBe(false);
    for (const page of ['index.html', 'servicos.html']) expect(site.read(page)).not.toMatch(/href="\/natal"|Campanha de Natal/);
    expect(site.read('index.html')).not.toContain('Ver a campanha');
    expect(site.read('sitemap.xml')).not.toContain('/natal');
    expect(site.read('servicos.html')).not.toContain('Fechado de 24/12 a 02/01');
    expect(site.nextChangeAt()).toBe('2026-12-10T09:00:00-03:00');
    expect(site.run.stdout).toContain('Próxima mudança agendada: 10/12 às 09:00 (2026-12-10T09:00:00-03:00).');
  });

  it('inside both windows: the page, every link to it and the notice; the next change is the end of a day-only `until`', () => {
    const site = buildAt('2026-12-24T10:00:00-03:00');
    expect(site.run.status, site.run.output).toBe(0);
    expect(site.read('natal.html')).toContain('Feliz Natal');
    expect(site.read('index.html')).toMatch(/href="\/natal"[^>]*>Campanha de Natal</);
    expect(site.read('index.html')).toMatch(/href="\/natal"[^>]*>Ver a campanha</);
    expect(site.read('servicos.html')).toMatch(/href="\/natal"[^>]*>Campanha de Natal</);
    expect(site.read('sitemap.xml')).toContain('/natal</loc>');
    expect(site.read('servicos.html')).toContain('Fechado de 24/12 a 02/01');
    expect(site.nextChangeAt()).toBe('2026-12-26T00:00:00-03:00');
  });

  it('after both: neither, the ended windows told as notes, and nothing left to change', () => {
    const site = buildAt('2027-01-03T00:00:00-03:00');
    expect(site.run.status, site.run.output).toBe(0);
    expect(site.has('natal.html')).toBe(false);
    expect(site.read('index.html')).not.toMatch(/href="\/natal"/);
    expect(site.read('servicos.html')).not.toContain('Fechado de 24/12 a 02/01');
    expect(site.nextChangeAt()).toBeNull();
    expect(site.run.stdout).toContain('content/pages/natal.yaml:5:3 Saiu do ar em 26/12/2026: isto não aparece mais no site.');
    expect(site.run.stdout).toContain('Saiu do ar em 03/01: isto não aparece mais no site.');
  });

  it('refuses a clock it cannot read, saying how to write one, and leaves the previous site', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'invero-dist-'));
    outputs.push(out);
    writeFileSync(path.join(out, 'index.html'), '<p>site anterior</p>');
    const run = runScript('build.ts', [], { INVERO_CONTENT_DIR: ws.contentDir, INVERO_OUT_DIR: out, INVERO_NOW: '26/12/2026' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('INVERO_NOW="26/12/2026" não é um momento em ISO 8601 com o fuso horário');
    expect(run.output).not.toMatch(/\bat .+:\d+:\d+|node_modules/);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('<p>site anterior</p>');
  });
});
