import { describe, expect, it } from 'vitest';
import { cachingRules, headersFile } from '../../../scripts/build/headers-file.ts';

describe('_headers', () => {
  it('writes each rule as a pattern and its indented headers', () => {
    expect(headersFile([['/*', { 'X-Frame-Options': 'DENY' }], ['/a', { 'X-Test': 'a', 'X-Other': 'b' }]])).toBe(
      '/*\n  X-Frame-Options: DENY\n\n/a\n  X-Test: a\n  X-Other: b\n',
    );
  });

  it('refuses a value with a line break, which would smuggle in a header of its own', () => {
    expect(() => headersFile([['/*', { 'Content-Security-Policy': "img-src 'self'\nSet-Cookie: x=1" }]])).toThrow(
      /quebra de linha/,
    );
    expect(() => headersFile([['/a\n  X-Evil: 1', {}]])).toThrow(/quebra de linha/);
  });

  it('keeps the version the site carries out of every cache: it changes at each deploy, under one address', () => {
    expect(headersFile(cachingRules)).toContain('\n/version.json\n  Cache-Control: no-store\n');
  });
});
