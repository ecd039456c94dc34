import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  formatSgf,
  parseSgf,
  parseSgfBytes,
  sgfNodeCount,
  unwrap,
  type SgfTree,
} from '@qipan/core';
import { goRecordErrorPosition, goRecordToSgf, loadGoRecord, parseSgfMove } from './sgf.js';
import { addRecordMove, mainLineIds, newGoRecord, positionAt, type GoRecord } from './record.js';
import { BLACK, EMPTY, FastBoard, WHITE, otherColor, type StoneColor } from './board.js';
import { initial, stoneAt } from './state.js';
import { toDiagram } from './diagram.js';
import { formatSgfVertex } from './notation.js';
import { sgfRootFor } from './sgfroot.js';
import { heapAfterGc } from '../../../test/heap.js';

const dir = new URL('../../../testdata/sgf/', import.meta.url);
const files = (readdirSync(dir, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.sgf'))
  .sort();
const treesOf = (f: string): readonly SgfTree[] =>
  unwrap(parseSgfBytes(new Uint8Array(readFileSync(new URL(f, dir))))).collection;
const tree = (text: string): SgfTree => unwrap(parseSgf(text))[0]!;
const load = (t: SgfTree): GoRecord => unwrap(loadGoRecord(t));
const last = (r: GoRecord) => positionAt(r, mainLineIds(r).at(-1)!);

/** file → [main-line moves, total nodes loaded, errors (reason@move)]. */
const CORPUS: Record<string, [number, number, string[]]> = {
  'sabaki-app/beginner_game.sgf': [18, 19, []],
  'sabaki-app/blank_game.sgf': [0, 1, []],
  'sabaki-app/pro_game.sgf': [235, 236, []],
  'sabaki-app/shodan_game.sgf': [83, 84, []],
  'sabaki-sgf/chinese.sgf': [2, 3, []],
  'sabaki-sgf/complex.sgf': [-1, 287, []],
  'sabaki-sgf/encoding/nihon-kiin.sgf': [8, 9, []],
  'sabaki-sgf/japanese.sgf': [2, 3, []],
  'sabaki-sgf/japanese_bad.sgf': [2, 3, []],
  'sabaki-sgf/korean.sgf': [2, 3, []],
  'sabaki-sgf/no-ca.sgf': [-1, 30, []],
  'sabaki-sgf/utf16le.sgf': [164, 165, []],
  'sabaki-sgf/utf8bom.sgf': [164, 165, []],
  'sgf-spec/ff4_ex.sgf': [-1, -1, []],
};

describe('SGF GM[1] corpus', () => {
  it('covers every file', () => expect(files).toEqual(Object.keys(CORPUS).sort()));
  for (const f of files) {
    it(`${f}: loads every move, writes back the same text`, () => {
      const t = treesOf(f)[0]!;
      const rec = load(t);
      const [moves, nodes, errors] = CORPUS[f]!;
      if (moves >= 0)
        expect(mainLineIds(rec).filter((id) => rec.tree.node(id).data.move).length).toBe(moves);
      if (nodes >= 0) expect(rec.tree.size).toBe(nodes);
      if (f !== 'sgf-spec/ff4_ex.sgf')
        expect(rec.errors.map((e) => `${e.reason}@${e.moveNumber}`)).toEqual(errors);
      if (rec.errors.length === 0) expect(formatSgf([goRecordToSgf(rec)])).toBe(formatSgf([t]));
    });
  }

  it('places handicap stones from HA + AB and lets White start', () => {
    const rec = load(treesOf('sabaki-app/beginner_game.sgf')[0]!);
    expect(rec.rules.handicap).toBe(9);
    const root = positionAt(rec, 0);
    expect(root.turn).toBe('white');
    expect(stoneAt(root, { x: 3, y: 15 })).toBe('black');
  });

  it('reads a record without SZ as 19×19', () => {
    expect(load(treesOf('sabaki-app/pro_game.sgf')[0]!).rules.size).toBe(19);
  });

  it('stops at the suicide in the spec example and names it', () => {
    const rec = load(treesOf('sgf-spec/ff4_ex.sgf')[0]!);
    expect(rec.errors.map((e) => e.reason)).toContain('suicide');
    const e = rec.errors.find((x) => x.reason === 'suicide')!;
    expect(e.message).toMatch(/^move \d+ \((black|white) [A-T]\d+\): .*suicide/);
    expect(rec.tree.size).toBeGreaterThan(40);
  });
});

describe('loadGoRecord', () => {
  it('stops a line at an illegal move and says which and why', () => {
    const rec = load(tree('(;GM[1]SZ[9];B[ee];W[dd](;B[ee];W[cc])(;B[cc]))'));
    expect(rec.errors).toEqual([
      expect.objectContaining({
        moveNumber: 3,
        color: 'black',
        vertex: 'E5',
        reason: 'occupied',
        parentId: 2,
      }),
    ]);
    expect(rec.tree.size).toBe(4); // root, B E5, W D6, and the legal variation B C7
    expect(rec.tree.node(2).children).toEqual([3]);
  });

  it('reads passes as B[] and B[tt] (tt only up to 19×19)', () => {
    expect(parseSgfMove('', 19)).toEqual({ type: 'pass' });
    expect(parseSgfMove('tt', 19)).toEqual({ type: 'pass' });
    expect(parseSgfMove('tt', 21)).toEqual({ type: 'play', point: { x: 19, y: 19 } });
    expect(parseSgfMove('zz', 19)).toBeUndefined();
    const rec = load(tree('(;GM[1]SZ[9];B[];W[tt];B[ee])'));
    expect(rec.errors).toEqual([]);
    expect(last(rec).passes).toBe(0);
    expect(stoneAt(last(rec), { x: 4, y: 4 })).toBe('black');
  });

  it('plays on after two passes, as GNU Go records do', () => {
    const rec = load(tree('(;GM[1]SZ[9];B[ee];W[];B[];W[cc];B[gg])'));
    expect(rec.errors).toEqual([]);
    expect(mainLineIds(rec)).toHaveLength(6); // root and 5 moves
    const after = positionAt(rec, mainLineIds(rec)[3]!);
    expect(after.passes).toBe(2);
    const end = last(rec);
    expect([end.moveNumber, end.passes, end.turn]).toEqual([5, 0, 'white']);
    expect(stoneAt(end, { x: 2, y: 2 })).toBe('white');
    expect(stoneAt(end, { x: 6, y: 6 })).toBe('black');
    expect(stoneAt(end, { x: 4, y: 4 })).toBe('black');
    // Three passes in a row count three; a branch that breaks the rules still stops.
    const three = load(tree('(;GM[1]SZ[9];B[];W[];B[];W[ee];B[ee])'));
    expect(positionAt(three, mainLineIds(three)[3]!).passes).toBe(3);
    expect(three.errors).toEqual([expect.objectContaining({ reason: 'occupied', moveNumber: 5 })]);
    // Adding a move after two passes to a record works too.
    const added = addRecordMove(rec, mainLineIds(rec)[3]!, 'white', {
      type: 'play',
      point: { x: 0, y: 0 },
    });
    expect(added.ok).toBe(true);
  });

  it('applies AB, AW, AE with compressed lists and PL', () => {
    const rec = load(tree('(;GM[1]SZ[5]AB[aa:bb]AW[ee]PL[W];AE[aa]B[cc])'));
    expect(toDiagram(positionAt(rec, 0))).toBe(
      'X X . . .\nX X . . .\n. . . . .\n. . . . .\n. . . . O',
    );
    expect(positionAt(rec, 0).turn).toBe('white');
    expect(toDiagram(positionAt(rec, 1))).toBe(
      '. X . . .\nX X . . .\n. . X . .\n. . . . .\n. . . . O',
    );
  });

  it('refuses what is not a square Go board', () => {
    expect(loadGoRecord(tree('(;GM[4]SZ[15])'))).toMatchObject({
      ok: false,
      error: { reason: 'not-go' },
    });
    expect(loadGoRecord(tree('(;GM[1]SZ[9:13])'))).toMatchObject({
      ok: false,
      error: { reason: 'bad-size' },
    });
    expect(loadGoRecord(tree('(;GM[1]SZ[52])'))).toMatchObject({
      ok: false,
      error: { reason: 'bad-size' },
    });
    expect(loadGoRecord(tree('(;GM[1]SZ[9]AB[zz])'))).toMatchObject({
      ok: false,
      error: { reason: 'bad-setup' },
    });
  });

  it('refuses SZ, HA and KM values outside the SGF Number/Real grammar (defect 11)', () => {
    const refused: [string, string, string][] = [
      ['SZ[1e1]', 'bad-size', 'root node: SZ[1e1] is not a board size (digits, or columns:rows)'],
      ['SZ[19.0]', 'bad-size', 'root node: SZ[19.0] is not a board size (digits, or columns:rows)'],
      ['SZ[0x13]', 'bad-size', 'root node: SZ[0x13] is not a board size (digits, or columns:rows)'],
      ['SZ[]', 'bad-size', 'root node: SZ[] is not a board size (digits, or columns:rows)'],
      [
        'SZ[9:9:9]',
        'bad-size',
        'root node: SZ[9:9:9] is not a board size (digits, or columns:rows)',
      ],
      [
        'SZ[9:9.0]',
        'bad-size',
        'root node: SZ[9:9.0] is not a board size (digits, or columns:rows)',
      ],
      [
        'SZ[\u00a09]',
        'bad-size',
        'root node: SZ[\u00a09] is not a board size (digits, or columns:rows)',
      ],
      ['HA[2.0]', 'bad-handicap', 'root node: HA[2.0] is not a handicap (an SGF Number such as 2)'],
      ['HA[x]', 'bad-handicap', 'root node: HA[x] is not a handicap (an SGF Number such as 2)'],
      ['KM[1e1]', 'bad-komi', 'root node: KM[1e1] is not a komi (an SGF Real such as 6.5)'],
      [
        'KM[Infinity]',
        'bad-komi',
        'root node: KM[Infinity] is not a komi (an SGF Real such as 6.5)',
      ],
      ['KM[.5]', 'bad-komi', 'root node: KM[.5] is not a komi (an SGF Real such as 6.5)'],
    ];
    for (const [prop, reason, message] of refused) {
      const text = `(;GM[1]C[SZ[9\\]]\n${prop};B[dd])`;
      const r = loadGoRecord(tree(text));
      expect(r).toEqual({ ok: false, error: { reason, message } });
      // Where: the property in the root, not the SZ inside the comment.
      if (!r.ok) expect(goRecordErrorPosition(text, r.error)).toEqual({ line: 2, column: 1 });
    }
    const two = '(;GM[1]SZ[9])\n(;GM[1] SZ[19.0])';
    const second = loadGoRecord(unwrap(parseSgf(two))[1]!);
    expect(!second.ok && goRecordErrorPosition(two, second.error, 1)).toEqual({
      line: 2,
      column: 9,
    });
    // The grammar's own forms still load.
    const sizes: [string, number][] = [
      ['SZ[ 13 ]', 13],
      ['SZ[+9]', 9],
      ['SZ[9:9]', 9],
      ['SZ[07]', 7],
    ];
    for (const [prop, size] of sizes) expect(load(tree(`(;GM[1]${prop})`)).rules.size).toBe(size);
    expect(load(tree('(;GM[1]SZ[9]KM[-5.50]HA[])')).rules).toMatchObject({
      komi: -5.5,
      handicap: 0,
    });
    expect(load(tree('(;GM[1]SZ[9]KM[]HA[+3])')).rules.handicap).toBe(3);
  });

  it('takes rules and komi from RU and KM', () => {
    const rec = load(tree('(;GM[1]SZ[13]RU[Chinese]KM[7])'));
    expect(rec.rules).toMatchObject({
      preset: 'chinese',
      ko: 'positional-superko',
      komi: 7,
      size: 13,
    });
  });

  it('loads a 5,000-move record (random legal game on 19×19) and writes it back', () => {
    const b = FastBoard.create(19);
    let c: StoneColor = BLACK;
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const moves: string[] = [];
    while (moves.length < 5000) {
      let p = -1;
      for (let tries = 0; tries < 2000 && p < 0; tries++) {
        const q = b.index(rand(19), rand(19));
        if (b.check(c, q, 'forbidden') === undefined) p = q;
      }
      if (p < 0) {
        b.pass();
        moves.push(`;${c === BLACK ? 'B' : 'W'}[]`);
      } else {
        b.play(c, p);
        moves.push(`;${c === BLACK ? 'B' : 'W'}[${formatSgfVertex({ x: b.x(p), y: b.y(p) })}]`);
      }
      c = otherColor(c);
    }
    const text = `(;GM[1]FF[4]SZ[19]RU[Japanese]${moves.join('\n')})`;
    const t = tree(text);
    const rec = load(t);
    expect(rec.errors).toEqual([]);
    expect(rec.tree.size).toBe(5001);
    const end = last(rec);
    for (let y = 0; y < 19; y++) {
      for (let x = 0; x < 19; x++) {
        const v = b.cells[b.index(x, y)];
        expect(stoneAt(end, { x, y })).toBe(
          v === EMPTY ? undefined : v === WHITE ? 'white' : 'black',
        );
      }
    }
    const back = goRecordToSgf(rec);
    expect(sgfNodeCount(back)).toBe(5001);
    expect(formatSgf([back])).toBe(formatSgf([t]));
  });
});

describe('new records', () => {
  it('writes a game with handicap, moves, a pass and a variation', () => {
    let rec = newGoRecord(initial({ preset: 'japanese', size: 9, handicap: 2 }));
    const a = unwrap(addRecordMove(rec, 0, 'white', { type: 'play', point: { x: 4, y: 4 } }));
    rec = a.record;
    rec = unwrap(addRecordMove(rec, a.id, 'black', { type: 'pass' })).record;
    rec = unwrap(addRecordMove(rec, a.id, 'black', { type: 'play', point: { x: 3, y: 3 } })).record;
    expect(unwrap(addRecordMove(rec, 0, 'white', { type: 'play', point: { x: 4, y: 4 } })).id).toBe(
      a.id,
    );
    expect(
      addRecordMove(rec, a.id, 'black', { type: 'play', point: { x: 4, y: 4 } }),
    ).toMatchObject({
      ok: false,
      error: { reason: 'occupied' },
    });
    const text = formatSgf([goRecordToSgf(rec)]);
    expect(text).toBe(
      '(;GM[1]FF[4]CA[UTF-8]AP[Qipan:0.1.0]SZ[9]KM[0.5]RU[Japanese]HA[2]AB[g3][c7]\n;W[ee]\n(;B[])\n(;B[dd]))\n'.replace(
        'AB[g3][c7]',
        'AB[gc][cg]',
      ),
    );
    const again = load(tree(text));
    expect(again.errors).toEqual([]);
    expect(again.tree.size).toBe(4);
    expect(toDiagram(positionAt(again, 3))).toBe(toDiagram(positionAt(rec, 3)));
  });

  it('names a preset in RU only when the game is played by its ko, suicide and counting', () => {
    // `qipan go match` referees Chinese counting with simple ko: a reader of RU[Chinese]
    // would apply positional superko and refuse a legal repetition of that game.
    expect(sgfRootFor(initial({ preset: 'chinese', size: 9 })).RU).toEqual(['Chinese']);
    expect(sgfRootFor(initial({ preset: 'chinese', size: 9, ko: 'simple' })).RU).toBeUndefined();
    expect(
      sgfRootFor(initial({ preset: 'japanese', size: 9, suicide: 'allowed' })).RU,
    ).toBeUndefined();
  });
});

describe('record memory', () => {

  it('keeps 100,000 loaded one-move variations in under 250 bytes a node', () => {
    // Issue 12, defect 3: once ~20 KB a node (a position each), so a million variations
    // exhausted the heap. Now a node is its table entry and data; moves share objects.
    const text = `(;GM[1]SZ[19]${'(;B[dd])(;B[pp])'.repeat(50_000)})`;
    // Parsed in a call of its own, whose frame holds the parse tree: only the record stays.
    const loadText = (t: string) => unwrap(loadGoRecord(tree(t)));
    const before = heapAfterGc();
    const rec = loadText(text);
    const perNode = (heapAfterGc() - before) / rec.tree.size;
    expect(rec.tree.size).toBe(100_001);
    expect(rec.tree.node(rec.tree.rootId).children).toHaveLength(100_000);
    expect(positionAt(rec, 100_000).lastMove).toEqual({
      type: 'play',
      color: 'black',
      point: { x: 15, y: 15 },
    });
    expect(perNode).toBeGreaterThan(40); // the measure sees the record at all
    expect(perNode).toBeLessThan(250);
  });
});
