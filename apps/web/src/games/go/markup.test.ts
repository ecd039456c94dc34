import { parseSgf, unwrap } from '@qipan/core';
import { initial, loadGoRecord, play, playAt, type GoRecord } from '@qipan/go';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup.js';
import { goBoardData, goPointLabel, type GoBoardProps } from './GoBoard.js';
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

  it('reads territory: TB and TW (compressed) as black and white territory', () => {
    const m = sgfMarkup({ TB: ['aa:ab'], TW: ['ii'] }, 9);
    expect(m.highlights).toEqual({
      '0,0': ['own-black'],
      '0,1': ['own-black'],
      '8,8': ['own-white'],
    });
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

describe('markup on the Go board', () => {
  // Black C7 (move 1), White D6 (move 2, the last); numbers shown; counting: D6 dead.
  let s = initial({ size: 9 });
  s = unwrap(play(s, playAt(2, 2)));
  s = unwrap(play(s, playAt(3, 3)));
  const ownership = Array.from({ length: 9 }, () =>
    Array.from({ length: 9 }, () => 'black' as const),
  );
  const props: GoBoardProps = {
    state: s,
    last: { x: 3, y: 3 },
    numbers: new Map([
      ['2,2', 1],
      ['3,3', 2],
    ]),
    counting: { dead: new Set(['3,3']), ownership },
    ghost: undefined,
    disabled: false,
    onActivate: () => undefined,
    markup: sgfMarkup({ LB: ['cc:A'], TR: ['dd'], DD: ['dd'], SL: ['ee'], AR: ['cc:ee'] }, 9),
  };
  const data = goBoardData(props);

  it('a label wins over a move number, a markup marker over the ring and the number', () => {
    expect(data.labels['2,2']).toBe('A');
    expect(data.markers['2,2']).toBe('label');
    expect(data.markers['3,3']).toBe('triangle');
    // The triangle hides move 2's number (the name still says it).
    expect(data.labels['3,3']).toBeUndefined();
    expect(data.numberLabels['3,3']).toBe('2');
    expect(data.lastKey).toBe('3,3');
    // Markup highlights and counting's come together.
    expect(data.highlights['3,3']).toEqual(['dim', 'dead', 'own-black']);
    expect(data.highlights['4,4']).toEqual(['selected', 'own-black']);
    expect(data.lines).toEqual([{ from: { x: 2, y: 2 }, to: { x: 4, y: 4 }, arrow: true }]);
    // Without markup the board is as before: the ring on the last move, numbers on stones.
    const plain = goBoardData({ ...props, markup: undefined });
    expect(plain.markers).toEqual({ '3,3': 'last' });
    expect(plain.labels).toEqual({ '2,2': '1', '3,3': '2' });
    expect(plain.lines).toEqual([]);
  });

  it('names the markup with the point, in English and Chinese', () => {
    for (const [lang, want] of [
      [
        'en',
        [
          'C7, black stone, move 1, label A, arrow to E5',
          'D6, white stone, move 2, last move, triangle, dimmed, dead, black territory',
          'E5, empty, selected, arrow from C7, black territory',
        ],
      ],
      [
        'zh',
        [
          'C7，黑子，第 1 手，标签 A，箭头指向 E5',
          'D6，白子，第 2 手，最后一手，三角，变暗，死子，黑方的地',
          'E5，空，选中，来自 C7 的箭头，黑方的地',
        ],
      ],
    ] as const) {
      const t = createI18n(lang).getFixedT<['go', 'common']>(lang, ['go', 'common']);
      const names = [
        { x: 2, y: 2 },
        { x: 3, y: 3 },
        { x: 4, y: 4 },
      ].map((p) => goPointLabel(t, data, props.counting, p));
      expect(names).toEqual(want);
    }
  });
});
