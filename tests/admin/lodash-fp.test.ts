import { describe, expect, it } from 'vitest';
import { filter, flow, fromPairs, map } from '../../admin/decap/swaps/lodash-fp.ts';

describe("the bundle's stand-in for lodash/fp (that Decap still imports it: decap-reliances.test.ts)", () => {
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
