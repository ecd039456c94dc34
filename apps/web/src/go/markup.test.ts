import { parseSgf } from '@qipan/core';
import { loadGoRecord, type GoRecord } from '@qipan/go';
import { describe, expect, it } from 'vitest';
import { dimValuesAt, NO_MARKUP, nodeMarkup, sgfMarkup, sgfPointList } from './markup.js';

function record(sgf: string): GoRecord {
  const parsed = parseSgf(sgf);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const tree = parsed.value[0];
  if (!tree) throw new Error('no game');
  const r = loadGoRecord(tree);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Node ids down the main line, root first. */
function mainLine(rec: GoRecord): number[] {
  const ids = [rec.tree.rootId];
  for (;;) {
    const next = rec.tree.node(ids.at(-1) ?? 0).children[0];
    if (next === undefined) return ids;
    ids.push(next);
  }
}

describe('SGF markup', () => {
  it('reads TR SQ LB AR DD with a compressed DD rectangle into exact maps', () => {
    const m = sgfMarkup(
      { TR: ['aa', 'bb'], SQ: ['cc'], LB: ['dd:A'], AR: ['aa:cc'], DD: ['ee:ff'] },
      9,
    );
    expect(m.markers).toEqual({
      '0,0': 'triangle',
      '1,1': 'triangle',
      '2,2': 'square',
      '3,3': 'label',
    });
    expect(m.labels).toEqual({ '3,3': 'A' });
    expect(m.lines).toEqual([{ from: { x: 0, y: 0 }, to: { x: 2, y: 2 }, arrow: true }]);
    expect(m.highlights).toEqual({
      '4,4': ['dim'],
      '5,4': ['dim'],
      '4,5': ['dim'],
      '5,5': ['dim'],
    });
  });

  it('reads CR MA SL (compressed) and LN, a label winning over a shape on its point', () => {
    const m = sgfMarkup(
      { CR: ['ab'], MA: ['ba:ca'], SL: ['ad:bd'], LN: ['aa:ai', 'ai:aa'], LB: ['ab:long\ntext'] },
      9,
    );
    expect(m.markers).toEqual({ '0,1': 'label', '1,0': 'cross', '2,0': 'cross' });
    expect(m.labels).toEqual({ '0,1': 'long text' });
    expect(m.highlights).toEqual({ '0,3': ['selected'], '1,3': ['selected'] });
    // The same line given both ways round is drawn once.
    expect(m.lines).toEqual([{ from: { x: 0, y: 0 }, to: { x: 0, y: 8 }, arrow: false }]);
  });

  it('skips bad values: off the board, not points, empty labels, malformed or zero-length pairs', () => {
    const m = sgfMarkup(
      {
        TR: ['tt', 'zz', 'a', 'aa:zz', 'bb'],
        SQ: ['a!'],
        LB: ['jj:X', 'cc', 'dd:', 'ee: '],
        AR: ['aa', 'aa:aa', 'aa:jj', 'aa:b', 'bb:cc', 'bb:cc'],
        LN: [':'],
        DD: ['ii:jj'],
      },
      9,
    );
    expect(m.markers).toEqual({ '1,1': 'triangle' });
    expect(m.labels).toEqual({});
    expect(m.lines).toEqual([{ from: { x: 1, y: 1 }, to: { x: 2, y: 2 }, arrow: true }]);
    expect(m.highlights).toEqual({});
    expect(sgfPointList(['aa:zz', 'ab', ''], 9)).toEqual([{ x: 0, y: 1 }]);
  });

  it('inherits DD down the line until a node sets it again; DD[] undims', () => {
    const rec = record(
      '(;GM[1]SZ[9]DD[aa:ab];B[ee];W[dc]TR[dc];B[cc]DD[gg];W[gc];B[hh]DD[];W[hc])',
    );
    const ids = mainLine(rec);
    expect(ids).toHaveLength(7);
    const dims = ids.map((id) => Object.keys(nodeMarkup(rec, id).highlights).join(' '));
    expect(dims).toEqual(['0,0 0,1', '0,0 0,1', '0,0 0,1', '6,6', '6,6', '', '']);
    expect(dimValuesAt(rec.tree, ids[2] ?? -1)).toEqual(['aa:ab']);
    expect(dimValuesAt(rec.tree, ids[6] ?? -1)).toEqual(['']);
    // Markers are the node's own: the triangle is on node 2 only.
    expect(nodeMarkup(rec, ids[2] ?? -1).markers).toEqual({ '3,2': 'triangle' });
    expect(nodeMarkup(rec, ids[3] ?? -1).markers).toEqual({});
    // No markup at all is the shared empty value; so is a node the record does not have.
    expect(nodeMarkup(rec, ids[6] ?? -1)).toBe(NO_MARKUP);
    expect(nodeMarkup(rec, 999)).toBe(NO_MARKUP);
    // The same tree and node give the same object.
    expect(nodeMarkup(rec, ids[3] ?? -1)).toBe(nodeMarkup(rec, ids[3] ?? -1));
  });

  it('uses the record size: a 19×19 point is off a 9×9 board', () => {
    const rec = record('(;GM[1]SZ[19]TR[ss]SQ[tt])');
    expect(nodeMarkup(rec, rec.tree.rootId).markers).toEqual({ '18,18': 'triangle' });
    expect(sgfMarkup({ TR: ['ss'] }, 9).markers).toEqual({});
  });
});
