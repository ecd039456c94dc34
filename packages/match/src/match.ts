/**
 * Creating a match and applying actions to it: moves (Go's pass included), resign,
 * draw offers, undo by seat, timeout claims and Go's dead-stone marking. Every
 * refusal is a typed {@link MatchError} and leaves the match as it was.
 *
 * @example
 * ```ts
 * import { createMatch, apply, turn, gomokuMatch } from '@qipan/match';
 * const seats = { black: { kind: 'person' }, white: { kind: 'person' } } as const;
 * let m = createMatch(gomokuMatch, { options: { size: 15 }, seats, nowMs: 0 });
 * const r = apply(m, { type: 'move', move: { x: 7, y: 7 } }, 1_000);
 * if (r.ok) m = r.value;
 * turn(m); // 'white'
 * ```
 */
import {
  err,
  GameTree,
  isColor,
  ok,
  opposite,
  type Color,
  type NodeId,
  type Result,
} from '@qipan/core';
import { clockAfterMove, createClock, readClock, settleClock, swapClockSides } from './clock.js';
import { cachePosition, positionAt } from './positions.js';
import { undoTarget } from './undo.js';
import {
  matchError,
  type Action,
  type Match,
  type MatchError,
  type MatchGame,
  type MatchResult,
  type MoveNode,
  type Seat,
  type TimeControl,
} from './types.js';

/** The new match, or why the action was refused. @inline */
type R<S, M, O> = Result<Match<S, M, O>, MatchError>;

export interface MatchSetup<O> {
  readonly options: O;
  readonly seats: { readonly black: Seat; readonly white: Seat };
  /** No clock when absent. */
  readonly timeControl?: TimeControl;
  readonly nowMs: number;
}

/** A new match at the initial position; the clock (if any) starts with the first move. */
export function createMatch<S, M, O>(
  game: MatchGame<S, M, O>,
  setup: MatchSetup<O>,
): Match<S, M, O> {
  const root: MoveNode<M> = {};
  const state = game.definition.initial(setup.options);
  cachePosition(root, state);
  const base = {
    game,
    options: setup.options,
    seats: { black: setup.seats.black, white: setup.seats.white },
    record: GameTree.create<MoveNode<M>>(root),
    tip: 0,
    state,
    plies: 0,
    startedAtMs: setup.nowMs,
  };
  return setup.timeControl ? { ...base, clock: createClock(setup.timeControl) } : base;
}

/** The seat (colour key) to act: the game's `actor`, else `definition.turn`. */
export function turn<S, M, O>(match: Match<S, M, O>): Color {
  return actorOf(match.game, match.state);
}

const actorOf = <S, M, O>(game: MatchGame<S, M, O>, state: S): Color =>
  game.actor ? game.actor(state) : game.definition.turn(state);

/** The moves of the line root → tip, oldest first. */
export function lineMoves<S, M, O>(match: Match<S, M, O>): readonly MoveNode<M>[] {
  return match.record
    .pathTo(match.tip)
    .slice(1)
    .map((n) => n.data);
}

/** The match with `state` at `tip`, seats and clock sides swapped if the colours changed hands. */
export function reorient<S, M, O>(match: Match<S, M, O>, next: S): Match<S, M, O> {
  const swapped = match.game.swapped;
  if (!swapped || swapped(match.state) === swapped(next)) return { ...match, state: next };
  const seats = { black: match.seats.white, white: match.seats.black };
  return match.clock
    ? { ...match, state: next, seats, clock: swapClockSides(match.clock) }
    : { ...match, state: next, seats };
}

function without<S, M, O>(
  m: Match<S, M, O>,
  ...keys: ('pending' | 'scoring' | 'clock')[]
): Match<S, M, O> {
  const out = { ...m };
  for (const k of keys) delete out[k];
  return out;
}

/** Ends the match: the thinking side's time is charged and the clock stopped. */
function finish<S, M, O>(m: Match<S, M, O>, result: MatchResult, nowMs: number): Match<S, M, O> {
  const ended = { ...without(m, 'pending'), result };
  return m.clock ? { ...ended, clock: settleClock(m.clock, turn(m), nowMs, false) } : ended;
}

const ACTION_TYPES = new Set([
  'move',
  'resign',
  'offer-draw',
  'answer-draw',
  'request-undo',
  'answer-undo',
  'claim-timeout',
  'mark-dead',
  'accept-score',
  'abort',
  'claim-abandon',
]);

/** Applies one action at `nowMs`: the new match, or why not (the match is unchanged). */
export function apply<S, M, O>(
  match: Match<S, M, O>,
  action: Action<M>,
  nowMs: number,
): R<S, M, O> {
  const a = action as unknown as { type?: unknown; color?: unknown };
  if (typeof a !== 'object' || a === null || !ACTION_TYPES.has(a.type as string))
    return err(matchError('bad-action', `unknown action ${JSON.stringify(a?.type)}`));
  if (action.type !== 'move' && !isColor(a.color))
    return err(matchError('bad-action', `an action needs a color, not ${JSON.stringify(a.color)}`));
  if (match.result)
    return err(matchError('game-over', `the game is over (${match.result.reason})`));
  switch (action.type) {
    case 'move':
      return move(match, action.move, nowMs);
    case 'resign':
      return ok(finish(match, { winner: opposite(action.color), reason: 'resign' }, nowMs));
    case 'offer-draw':
      if (match.pending)
        return err(matchError('offer-pending', `a ${match.pending.kind} request is pending`));
      return ok({ ...match, pending: { kind: 'draw', by: action.color } });
    case 'answer-draw':
      if (match.pending?.kind !== 'draw' || match.pending.by !== opposite(action.color))
        return err(matchError('no-pending-offer', `no draw offer to ${action.color}`));
      return ok(
        action.accept ? finish(match, { reason: 'draw-agreed' }, nowMs) : without(match, 'pending'),
      );
    case 'request-undo':
      return requestUndo(match, action.color, nowMs);
    case 'answer-undo':
      if (match.pending?.kind !== 'undo' || match.pending.by !== opposite(action.color))
        return err(matchError('no-pending-offer', `no undo request to ${action.color}`));
      return action.accept
        ? undoTo(without(match, 'pending'), opposite(action.color), nowMs, 'own-last')
        : ok(without(match, 'pending'));
    case 'claim-timeout':
      return claimTimeout(match, nowMs);
    case 'mark-dead':
      return markDead(match, action.point);
    case 'accept-score':
      return acceptScore(match, action.color, nowMs);
    case 'abort':
      if (!abortable(match))
        return err(matchError('not-abortable', 'both sides have moved: resign instead'));
      return ok(finish(match, { reason: 'aborted' }, nowMs));
    case 'claim-abandon':
      return ok(finish(match, { winner: action.color, reason: 'abandon' }, nowMs));
  }
}

/** True while a game may still be aborted: before each side has made a move (and before the end). */
export function abortable<S, M, O>(match: Match<S, M, O>): boolean {
  if (match.result) return false;
  const movers = new Set<string>();
  for (const n of lineMoves(match)) if (n.color !== undefined) movers.add(n.color);
  return movers.size < 2;
}

function move<S, M, O>(match: Match<S, M, O>, m: M, nowMs: number): R<S, M, O> {
  const { game } = match;
  const mover = turn(match);
  if (game.isResign?.(m))
    return ok(finish(match, { winner: opposite(mover), reason: 'resign' }, nowMs));
  if (match.scoring)
    return err(
      matchError('scoring', 'the game is in its scoring phase: mark dead stones or accept'),
    );
  let clock = match.clock;
  if (clock) {
    const c = clockAfterMove(clock, mover, nowMs);
    if (c.flagged)
      return err(
        matchError('flag-fallen', `${mover}'s time ran out before the move: claim the timeout`),
      );
    clock = c.clock;
  }
  const def = game.definition;
  const played = def.play(match.state, m);
  if (!played.ok)
    return err(matchError('illegal-move', played.error.message, { illegal: played.error }));
  const next = played.value;
  const data: MoveNode<M> = {
    move: m,
    text: def.formatMove(m, match.state),
    color: mover,
    atMs: nowMs,
  };
  const { record, id } = addMove(match, data);
  cachePosition(data, next);
  let out: Match<S, M, O> = reorient(
    { ...without(match, 'pending', 'clock'), record, tip: id, plies: match.plies + 1 },
    next,
  );
  if (clock) out = { ...out, clock: out.seats === match.seats ? clock : swapClockSides(clock) };
  if (game.scoring?.needsScoring(next)) {
    const scoring = {
      dead: game.scoring.guessDead(next),
      accepted: { black: false, white: false },
    };
    return ok({ ...stopClock(out, nowMs), scoring });
  }
  const outcome = def.outcome(next);
  if (!outcome) return ok(out);
  const result: MatchResult =
    outcome.winner === undefined
      ? { reason: outcome.reason, ...(outcome.score ? { score: outcome.score } : {}) }
      : {
          winner: outcome.winner,
          reason: outcome.reason,
          ...(outcome.score ? { score: outcome.score } : {}),
        };
  return ok({ ...stopClock(out, nowMs), result });
}

/** Stops a clock that was just restarted by a move (no time has passed since). */
function stopClock<S, M, O>(m: Match<S, M, O>, nowMs: number): Match<S, M, O> {
  return m.clock ? { ...m, clock: settleClock(m.clock, turn(m), nowMs, false) } : m;
}

/**
 * Adds `data` after the tip. A child with the same move (an undone move played again)
 * is reused; the chosen child becomes the main variation.
 */
function addMove<S, M, O>(
  match: Match<S, M, O>,
  data: MoveNode<M>,
): { record: Match<S, M, O>['record']; id: NodeId } {
  const tip = match.record.node(match.tip);
  for (const c of tip.children) {
    const child = match.record.node(c).data;
    if (child.move !== undefined && child.text === data.text) {
      return { record: match.record.update(c, data).promote(c), id: c };
    }
  }
  const [t, id] = match.record.addChild(match.tip, data);
  return { record: tip.children.length > 0 ? t.promote(id) : t, id };
}

function requestUndo<S, M, O>(match: Match<S, M, O>, color: Color, nowMs: number): R<S, M, O> {
  if (match.plies === 0) return err(matchError('nothing-to-undo', 'no move has been played'));
  const opponent = match.seats[opposite(color)];
  if (opponent.kind === 'remote') {
    if (match.pending)
      return err(matchError('offer-pending', `a ${match.pending.kind} request is pending`));
    if (undoTarget(match, color, 'own-last') === undefined)
      return err(matchError('nothing-to-undo', `${color} has no move to take back`));
    return ok({ ...match, pending: { kind: 'undo', by: color } });
  }
  return undoTo(match, color, nowMs, opponent.kind === 'person' ? 'one-ply' : 'own-last');
}

/** Moves the tip back (one ply, or to before `color`'s own last move); undone moves stay as a variation. */
function undoTo<S, M, O>(
  match: Match<S, M, O>,
  color: Color,
  nowMs: number,
  policy: 'one-ply' | 'own-last',
): R<S, M, O> {
  const target = undoTarget(match, color, policy);
  if (target === undefined)
    return err(matchError('nothing-to-undo', `${color} has no move to take back`));
  const state = positionAt(match, target.node);
  const thinking = turn(match);
  let out: Match<S, M, O> = reorient(
    {
      ...without(match, 'pending', 'scoring', 'clock'),
      tip: target.node,
      plies: match.plies - target.plies,
    },
    state,
  );
  if (match.clock) {
    const settled = settleClock(match.clock, thinking, nowMs, out.plies > 0);
    out = { ...out, clock: out.seats === match.seats ? settled : swapClockSides(settled) };
  }
  return ok(out);
}

function claimTimeout<S, M, O>(match: Match<S, M, O>, nowMs: number): R<S, M, O> {
  const side = turn(match);
  if (!match.clock || !readClock(match.clock, side, nowMs)[side].flagged)
    return err(matchError('flag-not-fallen', `${side} still has time`));
  const draw = match.game.drawOnTimeout?.(match.state, side) ?? false;
  return ok(
    finish(
      match,
      draw ? { reason: 'timeout-draw' } : { winner: opposite(side), reason: 'timeout' },
      nowMs,
    ),
  );
}

function markDead<S, M, O>(match: Match<S, M, O>, point: { x: number; y: number }): R<S, M, O> {
  const rules = match.game.scoring;
  if (!match.scoring || !rules)
    return err(matchError('not-scoring', 'the game is not in its scoring phase'));
  const p = point as unknown as { x?: unknown; y?: unknown };
  if (typeof p !== 'object' || p === null || !Number.isInteger(p.x) || !Number.isInteger(p.y))
    return err(matchError('bad-action', 'mark-dead needs a point with integer x and y'));
  const r = rules.toggleDead(match.state, match.scoring.dead, point);
  if (!r.ok) return err(r.error);
  // Any change of the dead stones clears both acceptances.
  return ok({ ...match, scoring: { dead: r.value, accepted: { black: false, white: false } } });
}

function acceptScore<S, M, O>(match: Match<S, M, O>, color: Color, nowMs: number): R<S, M, O> {
  const rules = match.game.scoring;
  if (!match.scoring || !rules)
    return err(matchError('not-scoring', 'the game is not in its scoring phase'));
  const accepted = { ...match.scoring.accepted, [color]: true };
  const scoring = { ...match.scoring, accepted };
  if (!accepted.black || !accepted.white) return ok({ ...match, scoring });
  const s = rules.score(match.state, scoring.dead);
  const score = { black: s.black, white: s.white };
  const result: MatchResult =
    s.winner === undefined
      ? { reason: 'score', score }
      : { winner: s.winner, reason: 'score', score };
  return ok(finish({ ...match, scoring }, result, nowMs));
}

/**
 * Stops the clock, charging the side to move up to `nowMs` (e.g. a local game put
 * away when the page closes). The next move or {@link resumeClock} restarts it.
 */
export function pauseClock<S, M, O>(match: Match<S, M, O>, nowMs: number): Match<S, M, O> {
  return match.clock && match.clock.runningSince !== undefined
    ? { ...match, clock: settleClock(match.clock, turn(match), nowMs, false) }
    : match;
}

/** Restarts a paused clock for the side to move; unchanged before the first move, in scoring or at the end. */
export function resumeClock<S, M, O>(match: Match<S, M, O>, nowMs: number): Match<S, M, O> {
  const c = match.clock;
  if (!c || c.runningSince !== undefined || match.plies === 0 || match.result || match.scoring)
    return match;
  return { ...match, clock: { ...c, runningSince: nowMs } };
}
