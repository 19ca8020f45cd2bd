import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../../src');
const sources = readdirSync(srcDir, { recursive: true })
  .map(String)
  .filter((file) => /\.(tsx?|jsx?)$/.test(file));

describe('the app source', () => {
  // Content is text: React escapes it, unless code opts out with one of these.
  it.each(sources)('%s never renders strings as HTML or code', (file) => {
    const code = readFileSync(path.join(srcDir, file), 'utf8');
    expect(code).not.toMatch(
      /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(/,
    );
  });
});
