/**
 * The SGF root node written for a new Go game: GM, FF, CA, AP, SZ, KM, RU, HA and the
 * handicap stones already on the board as AB.
 *
 * @example
 * ```ts
 * sgfRootFor(initial({ size: 9 })).SZ; // ['9']
 * ```
 */
import type { SgfNode } from '@qipan/core';
import { formatSgfVertex } from './notation.js';
import { SGF_RULE_NAMES } from './rules.js';
import type { GoState } from './state.js';

/** The root properties for a new game under `rules` (handicap stones from `state`). */
export function sgfRootFor(state: GoState): SgfNode {
  const { rules } = state;
  const root: Record<string, string[]> = {
    GM: ['1'],
    FF: ['4'],
    CA: ['UTF-8'],
    AP: ['Qipan:0.1.0'],
    SZ: [String(rules.size)],
    KM: [String(rules.komi)],
  };
  if (rules.preset !== 'custom') root.RU = [SGF_RULE_NAMES[rules.preset]];
  if (rules.handicap >= 2) root.HA = [String(rules.handicap)];
  const ab: string[] = [];
  for (let y = 0; y < rules.size; y++) {
    for (let x = 0; x < rules.size; x++)
      if (state.board.cells[state.board.index(x, y)] === 1) ab.push(formatSgfVertex({ x, y }));
  }
  if (ab.length > 0) root.AB = ab;
  return root;
}
