/**
 * STAND-IN: a small GoState → NetPosition adapter for the search, until the real
 * `netPosition(state)` of `src/from-go.ts` lands (written in parallel). Replace the
 * default of `SearchOptions.toNetPosition` with it and delete this file.
 *
 * It reads the stones, the side to move, the simple-ko ban, the komi and the rules.
 * Superko bans are NOT listed in `koBanned` (finding them costs a full play per
 * point): the search checks every move it descends into with the engine instead.
 */
import { stoneRows, type GoRules, type GoState } from '@qipan/go';
import type { NetMove, NetPosition, NetRules, NetStone } from '../position.js';

/** The network's rule fields for the engine's rules. */
export function standInNetRules(rules: GoRules): NetRules {
  return {
    scoring: rules.scoring,
    ko:
      rules.ko === 'simple'
        ? 'simple'
        : rules.ko === 'positional-superko'
          ? 'positional'
          : 'situational',
    suicide: rules.suicide === 'allowed',
    tax: 'none',
    button: false,
    whiteHandicapBonus: rules.handicapCompensation,
  };
}

/**
 * The position the network is shown for `state`, with `history` (oldest first) as the
 * moves that led to it (only the last five are kept).
 */
export function standInNetPosition(state: GoState, history: readonly NetMove[]): NetPosition {
  const size = state.size;
  const stones = new Uint8Array(size * size) as unknown as NetStone[];
  const rows = stoneRows(state);
  for (let y = 0; y < size; y++) {
    const row = rows[y] as (string | undefined)[];
    for (let x = 0; x < size; x++) {
      const c = row[x];
      if (c !== undefined) stones[y * size + x] = c === 'black' ? 1 : 2;
    }
  }
  const board = state.board;
  const koColor = board.koColor === 1 ? 'black' : 'white';
  const koBanned =
    board.ko >= 0 && koColor === state.turn ? [board.y(board.ko) * size + board.x(board.ko)] : [];
  return {
    size,
    stones,
    toMove: state.turn,
    koBanned,
    history: history.length > 5 ? history.slice(history.length - 5) : history,
    komi: state.rules.komi,
    rules: standInNetRules(state.rules),
  };
}
