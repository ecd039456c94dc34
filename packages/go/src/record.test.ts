import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSgf, parseSgf, unwrap, type SgfTree } from '@qipan/core';
import { EMPTY, FastBoard, WHITE } from './board.js';
import { randomGoGame } from '../test/random-game.js';
import { toDiagram } from './diagram.js';
import { formatSgfVertex } from './notation.js';
import { playAs } from './play.js';
import {
  addRecordMove,
  mainLineIds,
  newGoRecord,
  pathIds,
  positionAt,
  recordMove,
  recordMoveFromSgf,
  removeRecordNode,
  setRootProperties,
  type GoRecord,
} from './record.js';
import { goRecordToSgf, loadGoRecord } from './sgf.js';
import {
  hasSetup,
  moverOf,
  parseSgfMove,
  playerToMove,
  setupChanges,
  sharedMoveNode,
} from './sgfnode.js';
import { captures, initial, playAt, stoneAt, withSetup, type GoState } from './state.js';

const tree = (text: string): SgfTree => unwrap(parseSgf(text))[0]!;
const load = (t: SgfTree | string, limits = {}): GoRecord =>
  unwrap(loadGoRecord(typeof t === 'string' ? tree(t) : t, {}, limits));

/** Every node's position the slow, obvious way: the immutable API, parent by parent. */
function reference(rec: GoRecord): Map<number, GoState> {
  const out = new Map<number, GoState>([[0, rec.rootState]]);
  for (const n of rec.tree.walk()) {
    if (n.parent === undefined) continue;
    let s = out.get(n.parent)!;
    const sgf = n.data.sgf;
    if (hasSetup(sgf))
      s = withSetup(s, unwrap(setupChanges(sgf, rec.rules.size)), playerToMove(sgf) ?? s.turn);
    const mover = moverOf(sgf);
    if (mover) {
      const m = parseSgfMove((mover === 'black' ? sgf.B : sgf.W)![0]!, rec.rules.size)!;
      s = unwrap(playAs(s, mover, m));
    }
    out.set(n.id, s);
  }
  return out;
}

function chain(s: GoState): string[] {
  const out: string[] = [];
  for (let p: GoState['positions'] | undefined = s.positions; p; p = p.prev)
    out.push(`${p.lo},${p.hi},${p.turn}`);
  return out;
}

const same = (a: GoState, b: GoState) => {
  expect(toDiagram(a)).toBe(toDiagram(b));
  expect([a.turn, a.moveNumber, a.passes, a.handicapToPlace]).toEqual([
    b.turn,
    b.moveNumber,
    b.passes,
    b.handicapToPlace,
  ]);
  expect(captures(a)).toEqual(captures(b));
  expect([a.board.ko, a.lastMove]).toEqual([b.board.ko, b.lastMove]);
  expect(chain(a)).toEqual(chain(b));
};

/** A random legal 19×19 game without passes, as one SGF text, and its end board. */
function randomGame(moves: number): { text: string; board: FastBoard } {
  const { moves: nodes, board } = randomGoGame(moves, 20261124);
  return { text: `(;GM[1]FF[4]SZ[19]RU[Japanese]${nodes.join('\n')})`, board };
}

describe('positions on demand', () => {
  it('agree with the immutable API at every node of random records (setup, passes, variations)', () => {
    const prop = fc.oneof(
      fc.tuple(fc.constantFrom('B', 'W'), fc.constantFrom('', 'aa', 'ab', 'ba', 'bb', 'cc', 'bc')),
      fc.tuple(fc.constantFrom('AB', 'AW', 'AE'), fc.constantFrom('aa', 'cc', 'aa:bb')),
      fc.tuple(fc.constant('PL'), fc.constantFrom('B', 'W')),
    );
    const node = fc
      .array(prop, { maxLength: 2 })
      .map((ps) => `;${ps.map(([k, v]) => `${k}[${v}]`).join('')}`);
    const line = fc.array(node, { minLength: 1, maxLength: 10 }).map((ns) => ns.join(''));
    const rules = fc.constantFrom('Japanese', 'Chinese', 'NZ', 'Tromp-Taylor');
    const text = fc
      .tuple(rules, line, fc.array(line, { maxLength: 3 }))
      .map(
        ([ru, main, vars]) => `(;GM[1]SZ[4]RU[${ru}]${main}${vars.map((v) => `(${v})`).join('')})`,
      );
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 4 }), (t, cacheSize) => {
        const r = loadGoRecord(tree(t), {}, { positions: cacheSize });
        if (!r.ok) return;
        const ref = reference(r.value);
        for (const id of [...ref.keys()].reverse()) same(positionAt(r.value, id), ref.get(id)!);
        // Each refused move is refused by play() too, for the same reason (records
        // without setup: a node's own setup comes between its parent and its move).
        for (const e of /A[BWE]\[|PL\[/.test(t) ? [] : r.value.errors) {
          if (e.parentId < 0 || e.reason === 'bad-point') continue;
          const m = parseSgfMove(e.value, r.value.rules.size)!;
          const again = playAs(ref.get(e.parentId)!, e.color, m);
          expect(again.ok ? 'legal' : again.error.reason).toBe(e.reason);
        }
        expect(r.value.positions.size).toBeLessThanOrEqual(cacheSize);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a positional superko repeat the way play() does, allows it when situational', () => {
    // White's suicide at A19 leaves the stones as they were one move before.
    const moves = ';B[ab];W[ee];B[ba];W[aa]';
    const tt = load(`(;GM[1]SZ[5]RU[Tromp-Taylor]${moves})`);
    expect(tt.errors.map((e) => [e.reason, e.moveNumber, e.message])).toEqual([
      ['superko', 4, 'move 4 (white A5): the move repeats an earlier position (superko)'],
    ]);
    const before = positionAt(tt, 3);
    expect(playAs(before, 'white', playAt(0, 0))).toMatchObject({ error: { reason: 'superko' } });
    const nz = load(`(;GM[1]SZ[5]RU[NZ]${moves})`);
    expect(nz.errors).toEqual([]);
    expect(nz.tree.size).toBe(5);
  });
});

describe('shared moves and move nodes', () => {
  it('reads an SGF move value into the same shared move parseSgfMove + recordMove give', () => {
    const values = [
      'dd',
      'aa',
      'sa',
      'ss',
      'ta',
      'st',
      'tt',
      '',
      ' dd ',
      'zz',
      'Aa',
      'aA',
      'd',
      'ddd',
      '!a',
    ];
    for (const size of [9, 19, 21, 26]) {
      for (const v of values) {
        for (const color of ['black', 'white'] as const) {
          const m = parseSgfMove(v, size);
          const expected = m && recordMove(color, m);
          expect(
            recordMoveFromSgf(color, v, size),
            `${color} ${JSON.stringify(v)} on ${size}`,
          ).toBe(expected);
        }
      }
    }
    expect(recordMoveFromSgf('white', 'cd', 19)).toEqual({
      color: 'white',
      move: { type: 'play', point: { x: 2, y: 3 } },
    });
    expect(recordMoveFromSgf('black', 'tt', 19)?.move).toEqual({ type: 'pass' });
    expect(recordMoveFromSgf('black', 'tt', 21)?.move).toEqual({
      type: 'play',
      point: { x: 19, y: 19 },
    });
    expect(recordMoveFromSgf('black', 'ja', 9)).toBeUndefined();
  });

  it('shares one node object per move value and keeps any other node as it is', () => {
    const a = sharedMoveNode({ B: ['qd'] });
    expect(sharedMoveNode({ B: ['qd'] })).toBe(a);
    expect(sharedMoveNode({ W: ['qd'] })).not.toBe(a);
    expect(sharedMoveNode({ W: ['qd'] })).toEqual({ W: ['qd'] });
    const pass = sharedMoveNode({ W: [''] });
    expect(sharedMoveNode({ W: [''] })).toBe(pass);
    for (const other of [{ B: ['qd'], C: ['hi'] }, { B: ['qd', 'dd'] }, { C: ['qd'] }, {}]) {
      expect(sharedMoveNode(other)).toBe(other);
    }
  });
});

describe('records of any size', () => {
  it('loads a 100,000-move game iteratively; the end position and captures are the board’s', () => {
    const { text, board } = randomGame(100_000);
    const t0 = performance.now();
    const rec = load(text);
    const loadMs = performance.now() - t0;
    expect(rec.errors).toEqual([]);
    expect(rec.tree.size).toBe(100_001);
    const end = positionAt(rec, mainLineIds(rec).at(-1)!);
    expect(end.moveNumber).toBe(100_000);
    // Known from the generator's own board (seeded): the captures of this very game.
    expect(captures(end)).toEqual({ black: 49_972, white: 49_720 });
    for (let y = 0; y < 19; y++) {
      for (let x = 0; x < 19; x++) {
        const v = board.cells[board.index(x, y)];
        expect(stoneAt(end, { x, y })).toBe(
          v === EMPTY ? undefined : v === WHITE ? 'white' : 'black',
        );
      }
    }
    expect(loadMs).toBeLessThan(5000);
    // Stepping back from the end replays from a nearby checkpoint, not from the start.
    expect(positionAt(rec, 99_990).moveNumber).toBe(99_990);
    expect(rec.positions.size).toBeLessThanOrEqual(256);
  });

  it('refuses a record over the node limit with a typed error naming the limit', () => {
    const text = `(;GM[1]SZ[9]${Array.from({ length: 12 }, (_, i) => `(;B[${'abcdefghi'[i % 9]}a])`).join('')})`;
    expect(loadGoRecord(tree(text), {}, { maxNodes: 10 })).toEqual({
      ok: false,
      error: {
        reason: 'too-many-nodes',
        message: 'the record has 13 nodes, more than the limit of 10',
        limit: 10,
      },
    });
    expect(load(text, { maxNodes: 13 }).tree.node(0).children).toHaveLength(12);
  });

  it('writes 130,000 one-move variations back without spreading them into one call', () => {
    const n = 130_000;
    const vars = Array.from(
      { length: n },
      (_, i) => `(;B[${formatSgfVertex({ x: i % 19, y: Math.floor(i / 19) % 19 })}])`,
    );
    const t = tree(`(;GM[1]SZ[19]${vars.join('')})`);
    const rec = load(t);
    expect(rec.tree.size).toBe(n + 1);
    const back = goRecordToSgf(rec);
    expect(back.variations).toHaveLength(n);
    expect(formatSgf([back])).toBe(formatSgf([t]));
  });
});

describe('editing a record', () => {
  it('appends, removes (undo) and keeps every earlier version intact', () => {
    const r0 = newGoRecord(initial({ size: 9 }));
    const a = unwrap(addRecordMove(r0, 0, 'black', playAt(4, 4)));
    const b = unwrap(addRecordMove(a.record, a.id, 'white', playAt(3, 3)));
    expect(positionAt(b.record, b.id).moveNumber).toBe(2);
    const undone = removeRecordNode(b.record, b.id);
    expect(undone.tree.size).toBe(2);
    expect(undone.tree.node(a.id).children).toEqual([]);
    expect(b.record.tree.size).toBe(3);
    // A different move after the undo gets a new id and its own position.
    const c = unwrap(addRecordMove(undone, a.id, 'white', playAt(2, 2)));
    expect(c.id).not.toBe(b.id);
    expect(stoneAt(positionAt(c.record, c.id), { x: 2, y: 2 })).toBe('white');
    expect(stoneAt(positionAt(b.record, b.id), { x: 2, y: 2 })).toBeUndefined();
    expect(() => removeRecordNode(c.record, 0)).toThrow(RangeError);
  });

  it('sets root properties but not the ones that decide positions', () => {
    const r = setRootProperties(newGoRecord(initial({ size: 9 })), { RE: ['B+R'] });
    expect(r.tree.node(0).data.sgf.RE).toEqual(['B+R']);
    expect(() => setRootProperties(r, { AB: ['aa'] })).toThrow(/AB/);
  });

  it('appends in O(log n): the time per move barely grows from 1,000 to 50,000 nodes', () => {
    const { text } = randomGame(50_000);
    const moves = tree(text).nodes.slice(1);
    const rate = (count: number): number => {
      let rec = newGoRecord(initial({ size: 19, preset: 'japanese' }));
      let at = 0;
      let t0 = 0;
      for (let i = 0; i < count; i++) {
        if (i === count - 500) t0 = performance.now();
        const sgf = moves[i]!;
        const color = moverOf(sgf)!;
        const m = parseSgfMove((sgf.B ?? sgf.W)![0]!, 19)!;
        const r = unwrap(addRecordMove(rec, at, color, m));
        rec = r.record;
        at = r.id;
      }
      return performance.now() - t0;
    };
    rate(1_000); // warm-up
    const small = rate(1_000);
    const big = rate(50_000);
    expect(big).toBeLessThan(small * 4 + 20);
  });
});

describe('pathIds', () => {
  it('lists the ids from the root to a node of a variation, and [] for an id not in the record', () => {
    let rec = newGoRecord(initial({ size: 9 }));
    const add = (parent: number, color: 'black' | 'white', x: number, y: number): number => {
      const r = addRecordMove(rec, parent, color, playAt(x, y));
      if (!r.ok) throw new Error(r.error.message);
      rec = r.value.record;
      return r.value.id;
    };
    const a = add(rec.tree.rootId, 'black', 4, 4);
    const b = add(a, 'white', 2, 2);
    const c = add(a, 'white', 6, 6);
    const d = add(c, 'black', 6, 2);
    expect(pathIds(rec, d)).toEqual([rec.tree.rootId, a, c, d]);
    expect(pathIds(rec, b)).toEqual([rec.tree.rootId, a, b]);
    expect(pathIds(rec, rec.tree.rootId)).toEqual([rec.tree.rootId]);
    expect(pathIds(removeRecordNode(rec, c), d)).toEqual([]);
  });
});

describe('addRecordMove with a known position', () => {
  it('keeps the given position for the new node instead of playing the move again', () => {
    const rec = newGoRecord(initial({ size: 9 }));
    const r0 = playAs(rec.rootState, 'black', playAt(4, 4));
    if (!r0.ok) throw new Error(r0.error.message);
    const r = addRecordMove(rec, rec.tree.rootId, 'black', playAt(4, 4), { position: r0.value });
    if (!r.ok) throw new Error(r.error.message);
    expect(positionAt(r.value.record, r.value.id)).toBe(r0.value);
    expect(r.value.record.tree.node(r.value.id).data.moveNumber).toBe(1);
    // Without it the move is played (and refused when illegal).
    const again = addRecordMove(r.value.record, r.value.id, 'white', playAt(4, 4));
    expect(again.ok ? undefined : again.error.reason).toBe('occupied');
  });
});
