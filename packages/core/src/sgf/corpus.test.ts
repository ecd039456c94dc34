import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSgfBytes } from './bytes.js';
import { parseSgf } from './parse.js';
import { formatSgf } from './format.js';
import { sgfMainLine, sgfNodeCount, type SgfCollection } from './types.js';

const dir = new URL('../../../../testdata/sgf/', import.meta.url);
const files = (readdirSync(dir, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.sgf'))
  .sort();
const load = (f: string) => {
  const r = parseSgfBytes(new Uint8Array(readFileSync(new URL(f, dir))));
  if (!r.ok) throw new Error(`${f}: ${r.error.message}`);
  return r.value;
};
const root = (c: SgfCollection) => c[0]!.nodes[0]!;

/** file → [encoding, tree count, node count of the first tree, a property, its value]. */
const KNOWN: Record<string, [string, number, number, string, string]> = {
  'sabaki-app/beginner_game.sgf': ['utf-8', 1, 19, 'HA', '9'],
  'sabaki-app/blank_game.sgf': ['utf-8', 1, 1, 'DT', ''],
  'sabaki-app/pro_game.sgf': ['utf-8', 1, 236, 'RE', 'W+6.5'],
  'sabaki-app/shodan_game.sgf': ['utf-8', 1, 84, 'RE', 'B+R'],
  'sabaki-sgf/chinese.sgf': ['gb18030', 1, 3, 'PW', '柯洁'],
  'sabaki-sgf/complex.sgf': ['utf-8', 1, 287, 'RU', 'chinese'],
  'sabaki-sgf/encoding/nihon-kiin.sgf': ['shift_jis', 1, 9, 'PC', '韓国棋院'],
  'sabaki-sgf/japanese.sgf': ['shift_jis', 1, 3, 'PB', '井山 裕太'],
  'sabaki-sgf/japanese_bad.sgf': ['utf-8', 1, 3, 'PB', '\ufffd\ufffd\ufffdR \ufffdT\ufffd\ufffd'],
  'sabaki-sgf/korean.sgf': ['euc-kr', 1, 3, 'PB', '이세돌'],
  'sabaki-sgf/no-ca.sgf': ['gb18030', 1, 30, 'MULTIGOGM', '1'],
  'sabaki-sgf/utf16le.sgf': ['utf-16le', 1, 165, 'PW', 'Go Seigen'],
  'sabaki-sgf/utf8bom.sgf': ['utf-8', 1, 165, 'PB', 'Kitani Minoru'],
  'sgf-spec/ff4_ex.sgf': ['utf-8', 2, 54, 'GN', 'Gametree 1: properties'],
};

describe('SGF corpus (testdata/sgf)', () => {
  it('has every file listed here', () => {
    expect(files).toEqual(Object.keys(KNOWN).sort());
  });
  for (const f of files) {
    it(`${f}: decodes, parses and round-trips`, () => {
      const [encoding, trees, nodes, prop, value] = KNOWN[f]!;
      const s = load(f);
      expect(s.encoding).toBe(encoding);
      expect(s.collection).toHaveLength(trees);
      expect(sgfNodeCount(s.collection[0]!)).toBe(nodes);
      expect(root(s.collection)[prop]).toEqual([value]);
      const text = formatSgf(s.collection);
      const again = parseSgf(text);
      expect(again.ok && again.value).toEqual(s.collection);
      expect(again.ok && formatSgf(again.value)).toBe(text);
    });
  }

  it('reads the same record from UTF-8 with BOM and UTF-16LE', () => {
    const a = load('sabaki-sgf/utf8bom.sgf').collection;
    const b = load('sabaki-sgf/utf16le.sgf').collection;
    expect(sgfMainLine(b[0]!).slice(1)).toEqual(sgfMainLine(a[0]!).slice(1));
  });

  it('decodes the Chinese comment of the file without CA', () => {
    expect(root(load('sabaki-sgf/no-ca.sgf').collection).C?.[0]).toContain('黑先');
  });

  it('keeps the spec example: compressed lists, passes, the second tree', () => {
    const c = load('sgf-spec/ff4_ex.sgf').collection;
    expect(sgfNodeCount(c[1]!)).toBe(8);
    const all = formatSgf(c);
    expect(all).toContain('AB[dd][de][df][dg][do:gq]');
    expect(all).toContain('B[tt]');
    expect(all).toContain('W[]');
  });
});
