/**
 * Fresh openings for engine matches: a few random moves away from the edges, so that
 * a match's result does not rest on the one position its engines start from. The seed
 * picks them; `qipan go match` draws a new seed for every run unless told one, and
 * plays each opening twice with the colours swapped.
 *
 * @example
 * ```ts
 * randomOpening(19, 4, 'run-1'); // [{ x: 3, y: 15 }, { x: 15, y: 2 }, ...]
 * ```
 */
import { Rng, type Point } from '@qipan/core';
import { initial, play, playAt, type GoState } from '@qipan/go';

/**
 * `moves` distinct legal points for alternating colours, each on the third line or
 * further in (the second line and in on boards under 9), none touching another stone.
 */
export function randomOpening(size: number, moves: number, seed: string): Point[] {
  const rng = Rng.fromSeed(seed);
  const margin = size >= 9 ? 2 : size >= 5 ? 1 : 0;
  const inner: Point[] = [];
  for (let y = margin; y < size - margin; y++)
    for (let x = margin; x < size - margin; x++) inner.push({ x, y });
  let state: GoState = initial({ preset: 'chinese', size, ko: 'simple', suicide: 'forbidden' });
  const out: Point[] = [];
  const taken = new Set<string>();
  const near = (p: Point): boolean =>
    out.some((q) => Math.abs(q.x - p.x) + Math.abs(q.y - p.y) <= 1);
  for (let tries = 0; out.length < moves && tries < 1000; tries++) {
    const p = inner[rng.int(inner.length)];
    if (p === undefined || taken.has(`${p.x},${p.y}`) || near(p)) continue;
    const r = play(state, playAt(p.x, p.y));
    if (!r.ok) continue;
    state = r.value;
    taken.add(`${p.x},${p.y}`);
    out.push(p);
  }
  return out;
}
