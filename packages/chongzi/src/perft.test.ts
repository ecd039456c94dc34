import { describe, expect, it } from 'vitest';
import { Rng, unwrap } from '@qipan/core';
import { legalMoves, playMove } from './game.js';
import { perft } from './perft.js';
import { positionState } from './position.js';
import { initial, type ChongziState } from './state.js';
import type { ChongziOptions } from './types.js';

// ---------------------------------------------------------------------------
// A second, deliberately simple implementation of the rules: immutable arrays of
// characters, captures found by reading each line as a '1'/'0' string.
// ---------------------------------------------------------------------------
type Cell = 'R' | 'B' | '.';
interface Ref {
  readonly n: number;
  readonly cells: readonly Cell[];
  readonly turn: 'R' | 'B';
  readonly phase: 'placement' | 'removal' | 'movement';
  readonly removals: number;
  readonly first: 'R' | 'B';
  readonly replace: boolean;
  readonly placementCaptures: boolean;
}
type RefMove =
  { kind: 'step'; from: number; to: number } | { kind: 'place' | 'remove'; to: number };

const other = (c: 'R' | 'B'): 'R' | 'B' => (c === 'R' ? 'B' : 'R');

function refFromState(s: ChongziState): Ref {
  return {
    n: s.size,
    cells: s.board.map((c) => (c === 'red' ? 'R' : c === 'blue' ? 'B' : '.')),
    turn: s.turn === 'red' ? 'R' : 'B',
    phase: s.phase,
    removals: s.removals,
    first: s.options.firstPlayer === 'red' ? 'R' : 'B',
    replace: s.options.start === 'fixed',
    placementCaptures: s.options.capturesDuringPlacement,
  };
}

function refCaptured(cells: readonly Cell[], n: number, at: number, me: 'R' | 'B'): number[] {
  const x0 = at % n;
  const y0 = Math.floor(at / n);
  const out: number[] = [];
  for (const [dx, dy] of [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ] as const) {
    const inside = (x: number, y: number) =>
      x >= 0 && y >= 0 && x < n && y < n && cells[y * n + x] !== '.';
    let x = x0;
    let y = y0;
    while (inside(x - dx, y - dy)) {
      x -= dx;
      y -= dy;
    }
    const run: number[] = [];
    while (inside(x, y)) {
      run.push(y * n + x);
      x += dx;
      y += dy;
    }
    const text = run.map((p) => (cells[p] === me ? '1' : '0')).join('');
    const table: Record<string, number[]> = {
      '110': [2],
      '011': [0],
      '1100': [2, 3],
      '0011': [0, 1],
      '1000': [1, 2, 3],
      '0001': [0, 1, 2],
    };
    for (const i of table[text] ?? []) out.push(run[i] as number);
  }
  return out;
}

function refMoves(p: Ref): RefMove[] {
  const out: RefMove[] = [];
  if (p.phase === 'placement') {
    p.cells.forEach((c, i) => c === '.' && out.push({ kind: 'place', to: i }));
    return out;
  }
  if (!p.cells.includes('R') || !p.cells.includes('B')) return out;
  if (p.phase === 'removal') {
    p.cells.forEach((c, i) => c === other(p.turn) && out.push({ kind: 'remove', to: i }));
    return out;
  }
  p.cells.forEach((c, i) => {
    if (c !== p.turn) return;
    const x = i % p.n;
    const y = Math.floor(i / p.n);
    for (const [dx, dy] of [
      [0, -1],
      [0, 1],
      [-1, 0],
      [1, 0],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < p.n && ny < p.n && p.cells[ny * p.n + nx] === '.') {
        out.push({ kind: 'step', from: i, to: ny * p.n + nx });
      }
    }
  });
  return out;
}

function refPlay(p: Ref, m: RefMove): Ref {
  const cells = [...p.cells];
  if (m.kind === 'remove') {
    cells[m.to] = '.';
    const removals = p.removals + 1;
    return removals === 2
      ? { ...p, cells, removals, phase: 'movement', turn: p.first }
      : { ...p, cells, removals, turn: other(p.turn) };
  }
  if (m.kind === 'step') cells[m.from] = '.';
  cells[m.to] = p.turn;
  if (m.kind === 'step' || p.placementCaptures) {
    for (const q of refCaptured(cells, p.n, m.to, p.turn)) cells[q] = p.replace ? p.turn : '.';
  }
  if (m.kind === 'place' && !cells.includes('.'))
    return { ...p, cells, phase: 'removal', turn: p.first };
  return { ...p, cells, turn: other(p.turn) };
}

function refPerft(p: Ref, depth: number): number[] {
  const counts = new Array<number>(depth).fill(0);
  const walk = (q: Ref, d: number): void => {
    const ms = refMoves(q);
    counts[d] = (counts[d] as number) + ms.length;
    if (d + 1 < depth) for (const m of ms) walk(refPlay(q, m), d + 1);
  };
  walk(p, 0);
  return counts;
}

/** Perft through the public immutable API (draw rules off, so only wins end the game). */
function publicPerft(s: ChongziState, depth: number): number[] {
  const counts = new Array<number>(depth).fill(0);
  const walk = (q: ChongziState, d: number): void => {
    const ms = legalMoves(q);
    counts[d] = (counts[d] as number) + ms.length;
    if (d + 1 < depth) for (const m of ms) walk(unwrap(playMove(q, m)), d + 1);
  };
  walk(s, 0);
  return counts;
}

const NO_DRAWS = { drawByRepetition: false, quietMoveLimit: null } as const;

function randomWalk(options: ChongziOptions, plies: number, seed: number): ChongziState {
  const rng = Rng.fromSeed(seed);
  let s = initial({ ...options, ...NO_DRAWS });
  for (let i = 0; i < plies; i++) {
    const ms = legalMoves(s);
    if (ms.length === 0) break;
    s = unwrap(playMove(s, rng.pick(ms)));
  }
  return s;
}

describe('perft: the numbers of the rules page', () => {
  it('4×4 fixed start: d=1 4, d=2 16', () => {
    expect(perft(initial({ size: 4, start: 'fixed' }), 2)).toEqual([4, 16]);
  });
  it('5×5 fixed start: d=1 5, d=2 18', () => {
    expect(perft(initial({ size: 5, start: 'fixed' }), 2)).toEqual([5, 18]);
  });
  it('depth 0 is empty and bad depths are refused', () => {
    expect(perft(initial({ size: 4 }), 0)).toEqual([]);
    expect(() => perft(initial({ size: 4 }), -1)).toThrow(RangeError);
  });
});

describe('perft: known counts (computed here, checked against the reference below)', () => {
  const rows: readonly [string, ChongziOptions, readonly number[]][] = [
    ['4×4 fixed', { size: 4, start: 'fixed' }, [4, 16, 106, 768, 4764, 31856, 200384, 1355650]],
    ['5×5 fixed', { size: 5, start: 'fixed' }, [5, 18, 140, 930, 6378, 38502, 268972, 1759512]],
    ['4×4 empty', { size: 4, start: 'empty' }, [16, 240, 3360, 43680]],
    ['5×5 empty', { size: 5, start: 'empty' }, [25, 600, 13800, 303600]],
  ];
  for (const [name, options, counts] of rows) {
    it(name, () => expect(perft(initial(options), counts.length)).toEqual(counts));
  }
});

describe('perft agrees with the simple reference implementation', () => {
  const starts: readonly [string, ChongziState, number][] = [
    ['4×4 fixed start', initial({ size: 4, start: 'fixed' }), 6],
    ['5×5 fixed start', initial({ size: 5, start: 'fixed' }), 5],
    ['5×5 fixed, Blue first', initial({ size: 5, start: 'fixed', firstPlayer: 'blue' }), 4],
    ['4×4 position', unwrap(positionState('B.B./.RB./R..B/.R.R b', { start: 'fixed' })), 5],
    [
      '5×5 position, captures remove',
      unwrap(positionState('BB.BB/.RRB./B.R.R/.B.R./RR.B. r', { start: 'empty' })),
      5,
    ],
  ];
  for (const [name, s, depth] of starts) {
    it(`${name}, depth ${depth}`, () =>
      expect(perft(s, depth)).toEqual(refPerft(refFromState(s), depth)));
  }

  it('random positions of every variant, through placement, removal and movement', () => {
    const variants: ChongziOptions[] = [
      { size: 4, start: 'fixed' },
      { size: 5, start: 'fixed' },
      { size: 4, start: 'empty' },
      { size: 5, start: 'empty' },
      { size: 4, start: 'empty', capturesDuringPlacement: true },
      { size: 5, start: 'empty', capturesDuringPlacement: true, firstPlayer: 'blue' },
    ];
    let checked = 0;
    variants.forEach((v, vi) => {
      const plies =
        v.start === 'empty' ? [v.size === 4 ? 13 : 22, v.size === 4 ? 16 : 25, 30] : [5, 20, 40];
      for (const ply of plies) {
        for (let seed = 0; seed < 3; seed++) {
          const s = randomWalk(v, ply, vi * 100 + ply * 7 + seed);
          expect(perft(s, 4)).toEqual(refPerft(refFromState(s), 4));
          checked++;
        }
      }
    });
    expect(checked).toBe(54);
  });

  it('the public immutable API walks the same tree', () => {
    const a = randomWalk({ size: 4, start: 'empty', capturesDuringPlacement: true }, 12, 5);
    expect(publicPerft(a, 5)).toEqual(refPerft(refFromState(a), 5));
    const b = initial({ size: 5, start: 'fixed', ...NO_DRAWS });
    expect(publicPerft(b, 4)).toEqual(perft(b, 4));
  });
});
