import { describe, expect, it } from 'vitest';
import { publishedWidths } from '../../admin/weight/page-drawing.tsx';
import { imageWidths } from '../../src/images.server.ts';

describe('the CMS’s drawing of a page, for its weight', () => {
  // The CMS cannot import the build's plan of a photo's files (Node's crypto): it names as many.
  it('names a photo’s files at the widths the build publishes', () => {
    expect(publishedWidths).toEqual(imageWidths);
  });
});
