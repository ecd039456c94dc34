/**
 * The one replay of notated moves: moves as text (the game's `formatMove` spelling,
 * what records, the network, the AI worker and the engines exchange) turned into a
 * position, or into a match, with the first move that does not replay named by its
 * index, its text and the reason. And back: a match's line as text.
 *
 * - {@link fromNotation} with a `GameDefinition` (options typed) or a `MatchGame`
 *   (options as JSON, checked): the position after the moves and each ply (move, its
 *   text as the game writes it, who made it).
 * - {@link applyNotation}: the moves applied to a match (`apply`), clock and result included.
 * - {@link toNotation}: a match's moves as text, read from its record (no replay).
 *
 * @example
 * ```ts
 * import { fromNotation, gomokuMatch, toNotation } from '@qipan/match';
 * const r = fromNotation(gomokuMatch, { size: 15 }, ['h8', 'h9', 'h8']);
 * if (!r.ok) console.log(r.error.ply, r.error.message); // 2 'h8 is occupied'
 * toNotation(match); // ['h8', 'h9', …]
 * ```
 */
import {
  err,
  ok,
  type Color,
  type GameDefinition,
  type IllegalMove,
  type Result,
} from '@qipan/core';
import { apply } from './match.js';
import { positionAt } from './positions.js';
import type { Match, MatchError, MatchGame } from './types.js';

/** Why notated moves do not replay. `ply` is the index of the move in the list given. */
export type NotationError =
  | { readonly reason: 'bad-options'; readonly message: string }
  | {
      /** `unreadable`: the text is not a move here; `illegal`: the rules refuse it. */
      readonly reason: 'unreadable' | 'illegal';
      readonly ply: number;
      readonly move: string;
      readonly message: string;
      /** The engine's refusal (its reason code, e.g. `occupied`). */
      readonly illegal: IllegalMove;
    }
  | {
      /** The match refused the move for another reason than the rules (`game-over`, `flag-fallen`…). */
      readonly reason: 'refused';
      readonly ply: number;
      readonly move: string;
      readonly message: string;
      readonly refusal: MatchError;
    };

/** One replayed move. */
export interface NotatedPly<M> {
  readonly move: M;
  /** The move as the game writes it (`formatMove`: `h8` for `H8`). */
  readonly text: string;
  /** Who made it: the side to move before it (the game's `actor` for a `MatchGame`). */
  readonly color: Color;
}

/** The position after the moves, and the moves read. */
export interface Notated<S, M> {
  readonly state: S;
  readonly plies: readonly NotatedPly<M>[];
}

type Rules<S, M, O> = GameDefinition<S, M, O> | MatchGame<S, M, O>;

const isMatchGame = <S, M, O>(r: Rules<S, M, O>): r is MatchGame<S, M, O> => 'definition' in r;

/**
 * Replays `moves` from the start of a game: with a `GameDefinition` and its typed
 * options, or with a `MatchGame` and options from JSON (checked by `parseOptions`).
 * The first move that cannot be read or played gives the error, at its index.
 */
export function fromNotation<S, M, O>(
  definition: GameDefinition<S, M, O>,
  options: O,
  moves: readonly string[],
): Result<Notated<S, M>, NotationError>;
export function fromNotation<S, M, O>(
  game: MatchGame<S, M, O>,
  options: unknown,
  moves: readonly string[],
): Result<Notated<S, M>, NotationError>;
export function fromNotation<S, M, O>(
  rules: Rules<S, M, O>,
  options: unknown,
  moves: readonly string[],
): Result<Notated<S, M>, NotationError> {
  const def = isMatchGame(rules) ? rules.definition : rules;
  const actor = isMatchGame(rules) && rules.actor ? rules.actor : def.turn;
  const start = startOf(rules, options);
  if (!start.ok) return start;
  let state = start.value;
  const plies: NotatedPly<M>[] = [];
  for (const [ply, text] of moves.entries()) {
    const parsed = def.parseMove(text, state);
    if (!parsed.ok) return err(moveError('unreadable', ply, text, parsed.error));
    const played = def.play(state, parsed.value);
    if (!played.ok) return err(moveError('illegal', ply, text, played.error));
    plies.push({
      move: parsed.value,
      text: def.formatMove(parsed.value, state),
      color: actor(state),
    });
    state = played.value;
  }
  return ok({ state, plies });
}

/** The initial position for the options, or why there is none. */
function startOf<S, M, O>(rules: Rules<S, M, O>, options: unknown): Result<S, NotationError> {
  let typed = options as O;
  if (isMatchGame(rules)) {
    const parsed = rules.parseOptions(options);
    if (!parsed.ok) return err({ reason: 'bad-options', message: parsed.error.message });
    typed = parsed.value;
  }
  const def = isMatchGame(rules) ? rules.definition : rules;
  if (def.newGame) {
    const r = def.newGame(typed);
    return r.ok ? r : err({ reason: 'bad-options', message: r.error.message });
  }
  try {
    return ok(def.initial(typed));
  } catch (e) {
    return err({ reason: 'bad-options', message: e instanceof Error ? e.message : String(e) });
  }
}

const moveError = (
  reason: 'unreadable' | 'illegal',
  ply: number,
  move: string,
  illegal: IllegalMove,
): NotationError => ({
  reason,
  ply,
  move,
  illegal,
  message: `move ${ply + 1} ${JSON.stringify(move)}: ${illegal.message}`,
});

/**
 * Applies `moves` to `match` one by one (`apply` at `atMs`, the same for every move
 * unless `atMs` is a function of the index): the match after them, or the first move
 * refused, at its index in `moves`.
 */
export function applyNotation<S, M, O>(
  match: Match<S, M, O>,
  moves: readonly string[],
  atMs: number | ((ply: number) => number) = 0,
): Result<Match<S, M, O>, NotationError> {
  const def = match.game.definition;
  let m = match;
  for (const [ply, text] of moves.entries()) {
    const parsed = def.parseMove(text, m.state);
    if (!parsed.ok) return err(moveError('unreadable', ply, text, parsed.error));
    const at = typeof atMs === 'number' ? atMs : atMs(ply);
    const r = apply(m, { type: 'move', move: parsed.value }, at);
    if (!r.ok) {
      if (r.error.reason === 'illegal-move' && r.error.illegal)
        return err(moveError('illegal', ply, text, r.error.illegal));
      return err({
        reason: 'refused',
        ply,
        move: text,
        refusal: r.error,
        message: `move ${ply + 1} ${JSON.stringify(text)}: ${r.error.message}`,
      });
    }
    m = r.value;
  }
  return ok(m);
}

/** The moves of the match's line (root → tip) as text, oldest first; the record holds them. */
export function toNotation<S, M, O>(match: Match<S, M, O>): string[] {
  const path = match.record.pathTo(match.tip);
  const out: string[] = [];
  for (let i = 1; i < path.length; i++) {
    const n = path[i] as (typeof path)[number];
    if (n.data.move === undefined) continue;
    // Every node `apply` and `fromRecord` make has its text; spell it from the position otherwise.
    out.push(
      n.data.text ??
        match.game.definition.formatMove(
          n.data.move,
          positionAt(match, (path[i - 1] as (typeof path)[number]).id),
        ),
    );
  }
  return out;
}
