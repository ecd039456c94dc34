/**
 * The Go bot's levels, 1 (a beginner) to 10 (full strength), each playing like a weaker
 * or stronger player, not like a strong one who blunders at random. Even the network's
 * policy sampled hot beats GNU Go level 10 on 9×9 (5 of 6 games), so levels 1–3 are the
 * Monte-Carlo pattern bot at its own levels 1, 2 and 4 (level 1 lost 6 of 6 to GNU Go
 * level 1); 4–6 play the network's policy, one evaluation a move, sampled at a falling
 * temperature (a hot policy spreads its choice over plausible moves; moves it gives under
 * 1 % are never played); 7–10 search with the network, more visits at each level, level
 * 10 by the clock.
 */
import type { Rng } from '@qipan/core';
import { check, type GoMove, type GoState } from '@qipan/go';
import type { NetEvaluation } from './evaluation.js';
import { isOwnTrueEye } from './search/search.js';

export interface NetLevel {
  readonly level: number;
  /** Visits of the tree search a move; 1 means the policy alone. */
  readonly visits: number;
  /** Temperature of the policy for the one-evaluation levels (0: its best move). */
  readonly policyTemperature: number;
  /** Thinking time a move at most (ms), the clock permitting. */
  readonly timeMs: number;
  /** When set, the pattern bot (`@qipan/go/bot`) plays at this level of its own instead. */
  readonly patterns?: number;
}

const LEVELS: readonly NetLevel[] = [
  { level: 1, visits: 0, policyTemperature: 0, timeMs: 1000, patterns: 1 },
  { level: 2, visits: 0, policyTemperature: 0, timeMs: 1000, patterns: 2 },
  { level: 3, visits: 0, policyTemperature: 0, timeMs: 1000, patterns: 4 },
  { level: 4, visits: 1, policyTemperature: 1.3, timeMs: 1000 },
  { level: 5, visits: 1, policyTemperature: 0.7, timeMs: 1000 },
  { level: 6, visits: 1, policyTemperature: 0, timeMs: 1000 },
  { level: 7, visits: 16, policyTemperature: 0, timeMs: 2000 },
  { level: 8, visits: 64, policyTemperature: 0, timeMs: 3000 },
  { level: 9, visits: 200, policyTemperature: 0, timeMs: 5000 },
  { level: 10, visits: 1000, policyTemperature: 0, timeMs: 10_000 },
];

/** The settings of `level` (clamped to 1–10). */
export function netLevel(level: number): NetLevel {
  const i = Math.max(1, Math.min(10, Math.round(Number.isFinite(level) ? level : 5)));
  return LEVELS[i - 1] as NetLevel;
}

/** A move's share of the policy below which a hot policy never plays it. */
const MIN_SHARE = 0.01;

/**
 * A move from the policy of `e` (the evaluation of `state`): its best legal move at
 * temperature 0, else one drawn with weights `p^(1/t)` among the moves the policy gives
 * at least 1 % (never an own true eye; a pass only as the policy's own choice).
 */
export function policyMove(
  state: GoState,
  e: NetEvaluation,
  temperature: number,
  rng?: Rng,
): GoMove {
  const size = state.size;
  const cands: { move: GoMove; p: number }[] = [];
  for (let i = 0; i < size * size; i++) {
    const p = e.policy[i] as number;
    if (!(p > 0)) continue;
    cands.push({ move: { type: 'play', point: { x: i % size, y: Math.floor(i / size) } }, p });
  }
  cands.push({ move: { type: 'pass' }, p: e.pass });
  cands.sort((a, b) => b.p - a.p);
  const ok = (m: GoMove): boolean =>
    m.type !== 'play' ||
    (check(state, m) === undefined && !isOwnTrueEye(state, m.point, state.turn));
  const legal = cands.filter((c) => ok(c.move));
  const best = legal[0];
  if (best === undefined) return { type: 'pass' };
  if (temperature <= 0 || rng === undefined) return best.move;
  const pool = legal.filter((c) => c.p >= MIN_SHARE || c === best);
  const w = pool.map((c) => Math.pow(c.p, 1 / temperature));
  let r = rng.next() * w.reduce((a, b) => a + b, 0);
  for (let i = 0; i < pool.length; i++) {
    r -= w[i] as number;
    if (r < 0) return (pool[i] as { move: GoMove }).move;
  }
  return best.move;
}
