import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSgf } from './parse.js';
import { escapeSgfValue, formatSgf } from './format.js';
import type { SgfCollection, SgfNode, SgfTree } from './types.js';

const id = fc.stringMatching(/^[A-Z]{1,4}$/);
const value = fc.oneof(
  fc.string(),
  fc.string({
    unit: fc.constantFrom('a', ']', '\\', ':', '\n', '\r', ' ', '[', ')', '(', ';', '棋'),
  }),
);
const node: fc.Arbitrary<SgfNode> = fc.dictionary(
  id,
  fc.array(value, { minLength: 1, maxLength: 3 }),
  {
    maxKeys: 4,
  },
);
const tree: fc.Arbitrary<SgfTree> = fc.letrec<{ tree: SgfTree }>((tie) => ({
  tree: fc.record({
    nodes: fc.array(node, { minLength: 1, maxLength: 3 }),
    variations: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant([]),
      fc.array(tie('tree'), { maxLength: 3 }),
    ),
  }),
})).tree;
const collection: fc.Arbitrary<SgfCollection> = fc.array(tree, { minLength: 1, maxLength: 3 });

describe('formatSgf', () => {
  it('writes a normalised text', () => {
    const c: SgfCollection = [
      {
        nodes: [{ GM: ['1'], C: ['a]b\\'] }, { B: ['dd'] }],
        variations: [
          { nodes: [{ W: ['cc'] }], variations: [] },
          { nodes: [{ W: ['ee'] }], variations: [] },
        ],
      },
    ];
    expect(formatSgf(c)).toBe('(;GM[1]C[a\\]b\\\\]\n;B[dd]\n(;W[cc])\n(;W[ee]))\n');
    expect(formatSgf(c, { charset: 'UTF-8' })).toContain(';GM[1]C[a\\]b\\\\]CA[UTF-8]');
  });

  it('escapes only backslash and closing bracket', () => {
    expect(escapeSgfValue('a:b[c]\\')).toBe('a:b[c\\]\\\\');
  });

  it('round-trips parse(format(c)) = c for arbitrary collections', () => {
    fc.assert(
      fc.property(collection, (c) => {
        const r = parseSgf(formatSgf(c));
        expect(r.ok && r.value).toEqual(c);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips format(parse(text)) as a fixed point', () => {
    fc.assert(
      fc.property(collection, (c) => {
        const once = formatSgf(c);
        const r = parseSgf(once);
        expect(r.ok && formatSgf(r.value)).toBe(once);
      }),
      { numRuns: 100 },
    );
  });
});
