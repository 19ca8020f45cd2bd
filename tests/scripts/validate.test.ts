import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace, replaceOnce, type Workspace } from '../corpus/workspace';
import { runScript } from './run';

let ws: Workspace | undefined;
afterEach(() => ws?.dispose());

describe('npm run validate', () => {
  it('prints a one-line summary and exits 0 on the shipped content', () => {
    const run = runScript('validate.ts');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toMatch(/^✔ Conteúdo válido: 4 páginas, \d+ seções, \d+ cartões\.$/);
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
