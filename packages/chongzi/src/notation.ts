/**
 * Move notation: points Go-style (column letter from the left, row number from the
 * bottom: `A1` is the bottom-left point), `C2-C3` a step, `C3` a placement, `xC3`
 * the removal of the piece on C3.
 *
 * @example
 * ```ts
 * import { parseMove, formatMove } from '@qipan/chongzi';
 * const r = parseMove('C2-C3', 5); // { kind: 'step', from: { x: 2, y: 3 }, to: { x: 2, y: 2 } }
 * if (r.ok) formatMove(r.value, 5); // 'C2-C3'
 * ```
 */
import { err, illegal, ok, type IllegalMove, type Point, type Result } from '@qipan/core';
import type { ChongziMove } from './types.js';

export type NotationError = IllegalMove<'malformed' | 'off-board'>;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function formatPoint(p: Point, n: number): string {
  return `${LETTERS[p.x] ?? '?'}${n - p.y}`;
}

export function parsePoint(text: string, n: number): Result<Point, NotationError> {
  const m = /^([A-Za-z])([1-9][0-9]?)$/.exec(text.trim());
  if (!m) return err(illegal('malformed', `"${text}" is not a point like C3`));
  const x = LETTERS.indexOf((m[1] as string).toUpperCase());
  const row = Number(m[2]);
  if (x >= n || row > n)
    return err(illegal('off-board', `${text.trim()} is off the ${n}×${n} board`));
  return ok({ x, y: n - row });
}

export function formatMove(move: ChongziMove, n: number): string {
  if (move.kind === 'step') return `${formatPoint(move.from, n)}-${formatPoint(move.to, n)}`;
  return move.kind === 'place' ? formatPoint(move.at, n) : `x${formatPoint(move.at, n)}`;
}

export function parseMove(text: string, n: number): Result<ChongziMove, NotationError> {
  const t = text.trim();
  const step = /^([A-Za-z][0-9]+)-([A-Za-z][0-9]+)$/.exec(t);
  if (step) {
    const from = parsePoint(step[1] as string, n);
    if (!from.ok) return from;
    const to = parsePoint(step[2] as string, n);
    if (!to.ok) return to;
    return ok({ kind: 'step', from: from.value, to: to.value });
  }
  const single = /^(x?)([A-Za-z][0-9]+)$/.exec(t);
  if (!single) return err(illegal('malformed', `"${text}" is not a move like C2-C3, C3 or xC3`));
  const at = parsePoint(single[2] as string, n);
  if (!at.ok) return at;
  return ok(single[1] === 'x' ? { kind: 'remove', at: at.value } : { kind: 'place', at: at.value });
}
