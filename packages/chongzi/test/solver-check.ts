/**
 * Test helper: the local consistency of a retrograde solution (every won position
 * has a move to a lost one at distance - 1, every lost one has only moves to won
 * ones, draws have no move to a lost one and some move to a draw).
 */
import { FastBoard, PHASE_CODES } from '../src/fastboard.js';
import { popcount } from '../src/geometry.js';
import type { PositionValue, Solution4x4 } from '../src/solver4.js';

/**
 * Checks the solution's local consistency at the positions `pick` selects, reading
 * moves through the fast board (not the solver's own generator). Returns problems.
 */
export function checkSolution(
  t: Solution4x4,
  replace: boolean,
  pick: (i: number) => boolean,
): { checked: number; problems: string[] } {
  const moves = new Int32Array(64);
  const problems: string[] = [];
  let checked = 0;
  let i = 0;
  t.forEach((mine, theirs, v, phase) => {
    if (!pick(i++)) return;
    checked++;
    const second = phase === 'removal' && popcount(mine | theirs) === 15;
    const b = new FastBoard({
      size: 4,
      replace,
      capturesDuringPlacement: false,
      // Seen from the mover (Red here): who placed first decides who removes first.
      first: (phase === 'placement' && popcount(mine) < popcount(theirs)) || second ? 1 : 0,
      red: mine,
      blue: theirs,
      side: 0,
      phase: PHASE_CODES.indexOf(phase),
      removals: second ? 1 : 0,
    });
    const k = b.generate(moves, 0);
    const ks: PositionValue[] = [];
    for (let j = 0; j < k; j++) {
      b.make(moves[j] as number);
      const kid = t.valueOf(
        b.pieces[b.side] as number,
        b.pieces[b.side ^ 1] as number,
        PHASE_CODES[b.phase],
      );
      b.unmake(moves[j] as number);
      if (!kid) {
        problems.push(`missing successor of ${phase} ${mine}/${theirs}`);
        return;
      }
      ks.push(kid);
    }
    let lostMin = Infinity;
    let wonMax = -1;
    let won = 0;
    let draws = 0;
    for (const kid of ks) {
      if (kid.value === 'loss') lostMin = Math.min(lostMin, kid.distance as number);
      else if (kid.value === 'win') {
        won++;
        wonMax = Math.max(wonMax, kid.distance as number);
      } else draws++;
    }
    const ok =
      v.value === 'win'
        ? lostMin + 1 === v.distance
        : v.value === 'loss'
          ? won === ks.length && wonMax + 1 === v.distance
          : lostMin === Infinity && draws > 0;
    if (!ok) problems.push(`${phase} ${mine}/${theirs} ${v.value} ${v.distance}`);
  });
  return { checked, problems };
}
