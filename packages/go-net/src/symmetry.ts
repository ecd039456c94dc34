/**
 * The eight symmetries of the square board, on a network position and on an
 * evaluation. KataGo's nets are trained on all eight, so evaluating a position in a
 * symmetry drawn per position (as KataGo does by default) gives the search a varied,
 * still faithful view; the evaluation is mapped back before it is used.
 *
 * Symmetry `s` (0–7): bit 0 mirrors x, bit 1 mirrors y, bit 2 swaps x and y (after
 * the mirrors). 0 is the identity.
 *
 * @example
 * ```ts
 * const seen = transformPosition(pos, 5);
 * const [ev] = await evaluator.evaluate([seen]);
 * const back = untransformEvaluation(ev, 5); // as if `pos` had been evaluated
 * ```
 */
import type { NetEvaluation, NetEvaluator } from './evaluation.js';
import type { NetMove, NetPosition, NetStone } from './position.js';

/** `map[p]`: where point `p` goes under symmetry `s` on a `size` board. */
export function symmetryMap(size: number, s: number): Int16Array {
  if (!Number.isInteger(s) || s < 0 || s > 7)
    throw new RangeError(`a board symmetry is 0 to 7, not ${String(s)}`);
  const map = new Int16Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let u = s & 1 ? size - 1 - x : x;
      let v = s & 2 ? size - 1 - y : y;
      if (s & 4) [u, v] = [v, u];
      map[y * size + x] = v * size + u;
    }
  return map;
}

function moveStones(stones: ArrayLike<NetStone>, map: Int16Array): NetStone[] {
  const out = new Array<NetStone>(map.length);
  for (let p = 0; p < map.length; p++) out[map[p] as number] = stones[p] as NetStone;
  return out;
}

/** `pos` seen in symmetry `s` (stones, ko bans, history and earlier boards moved alike). */
export function transformPosition(pos: NetPosition, s: number): NetPosition {
  if (s === 0) return pos;
  const map = symmetryMap(pos.size, s);
  const at = (p: number): number => map[p] as number;
  const history: NetMove[] = pos.history.map((m) =>
    m.point === 'pass' ? m : { color: m.color, point: at(m.point) },
  );
  return {
    ...pos,
    stones: moveStones(pos.stones, map),
    history,
    ...(pos.koBanned !== undefined ? { koBanned: pos.koBanned.map(at) } : {}),
    ...(pos.previous !== undefined
      ? { previous: pos.previous.map((b) => moveStones(b, map)) }
      : {}),
  };
}

/** An evaluation of `transformPosition(pos, s)` as an evaluation of `pos`. */
export function untransformEvaluation(ev: NetEvaluation, s: number): NetEvaluation {
  if (s === 0) return ev;
  const map = symmetryMap(ev.size, s);
  const policy = new Float32Array(map.length);
  const ownership = new Float32Array(map.length);
  for (let p = 0; p < map.length; p++) {
    policy[p] = ev.policy[map[p] as number] as number;
    ownership[p] = ev.ownership[map[p] as number] as number;
  }
  return { ...ev, policy, ownership };
}

/**
 * The symmetry a position is evaluated in: a hash of its stones, side to move and last
 * move, so the same position always gets the same one (reproducible searches) and
 * different positions are spread over all eight.
 */
export function hashedSymmetry(pos: NetPosition): number {
  let h = 0x811c9dc5;
  const mix = (v: number): void => {
    h = Math.imul(h ^ v, 0x01000193);
  };
  for (let p = 0; p < pos.stones.length; p++) mix((pos.stones[p] as number) + 3 * p);
  mix(pos.toMove === 'black' ? 1 : 2);
  const last = pos.history[pos.history.length - 1];
  mix(last === undefined ? -1 : last.point === 'pass' ? -2 : last.point);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) % 8;
}

/**
 * `inner` evaluating every position in a symmetry of its own (by default
 * {@link hashedSymmetry}), its answers mapped back: what KataGo does with
 * `nnRandomize`. The search sees a varied view of the net at no cost.
 */
export function symmetricEvaluator(
  inner: NetEvaluator,
  choose: (pos: NetPosition) => number = hashedSymmetry,
): NetEvaluator {
  return {
    runtime: inner.runtime,
    async evaluate(positions) {
      const syms = positions.map(choose);
      const evals = await inner.evaluate(
        positions.map((p, i) => transformPosition(p, syms[i] as number)),
      );
      return evals.map((e, i) => untransformEvaluation(e, syms[i] as number));
    },
    dispose: () => inner.dispose(),
  };
}
