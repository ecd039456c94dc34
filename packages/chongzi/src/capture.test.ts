import { describe, expect, it } from 'vitest';
import { unwrap, type Point } from '@qipan/core';
import { playMove } from './game.js';
import { formatPosition, fromSetup, positionState } from './position.js';
import type { ChongziState } from './state.js';
import { LINES, type Line, type Side, type Start } from './types.js';

/**
 * One line of a capture case: `R`/`B` pieces, `.` empty, and the mover's piece
 * that lands written in lowercase (`r` Red moves, `b` Blue moves). `captured`
 * lists indices in the string.
 */
interface Case {
  readonly name: string;
  readonly line: string;
  readonly captured: readonly number[];
}

const CASES: readonly Case[] = [
  { name: 'two push one, landing at the front', line: 'rRB', captured: [2] },
  { name: 'two push one, landing behind', line: 'RrB', captured: [2] },
  { name: 'two push one, reversed', line: 'BRr', captured: [0] },
  { name: 'two push one, reversed, landing in the middle', line: 'BrR', captured: [0] },
  { name: 'two push one with spaces around', line: '.rRB.', captured: [3] },
  { name: 'two push two', line: 'rRBB', captured: [2, 3] },
  { name: 'two push two, landing second', line: 'RrBB', captured: [2, 3] },
  { name: 'two push two, reversed', line: 'BBRr', captured: [0, 1] },
  { name: 'two push two, reversed, landing third', line: 'BBrR', captured: [0, 1] },
  { name: 'one push three', line: 'rBBB', captured: [1, 2, 3] },
  { name: 'one push three, reversed', line: 'BBBr', captured: [0, 1, 2] },
  { name: 'one push three with a space after', line: 'rBBB.', captured: [1, 2, 3] },
  { name: 'Blue pushes Red', line: 'bBR', captured: [2] },
  { name: 'Blue one push three', line: 'RRRb', captured: [0, 1, 2] },
  // A tail of either colour blocks the push (带尾不冲).
  { name: 'tail of the mover after 110', line: 'rRBR', captured: [] },
  { name: 'tail of the opponent after 110', line: 'rRBB.', captured: [2, 3] },
  { name: 'tail of the opponent after 1100', line: 'rRBBB', captured: [] },
  { name: 'tail of the mover before 110', line: 'RrRB', captured: [] },
  { name: 'tail of the opponent before 110', line: 'BrRB', captured: [] },
  { name: 'tail after one push three', line: 'rBBBR', captured: [] },
  { name: 'tail before one push three', line: 'RrBBB', captured: [] },
  { name: 'tail before 011', line: 'RBRr', captured: [] },
  { name: 'a gap is not a tail', line: 'rRB.R', captured: [2] },
  { name: 'a gap before is not a tail', line: 'B.rRB', captured: [4] },
  // Patterns that never capture.
  { name: 'run of two', line: 'rB', captured: [] },
  { name: 'one push two is not a pattern', line: 'rBB', captured: [] },
  { name: 'one push one inside 101', line: 'rBR', captured: [] },
  { name: 'three push one is too long', line: 'RRrB', captured: [] },
  { name: 'two push one with a gap', line: 'rR.B', captured: [] },
  { name: 'run of five', line: 'rRRBB', captured: [] },
  // Only the mover captures: moving into the opponent's pattern is safe.
  { name: 'Red steps into Blue Blue _', line: 'BBr', captured: [] },
  { name: 'Blue steps into Red Red _', line: 'RRb', captured: [] },
  { name: 'Red steps next to Blue Blue Blue', line: 'BBBr.', captured: [0, 1, 2] },
  { name: 'Red steps into 0 0 1 with its own piece last', line: 'BBrR', captured: [0, 1] },
];

const DIRS: Record<Line, readonly [number, number]> = {
  horizontal: [1, 0],
  vertical: [0, 1],
  diagonal: [1, 1],
  antidiagonal: [1, -1],
};

/** Where the line's point `i` lies when the line starts at `offset` in direction `line`. */
function linePoint(n: number, line: Line, offset: number, i: number): Point {
  const k = offset + i;
  const mid = Math.floor(n / 2);
  switch (line) {
    case 'horizontal':
      return { x: k, y: mid };
    case 'vertical':
      return { x: mid, y: k };
    case 'diagonal':
      return { x: k, y: k };
    case 'antidiagonal':
      return { x: k, y: n - 1 - k };
  }
}

interface Built {
  readonly state: ChongziState;
  readonly from: Point;
  readonly to: Point;
  readonly points: readonly Point[];
}

function build(n: 4 | 5, c: Case, line: Line, offset: number, start: Start): Built | undefined {
  const board: (Side | undefined)[] = new Array<Side | undefined>(n * n).fill(undefined);
  const points = [...c.line].map((_, i) => linePoint(n, line, offset, i));
  let to: Point | undefined;
  let mover: Side = 'red';
  [...c.line].forEach((ch, i) => {
    const p = points[i] as Point;
    if (ch === 'R' || ch === 'B') board[p.y * n + p.x] = ch === 'R' ? 'red' : 'blue';
    if (ch === 'r' || ch === 'b') {
      to = p;
      mover = ch === 'r' ? 'red' : 'blue';
    }
  });
  if (!to) throw new Error('case without a mover');
  const t = to;
  const [dx, dy] = DIRS[line];
  const from = [
    { x: t.x + 1, y: t.y },
    { x: t.x, y: t.y + 1 },
    { x: t.x - 1, y: t.y },
    { x: t.x, y: t.y - 1 },
  ].find(
    (q) =>
      q.x >= 0 &&
      q.y >= 0 &&
      q.x < n &&
      q.y < n &&
      board[q.y * n + q.x] === undefined &&
      (q.x - t.x) * dy !== (q.y - t.y) * dx &&
      !points.some((p) => p.x === q.x && p.y === q.y),
  );
  if (!from) return undefined;
  board[from.y * n + from.x] = mover;
  const state = unwrap(fromSetup({ size: n, board, turn: mover }, { start }));
  return { state, from, to: t, points };
}

const key = (p: Point): string => `${p.x},${p.y}`;
const sortKeys = (ps: readonly Point[]): string[] => ps.map(key).sort();

describe('capture table: every pattern in the four directions, at both edges', () => {
  for (const n of [5, 4] as const) {
    for (const c of CASES) {
      if (c.line.length > n) continue;
      for (const line of LINES) {
        const offsets = [...new Set([0, n - c.line.length])];
        for (const offset of offsets) {
          it(`${n}×${n} ${line} @${offset}: ${c.name} (${c.line})`, () => {
            const b = build(n, c, line, offset, 'fixed');
            expect(b).toBeDefined();
            if (!b) return;
            const mover = b.state.turn;
            const after = unwrap(playMove(b.state, { kind: 'step', from: b.from, to: b.to }));
            const expected = c.captured.map((i) => b.points[i] as Point);
            const got = after.captures.flatMap((cap) => cap.captured);
            expect(sortKeys(got)).toEqual(sortKeys(expected));
            if (expected.length > 0) {
              expect(after.captures).toHaveLength(1);
              expect(after.captures[0]?.line).toBe(line);
              // Replacement: the captured points now hold the mover's pieces.
              for (const p of expected) expect(after.board[p.y * n + p.x]).toBe(mover);
            }
          });
        }
      }
    }
  }
});

describe('replacement versus removal', () => {
  it('the fixed start replaces captured pieces, the empty start removes them', () => {
    const c: Case = { name: 'two push two', line: 'rRBB', captured: [2, 3] };
    const fixed = build(5, c, 'horizontal', 1, 'fixed');
    const empty = build(5, c, 'horizontal', 1, 'empty');
    if (!fixed || !empty) throw new Error('no build');
    const a = unwrap(playMove(fixed.state, { kind: 'step', from: fixed.from, to: fixed.to }));
    const b = unwrap(playMove(empty.state, { kind: 'step', from: empty.from, to: empty.to }));
    expect(formatPosition(a)).toBe('...../...../.RRRR/...../..... b');
    expect(formatPosition(b)).toBe('...../...../.RR../...../..... b');
    expect(a.captures[0]?.run.map(key)).toEqual(['1,2', '2,2', '3,2', '4,2']);
  });

  it('captures on two lines are applied together', () => {
    // Red steps C2-C3 (x=2: y 3 -> 2): row 2 reads . R r B . and the diagonal . R r B .
    const s = unwrap(positionState('...../.R.../.R.B./..RB./..... r', { start: 'fixed' }));
    const after = unwrap(playMove(s, { kind: 'step', from: { x: 2, y: 3 }, to: { x: 2, y: 2 } }));
    expect(formatPosition(after)).toBe('...../.R.../.RRR./...R./..... b');
    expect(after.captures.map((c) => [c.line, c.captured.map(key)])).toEqual([
      ['horizontal', ['3,2']],
      ['diagonal', ['3,3']],
    ]);
  });

  it('no chain reaction: a replaced piece does not capture in turn', () => {
    // Red B2-B3 pushes the Blue piece on C3 (row "RrB.."). Column C then reads
    // ". B R R ." (011), but only the moved piece's lines count: C4 stays Blue.
    const s = unwrap(positionState('...../..B../R.B../.RR../..... r', { start: 'fixed' }));
    const after = unwrap(playMove(s, { kind: 'step', from: { x: 1, y: 3 }, to: { x: 1, y: 2 } }));
    expect(formatPosition(after)).toBe('...../..B../RRR../..R../..... b');
    expect(after.captures).toHaveLength(1);
  });
});
