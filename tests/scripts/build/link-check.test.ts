import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../../../scripts/build/link-check.ts';

const site = mkdtempSync(path.join(tmpdir(), 'invero-links-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('the link check of a built site', () => {
  it('takes a link only in the form the host serves with no redirect', () => {
    mkdirSync(path.join(site, 'admin'));
    writeFileSync(path.join(site, 'a.html'), '<p>a</p>');
    writeFileSync(path.join(site, 'admin', 'index.html'), '<p>admin</p>');
    const links = ['/', '/a', '/a?x=1#topo', '/admin/', '/a/', '/a.html', '/admin', '/index.html', '/nada'];
    writeFileSync(path.join(site, 'index.html'), links.map((href) => `<a href="${href}">x</a>`).join(''));

    expect(checkLinks(site)).toEqual([
      'index.html: href="/a/" (redireciona para /a: escreva o endereço assim)',
      'index.html: href="/a.html" (redireciona para /a: escreva o endereço assim)',
      'index.html: href="/admin" (redireciona para /admin/: escreva o endereço assim)',
      'index.html: href="/index.html" (redireciona para /: escreva o endereço assim)',
      'index.html: href="/nada" (não existe no site gerado)',
    ]);
  });
});
