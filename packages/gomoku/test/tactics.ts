/**
 * Shared helpers for tests on testdata/gomoku/tactics.json: loading
 * positions, the engine's VCF as a whole line, and checking a VCF line with
 * the public rules only.
 */
import { unwrap, type Point } from '@qipan/core';
import { readFileSync } from 'node:fs';
import { fromSetup, gomoku, parseMoveString, type GomokuState } from '@qipan/gomoku';
import { fivePoints, ThreatCache, vcf } from '../src/ai/engine.js';
import { PatternBoard } from '../src/ai/pattern-board.js';

export interface TacticsPosition {
  id: string;
  size: number;
  rule: 'freestyle' | 'standard' | 'renju';
  toMove: 'black' | 'white';
  black: [number, number][];
  white: [number, number][];
  kind: 'VCF' | 'VCT';
  winningMoves: [number, number][];
}

const file = new URL('../../../testdata/gomoku/tactics.json', import.meta.url);
export const tactics: TacticsPosition[] = (
  JSON.parse(readFileSync(file, 'utf8')) as { positions: TacticsPosition[] }
).positions;

export const tacticsById = (id: string): TacticsPosition => {
  const p = tactics.find((q) => q.id === id);
  if (!p) throw new Error(`no tactics position ${id}`);
  return p;
};

export const stateOf = (p: TacticsPosition): GomokuState =>
  unwrap(
    fromSetup({
      size: p.size,
      rule: p.rule,
      turn: p.toMove,
      black: p.black.map(([x, y]) => ({ x, y })),
      white: p.white.map(([x, y]) => ({ x, y })),
    }),
  );

/** A 15×15 freestyle position from a move string such as `h8i9f6` (Black first). */
export function freestylePosition(moves: string): GomokuState {
  const parsed = parseMoveString(moves, 15);
  if (!parsed.ok) throw new Error(`bad moves ${moves}`);
  const pts = parsed.points;
  return unwrap(
    fromSetup({
      size: 15,
      rule: 'freestyle',
      black: pts.filter((_, k) => k % 2 === 0),
      white: pts.filter((_, k) => k % 2 === 1),
      turn: pts.length % 2 === 0 ? 'black' : 'white',
    }),
  );
}

const pointsOf = (s: GomokuState, c: number): Point[] =>
  s.cells.flatMap((v, i) =>
    v === c ? [{ x: i % s.config.size, y: Math.floor(i / s.config.size) }] : [],
  );

/** Every point where the side to move wins at once, found by trying moves with `gomoku.play`. */
export function winningPoints(s: GomokuState): Point[] {
  return (gomoku.legalMoves(s) as Point[]).filter((m) => {
    const r = gomoku.play(s, m);
    return r.ok && r.value.outcome?.winner === s.turn;
  });
}

/**
 * Problems with a VCF line, checked with the public rules only (empty = valid):
 * each attacker move is legal and leaves exactly one five point, the defender
 * cannot win instead, each reply is that block, and the last move leaves two
 * five points or one the defender may not take.
 */
export function vcfProblems(s0: GomokuState, line: readonly Point[]): string[] {
  const problems: string[] = [];
  let s = s0;
  const attacker = s0.turn;
  for (const [k, m] of line.entries()) {
    const r = gomoku.play(s, m);
    if (!r.ok) return [...problems, `move ${k}: ${r.error.reason}`];
    s = r.value;
    if (k % 2 === 1 || s.outcome) continue;
    const asAttacker = unwrap(
      fromSetup({ ...s.config, black: pointsOf(s, 1), white: pointsOf(s, 2), turn: attacker }),
    );
    const fives = winningPoints(asAttacker);
    if (k === line.length - 1) {
      const blockable = fives.filter((f) => gomoku.check(s, f) === undefined);
      if (!(fives.length >= 2 || (fives.length === 1 && blockable.length === 0)))
        problems.push(
          `last move leaves ${fives.length} five points, ${blockable.length} blockable`,
        );
    } else {
      const next = line[k + 1];
      if (fives.length !== 1 || fives[0]?.x !== next?.x || fives[0]?.y !== next?.y)
        problems.push(`move ${k}: ${fives.length} five points, reply not the block`);
      if (winningPoints(s).length > 0) problems.push(`move ${k}: the defender can win instead`);
    }
  }
  return problems;
}

/**
 * The engine's VCF for the side to move as a whole line (attacker and forced
 * replies, ending on the four that cannot be stopped or the five), or undefined
 * when it finds none within `maxFours` fours (more than the AI's 40: under renju,
 * where Black may not win by a double four, `quintet/test_vcf_long` needs them).
 */
export function engineVcfLine(s: GomokuState, maxFours = 100): Point[] | undefined {
  const b = PatternBoard.fromState(s);
  const attacker = b.toMove;
  const defender = attacker === 1 ? 2 : 1;
  const line: number[] = [];
  for (let left = maxFours; left >= 0; left--) {
    const m = vcf(b, left, new ThreatCache(), () => {});
    if (m < 0) return undefined;
    line.push(m);
    const five = fivePoints(b, attacker).includes(m);
    b.play(m);
    const fives = fivePoints(b, attacker);
    if (five || fives.length >= 2 || (fives.length === 1 && b.isFoul(defender, fives[0]!)))
      return line.map((i) => b.point(i));
    const block = fives[0];
    if (block === undefined) return undefined;
    line.push(block);
    b.play(block);
  }
  return undefined;
}
