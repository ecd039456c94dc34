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
import { PRESET_RULES, SGF_RULE_NAMES, type GoRules } from './rules.js';
import { stoneAt, type GoState } from './state.js';

/**
 * Whether the rules that decide which moves are legal (ko, suicide) and how the game
 * is counted match the preset's: RU names a preset, so a reader of `RU[Chinese]`
 * applies positional superko. A game played under a preset with other ko or suicide
 * rules (`qipan go match` referees Chinese counting with simple ko) writes no RU, and a
 * reader replays it with simple ko instead of refusing a legal repetition.
 */
function playsLikePreset(rules: GoRules): boolean {
  if (rules.preset === 'custom') return false;
  const p = PRESET_RULES[rules.preset];
  return p.ko === rules.ko && p.suicide === rules.suicide && p.scoring === rules.scoring;
}

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
  if (rules.preset !== 'custom' && playsLikePreset(rules)) root.RU = [SGF_RULE_NAMES[rules.preset]];
  if (rules.handicap >= 2) root.HA = [String(rules.handicap)];
  const ab: string[] = [];
  for (let y = 0; y < rules.size; y++) {
    for (let x = 0; x < rules.size; x++)
      if (stoneAt(state, { x, y }) === 'black') ab.push(formatSgfVertex({ x, y }));
  }
  if (ab.length > 0) root.AB = ab;
  return root;
}
