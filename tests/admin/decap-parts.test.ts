import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filter, flow, fromPairs, map } from '../../admin/decap/lodash-fp.ts';
import { decapReplacements } from '../../scripts/vite/decap-parts.ts';

const nodeModules = path.resolve(import.meta.dirname, '../../node_modules');

/** The ES modules of the packages a replacement is for, with their text. */
function modulesOf(importers: RegExp): { file: string; text: string }[] {
  const packages = readdirSync(nodeModules).filter((name) => importers.test(`node_modules/${name}/`));
  return packages.flatMap((name) => {
    const esm = path.join(nodeModules, name, 'dist/esm');
    return readdirSync(esm, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file: path.join(name, file), text: readFileSync(path.join(esm, file), 'utf8') }));
  });
}

describe("the parts of Decap the CMS's bundle replaces", () => {
  it('each replace an import that Decap still makes (a renamed import would bring the original back)', () => {
    for (const { source, importers } of decapReplacements) {
      const importing = modulesOf(importers).filter(({ text }) => text.includes(`from '${source}'`));
      expect(importing.length, `${source} imported by ${importers}`).toBeGreaterThan(0);
    }
  });

  it('stand in for lodash/fp as decap-cms-lib-util composes it (a paging header)', () => {
    // decap-cms-lib-util's parseLinkHeader, with the four functions it takes from lodash/fp.
    const parseLinkHeader = flow([
      (header: string) => header.split(','),
      map((part: string) => part.trim().split(';')),
      map(([link, rel]: string[]) => [/rel="(.*?)"/.exec(rel!)![1], /<(.*?)>/.exec(link!.trim())![1]]),
      filter(([rel]: string[]) => rel !== 'prev'),
      fromPairs,
    ]);
    expect(parseLinkHeader('<https://a/?page=2>; rel="next", <https://a/?page=1>; rel="prev"')).toEqual({
      next: 'https://a/?page=2',
    });
  });
});
