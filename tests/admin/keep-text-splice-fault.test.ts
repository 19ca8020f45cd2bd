import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { readYaml, writeKeepingText } from '../../admin/yaml/keep-text-format.ts';
import { CannotSplice } from '../../admin/yaml/splice.ts';

/*
 * The keep-the-text writer falls back to re-printing the document only when the splicer says it
 * cannot splice (its own CannotSplice); a fault of any other kind is a bug, and must show.
 */

const fault = vi.hoisted(() => ({ error: undefined as Error | undefined }));

vi.mock('../../admin/yaml/splice.ts', async (original) => {
  const real = await original<typeof import('../../admin/yaml/splice.ts')>();
  return {
    ...real,
    spliceDocument: (...args: Parameters<typeof real.spliceDocument>) => {
      if (fault.error) throw fault.error;
      return real.spliceDocument(...args);
    },
  };
});

const site = readFileSync('content/site.yaml', 'utf8');
const edited = () => {
  const data = structuredClone(readYaml(site)) as { brand: { name: string } };
  data.brand.name = 'Grupo INVERO Unido';
  return data;
};

describe('when the splicer fails', () => {
  it('falls back to re-printing the document when it cannot splice', () => {
    fault.error = new CannotSplice('a shape it does not rewrite');
    const text = writeKeepingText(site, edited());
    expect(readYaml(text)).toEqual(edited());
  });

  it('lets any other fault through: a bug is not hidden by a whole-file re-print', () => {
    fault.error = new TypeError('a bug in the splicer');
    expect(() => writeKeepingText(site, edited())).toThrow('a bug in the splicer');
  });
});
