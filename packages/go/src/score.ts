/**
 * Counting a finished game: area (stones + surrounded points) or territory
 * (surrounded points + prisoners), from a list of dead stones. Points next to both
 * colours (dame, shared liberties in seki) are neutral; under territory scoring the
 * eyes of groups in seki are neutral too. Seki is found after the dead stones are
 * removed (see {@link findSeki}) unless the caller marks it.
 *
 * @example
 * ```ts
 * import { initial, score } from '@qipan/go';
 * const s = score(initial({ size: 9, preset: 'chinese' }), { dead: [] });
 * s.result; // 'W+7.5'
 * ```
 */
import type { ByColor, Color, Point } from '@qipan/core';
import { BLACK, EDGE, EMPTY, WHITE } from './board.js';
import { findSeki } from './seki.js';
import { boardOf, type GoState } from './state.js';

export interface ScoreOptions {
  /** Stones removed as dead before counting. */
  readonly dead?: readonly Point[];
  /**
   * Stones of groups in seki (their eyes count for nobody under territory scoring),
   * replacing the automatic detection; `[]` declares that there is no seki.
   */
  readonly seki?: readonly Point[];
}

export interface ScoreBreakdown {
  readonly scoring: 'area' | 'territory';
  /** Surrounded points (dead stones' points included). */
  readonly territory: ByColor<number>;
  /** Living stones on the board (counted under area scoring). */
  readonly stones: ByColor<number>;
  /** Stones captured during play plus dead stones (counted under territory scoring). */
  readonly prisoners: ByColor<number>;
  readonly komi: number;
  /** Points White gets for the handicap stones (area presets). */
  readonly handicapCompensation: number;
  readonly total: ByColor<number>;
  readonly winner: Color | undefined;
  readonly margin: number;
  /** 'B+3.5', 'W+0.5', or '0' for a draw (SGF RE style). */
  readonly result: string;
  /** Owner of each point after counting, `[y][x]`; undefined for neutral. */
  readonly ownership: (Color | undefined)[][];
  /**
   * Empty points of seki: the liberties shared by groups in seki and those groups'
   * eyes (neutral under territory scoring; under area scoring the eyes count).
   */
  readonly seki: Point[];
  /** Stones of the groups in seki. */
  readonly sekiStones: Point[];
}

/** Counts `state` under its own rules. */
export function score(state: GoState, options: ScoreOptions = {}): ScoreBreakdown {
  const rules = state.rules;
  const board = boardOf(state);
  const size = rules.size;
  const cells = board.cells.slice();
  const deadCount = { black: 0, white: 0 };
  for (const p of options.dead ?? []) {
    const i = board.index(p.x, p.y);
    const v = cells[i];
    if (v === BLACK) deadCount.black++;
    else if (v === WHITE) deadCount.white++;
    else continue;
    cells[i] = EMPTY;
  }
  const seki = new Uint8Array(cells.length);
  const sekiPoint = new Uint8Array(cells.length);
  if (options.seki === undefined) {
    const found = findSeki(size, cells);
    for (const i of found.stones) seki[i] = 1;
    for (const i of found.points) sekiPoint[i] = 1;
  } else
    for (const p of options.seki) {
      const i = board.index(p.x, p.y);
      if (cells[i] === BLACK || cells[i] === WHITE) seki[i] = 1;
    }

  const owner = new Int8Array(cells.length); // 0 neutral, 1 black, 2 white
  const seen = new Uint8Array(cells.length);
  const stack: number[] = [];
  const region: number[] = [];
  const dirs = board.offsets;
  for (let start = 0; start < cells.length; start++) {
    if (cells[start] !== EMPTY || seen[start]) continue;
    let borders = 0;
    let touchesSeki = false;
    region.length = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const s = stack.pop() as number;
      region.push(s);
      for (const d of dirs) {
        const q = s + d;
        const v = cells[q];
        if (v === EMPTY) {
          if (!seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        } else if (v !== EDGE) {
          borders |= v as number;
          if (seki[q]) touchesSeki = true;
        }
      }
    }
    const own = borders === BLACK || borders === WHITE ? borders : 0;
    if (touchesSeki && options.seki !== undefined) for (const s of region) sekiPoint[s] = 1;
    if (own && !(touchesSeki && rules.scoring === 'territory'))
      for (const s of region) owner[s] = own;
  }

  const territory = { black: 0, white: 0 };
  const stones = { black: 0, white: 0 };
  const ownership: (Color | undefined)[][] = [];
  const sekiPoints: Point[] = [];
  const sekiStones: Point[] = [];
  for (let y = 0; y < size; y++) {
    const row: (Color | undefined)[] = [];
    for (let x = 0; x < size; x++) {
      const i = board.index(x, y);
      const v = cells[i];
      if (sekiPoint[i]) sekiPoints.push({ x, y });
      if (seki[i]) sekiStones.push({ x, y });
      let who: Color | undefined;
      if (v === BLACK || v === WHITE) {
        who = v === BLACK ? 'black' : 'white';
        stones[who]++;
      } else if (owner[i]) {
        who = owner[i] === BLACK ? 'black' : 'white';
        territory[who]++;
      }
      row.push(who);
    }
    ownership.push(row);
  }
  const prisoners = {
    black: (board.prisoners[BLACK] as number) + deadCount.white,
    white: (board.prisoners[WHITE] as number) + deadCount.black,
  };
  const h = rules.handicap >= 2 ? rules.handicap : 0;
  const handicapCompensation =
    rules.scoring !== 'area'
      ? 0
      : rules.handicapCompensation === 'n'
        ? h
        : rules.handicapCompensation === 'n-1'
          ? Math.max(0, h - 1)
          : 0;
  const total =
    rules.scoring === 'area'
      ? {
          black: stones.black + territory.black,
          white: stones.white + territory.white + rules.komi + handicapCompensation,
        }
      : {
          black: territory.black + prisoners.black,
          white: territory.white + prisoners.white + rules.komi,
        };
  const diff = total.black - total.white;
  const winner: Color | undefined = diff > 0 ? 'black' : diff < 0 ? 'white' : undefined;
  const margin = Math.abs(diff);
  const result = winner === undefined ? '0' : `${winner === 'black' ? 'B' : 'W'}+${margin}`;
  return {
    scoring: rules.scoring,
    territory,
    stones,
    prisoners,
    komi: rules.komi,
    handicapCompensation,
    total,
    winner,
    margin,
    result,
    ownership,
    seki: sekiPoints,
    sekiStones,
  };
}
