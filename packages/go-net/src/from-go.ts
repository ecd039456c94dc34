/**
 * A `@qipan/go` game state as the network sees it: stones, ko and superko bans, the
 * recent moves, the komi with what the rules add to it, and the rules as KataGo's rule
 * fields (Qipan's presets map onto KataGo's rule sets of the same names).
 */
import { captures, check, stoneRows, type GoRules, type GoState } from '@qipan/go';
import { neighbours } from './legal.js';
import type { NetMove, NetPosition, NetRules, NetStone } from './position.js';

/** The network's rule fields for the engine's rules. */
export function netRules(rules: GoRules): NetRules {
  const area = rules.scoring === 'area';
  return {
    scoring: rules.scoring,
    ko:
      rules.ko === 'simple'
        ? 'simple'
        : rules.ko === 'positional-superko'
          ? 'positional'
          : 'situational',
    suicide: rules.suicide === 'allowed',
    // KataGo scores Japanese-style games with seki eyes not counted.
    tax: area ? 'none' : 'seki',
    button: false,
    whiteHandicapBonus: rules.handicapCompensation,
    // Tromp-Taylor ends on two passes whatever they meant; the other area rule sets don't.
    friendlyPass: area && rules.preset !== 'tromp-taylor',
  };
}

/** The stones of `state`: 0 empty, 1 black, 2 white, at `y * size + x`. */
export function netStones(state: GoState): Uint8Array {
  const size = state.size;
  const stones = new Uint8Array(size * size);
  const rows = stoneRows(state);
  for (let y = 0; y < size; y++) {
    const row = rows[y] as (string | undefined)[];
    for (let x = 0; x < size; x++) {
      const c = row[x];
      if (c !== undefined) stones[y * size + x] = c === 'black' ? 1 : 2;
    }
  }
  return stones;
}

/**
 * The points where the side to move may not play because of ko: the simple ko, and under
 * superko every capture that would repeat a position (a move that takes nothing cannot
 * repeat one in practice, so only captures are tried).
 */
export function koBans(state: GoState, stones: ArrayLike<number>): number[] {
  const size = state.size;
  const out: number[] = [];
  const board = state.board;
  const me = state.turn === 'black' ? 1 : 2;
  if (board.ko >= 0 && (board.koColor === 1 ? 'black' : 'white') === state.turn)
    out.push(board.y(board.ko) * size + board.x(board.ko));
  if (state.rules.ko === 'simple') return out;
  const libs = chainLiberties(size, stones);
  for (let p = 0; p < size * size; p++) {
    if (stones[p] !== 0 || out.includes(p)) continue;
    const x = p % size;
    const y = (p - x) / size;
    let captures = false;
    for (const q of neighbours(p, size)) if (stones[q] === 3 - me && libs[q] === 1) captures = true;
    if (!captures) continue;
    const refusal = check(state, { type: 'play', point: { x, y } });
    if (refusal?.reason === 'superko' || refusal?.reason === 'ko') out.push(p);
  }
  return out;
}

/** What the rules add to White's komi so far (see {@link NetPosition.whiteBonus}). */
export function whiteBonus(state: GoState, stones: ArrayLike<number>): number {
  const r = state.rules;
  const handicap = r.handicap >= 2 ? r.handicap - (state.handicapToPlace ?? 0) : 0;
  if (r.scoring === 'area') {
    if (handicap < 2) return 0;
    if (r.handicapCompensation === 'n') return handicap;
    if (r.handicapCompensation === 'n-1') return handicap - 1;
    return 0;
  }
  // Territory: every Black stone ever on the board less every White one (handicap
  // stones count: KataGo chills the stones of a set-up position too).
  let black = 0;
  let white = 0;
  for (let p = 0; p < stones.length; p++) {
    if (stones[p] === 1) black++;
    else if (stones[p] === 2) white++;
  }
  const taken = captures(state);
  return black + taken.white - (white + taken.black);
}

/**
 * The position the network is shown for `state`. `history` (oldest first) is the moves
 * that led to it in this game, as far as known (the last five are read; default: the
 * state's last move). `previous` are the states one and two moves ago, for the ladder
 * planes (default: the stones with the last moves lifted).
 */
export function netPosition(
  state: GoState,
  history?: readonly NetMove[],
  previous?: readonly GoState[],
): NetPosition {
  const stones = netStones(state);
  let h = history ?? lastMoveHistory(state);
  if (h.length > 5) h = h.slice(h.length - 5);
  const prev = previous?.slice(0, 2).map((s) => netStones(s) as ArrayLike<NetStone>);
  return {
    size: state.size,
    stones: stones as unknown as ArrayLike<NetStone>,
    toMove: state.turn,
    koBanned: koBans(state, stones),
    history: h,
    komi: state.rules.komi,
    whiteBonus: whiteBonus(state, stones),
    ...(prev !== undefined && prev.length > 0 ? { previous: prev } : {}),
    rules: netRules(state.rules),
  };
}

/** The move that led to `state`, as the net reads it (none for a start or a resignation). */
function moveInto(state: GoState): NetMove | undefined {
  const m = state.lastMove;
  if (m === undefined || m.type === 'resign') return undefined;
  return { color: m.color, point: m.type === 'pass' ? 'pass' : m.point.y * state.size + m.point.x };
}

/** The state's last move as a one-move history. */
export function lastMoveHistory(state: GoState): NetMove[] {
  const m = moveInto(state);
  return m === undefined ? [] : [m];
}

/**
 * What the net reads of a game's past, from its positions (oldest first, the current
 * one last): the last five moves, and the positions one and two moves ago (undefined
 * when the game has fewer).
 */
export function pastOf(states: readonly GoState[]): {
  history: NetMove[];
  previous: GoState[] | undefined;
} {
  const history: NetMove[] = [];
  for (const s of states.slice(-5)) {
    const m = moveInto(s);
    if (m !== undefined) history.push(m);
  }
  const n = states.length;
  const previous = n >= 3 ? [states[n - 2] as GoState, states[n - 3] as GoState] : undefined;
  return { history, previous };
}

/** The liberty count of the chain through each stone (0 on empty points). */
function chainLiberties(size: number, stones: ArrayLike<number>): Int32Array {
  const n = size * size;
  const out = new Int32Array(n);
  const seen = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (stones[p] === 0 || seen[p] === 1) continue;
    const chain = [p];
    seen[p] = 1;
    const libs = new Set<number>();
    for (let i = 0; i < chain.length; i++)
      for (const q of neighbours(chain[i] as number, size)) {
        if (stones[q] === 0) libs.add(q);
        else if (stones[q] === stones[p] && seen[q] === 0) {
          seen[q] = 1;
          chain.push(q);
        }
      }
    for (const q of chain) out[q] = libs.size;
  }
  return out;
}
