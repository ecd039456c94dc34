/**
 * The pure part of the match controller: a match plus what the page adds around it
 * (the shown ply while travelling, the moves Undo took back for Redo, the moves
 * replaced by playing from an earlier position for Restore, and the last event for
 * the live region). Every step is `(ctl, …) → ctl`; `useMatchController` runs them.
 *
 * Playing from an earlier position (only without a clock, and not after a resign,
 * timeout or agreed draw) cuts the line there and plays the new move; the cut moves
 * can be restored once. With a clock the earlier positions are view-only.
 *
 * @example
 * ```ts
 * let c = startCtl(createMatch(gomokuMatch, { options: {}, seats, nowMs: 0 }));
 * c = playMove(c, { x: 7, y: 7 }, 1000);
 * c = undoMove(c, 2000); // back to the start; redo available
 * c = redoMove(c, 3000);
 * ```
 */
import { opposite, type Color, type Point } from '@qipan/core';
import {
  apply,
  createMatch,
  lineMoves,
  turn,
  type Action,
  type Match,
  type MatchError,
  type MatchResult,
  type Seat,
} from '@qipan/match';

export type CtlEvent<S, M> =
  | {
      readonly kind: 'move';
      readonly before: S;
      readonly move: M;
      readonly after: S;
      readonly by: Color;
    }
  | { readonly kind: 'refused'; readonly error: MatchError; readonly move?: M }
  | { readonly kind: 'undo' | 'redo'; readonly plies: number }
  | { readonly kind: 'view'; readonly ply: number }
  | { readonly kind: 'restore'; readonly plies: number }
  | { readonly kind: 'replaced'; readonly from: number; readonly count: number }
  | { readonly kind: 'resign' | 'offer-draw'; readonly color: Color }
  | { readonly kind: 'answer-draw'; readonly color: Color; readonly accept: boolean }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'mark-dead'; readonly color: Color; readonly point: Point }
  | { readonly kind: 'accept-score'; readonly color: Color }
  | { readonly kind: 'start' | 'restored' };

export interface Ctl<S, M, O> {
  readonly match: Match<S, M, O>;
  /** The ply shown while travelling; undefined shows the live position. */
  readonly view: number | undefined;
  /** Moves Undo took back, oldest first; Redo replays them while nothing new was played. */
  readonly redo: readonly M[];
  /** Moves cut by playing from an earlier position, and the ply they followed. */
  readonly replaced: { readonly from: number; readonly moves: readonly M[] } | undefined;
  readonly event: CtlEvent<S, M> | undefined;
}

export const startCtl = <S, M, O>(
  match: Match<S, M, O>,
  event: CtlEvent<S, M> | undefined = { kind: 'start' },
): Ctl<S, M, O> => ({ match, view: undefined, redo: [], replaced: undefined, event });

/** Result reasons that come from the players, not from the rules. */
const PLAYER_ENDS = new Set(['resign', 'timeout', 'abandon', 'draw-agreed', 'timeout-draw']);

/** Whether the result was reached on the board (five, no moves, score…). */
export const ruleResult = (r: MatchResult | undefined): boolean =>
  r !== undefined && !PLAYER_ENDS.has(r.reason);

/** A seat a machine plays (the AI here, or an engine on the server). */
export const isAiSeat = (s: Seat): boolean => s.kind === 'ai' || s.kind === 'engine';
export const shownPly = (c: Ctl<unknown, unknown, unknown>): number => c.view ?? c.match.plies;

/** The colour that asks for an undo: the person against an AI, else whoever moved last. */
export function undoColor(match: Match<unknown, unknown, unknown>): Color {
  const { black, white } = match.seats;
  if (black.kind === 'person' && white.kind !== 'person') return 'black';
  if (white.kind === 'person' && black.kind !== 'person') return 'white';
  const last = lineMoves(match).at(-1);
  return last?.color ?? opposite(turn(match));
}

/** Whether playing from an earlier position may cut the line (see the module note). */
export const mayCut = (match: Match<unknown, unknown, unknown>): boolean =>
  (!match.clock || match.clock.control.kind === 'none') &&
  (match.result === undefined || ruleResult(match.result));

/** The seats the match was created with (Gomoku swap2 swaps them when the first player takes white). */
function originalSeats<S, M, O>(match: Match<S, M, O>): Match<S, M, O>['seats'] {
  const swapped = match.game.swapped?.(match.state) ?? false;
  return swapped ? { black: match.seats.white, white: match.seats.black } : match.seats;
}

/**
 * The match with only its first `plies` moves (same options, seats, clock and
 * timestamps), or an error when a move no longer replays.
 */
export function truncate<S, M, O>(
  match: Match<S, M, O>,
  plies: number,
): { ok: true; value: Match<S, M, O> } | { ok: false; error: MatchError } {
  const control = match.clock?.control;
  let m = createMatch(match.game, {
    options: match.options,
    seats: originalSeats(match),
    ...(control ? { timeControl: control } : {}),
    nowMs: match.startedAtMs,
  });
  for (const node of lineMoves(match).slice(0, plies)) {
    if (node.move === undefined) continue;
    const r = apply(m, { type: 'move', move: node.move }, node.atMs ?? match.startedAtMs);
    if (!r.ok) return r;
    m = r.value;
  }
  return { ok: true, value: m };
}

const movesOf = <M>(match: Match<unknown, M, unknown>): M[] =>
  lineMoves(match).flatMap((n) => (n.move === undefined ? [] : [n.move]));

/** Applies one action; a refusal becomes the `refused` event and changes nothing else. */
export function act<S, M, O>(c: Ctl<S, M, O>, action: Action<M>, nowMs: number): Ctl<S, M, O> {
  const r = apply(c.match, action, nowMs);
  if (!r.ok) return { ...c, event: { kind: 'refused', error: r.error } };
  let event: CtlEvent<S, M> | undefined;
  if (action.type === 'resign' || action.type === 'offer-draw')
    event = { kind: action.type, color: action.color };
  else if (action.type === 'answer-draw')
    event = { kind: 'answer-draw', color: action.color, accept: action.accept };
  else if (action.type === 'claim-timeout') event = { kind: 'timeout' };
  else if (action.type === 'mark-dead')
    event = { kind: 'mark-dead', color: action.color, point: action.point };
  else if (action.type === 'accept-score') event = { kind: 'accept-score', color: action.color };
  return { ...c, match: r.value, view: undefined, event };
}

/**
 * Plays `move` for whoever acts now at the shown position: at the live position it
 * is appended (and clears Redo); at an earlier one the line is cut first when
 * {@link mayCut} allows, else the move is refused as not at the live position.
 */
export function playMove<S, M, O>(
  c: Ctl<S, M, O>,
  move: M,
  nowMs: number,
  cutFromPast = true,
): Ctl<S, M, O> {
  let base = c;
  if (c.view !== undefined && c.view < c.match.plies) {
    if (!cutFromPast || !mayCut(c.match))
      return {
        ...c,
        event: {
          kind: 'refused',
          move,
          error: { reason: 'bad-action', message: 'earlier positions are for viewing only' },
        },
      };
    const t = truncate(c.match, c.view);
    if (!t.ok) return { ...c, event: { kind: 'refused', error: t.error, move } };
    const cut = movesOf(c.match).slice(c.view);
    base = { ...c, match: t.value, view: undefined, replaced: { from: c.view, moves: cut } };
  }
  const before = base.match;
  const by = turn(before);
  const r = apply(before, { type: 'move', move }, nowMs);
  if (!r.ok) {
    // The mover's flag fell before the move: the timeout is claimed instead.
    if (r.error.reason === 'flag-fallen')
      return act(base, { type: 'claim-timeout', color: opposite(by) }, nowMs);
    return { ...c, event: { kind: 'refused', error: r.error, move } };
  }
  const next: Ctl<S, M, O> = {
    ...base,
    match: r.value,
    view: undefined,
    redo: [],
    event: { kind: 'move', before: before.state, move, after: r.value.state, by },
  };
  return next;
}

/**
 * The plies Undo keeps after a game the rules ended (`apply` refuses actions after
 * a result): one ply fewer between people, else before the person's own last move.
 */
function plyBeforeOwnLast(match: Match<unknown, unknown, unknown>): number {
  const color = undoColor(match);
  const oneEach = match.seats.black.kind === 'person' && match.seats.white.kind === 'person';
  if (oneEach) return match.plies - 1;
  const line = lineMoves(match);
  for (let i = line.length - 1; i >= 0; i--) if (line[i]?.color === color) return i;
  return -1;
}

/** Whether Undo has something to take back. */
export function canUndo(c: Ctl<unknown, unknown, unknown>): boolean {
  const m = c.match;
  if (m.plies === 0) return false;
  if (m.result) return mayCut(m) && plyBeforeOwnLast(m) >= 0;
  const color = undoColor(m);
  return lineMoves(m).some((n) => n.color === color) || m.seats[opposite(color)].kind === 'person';
}

/** Undo by the match's policy; the moves taken back go in front of the Redo list. */
export function undoMove<S, M, O>(c: Ctl<S, M, O>, nowMs: number): Ctl<S, M, O> {
  const before = movesOf(c.match);
  const r =
    c.match.result && mayCut(c.match)
      ? plyBeforeOwnLast(c.match) < 0
        ? {
            ok: false as const,
            error: { reason: 'nothing-to-undo' as const, message: 'nothing to undo' },
          }
        : truncate(c.match, plyBeforeOwnLast(c.match))
      : apply(c.match, { type: 'request-undo', color: undoColor(c.match) }, nowMs);
  if (!r.ok) return { ...c, event: { kind: 'refused', error: r.error } };
  const taken = before.slice(r.value.plies);
  return {
    ...c,
    match: r.value,
    view: undefined,
    redo: [...taken, ...c.redo],
    replaced: undefined,
    event: { kind: 'undo', plies: taken.length },
  };
}

export const canRedo = (c: Ctl<unknown, unknown, unknown>): boolean =>
  c.redo.length > 0 && c.match.result === undefined;

/** Replays undone moves: one, then more while an AI would answer (so it is your turn again). */
export function redoMove<S, M, O>(c: Ctl<S, M, O>, nowMs: number): Ctl<S, M, O> {
  let m = c.match;
  let i = 0;
  do {
    const move = c.redo[i];
    if (move === undefined) break;
    const r = apply(m, { type: 'move', move }, nowMs);
    if (!r.ok) return { ...c, redo: [], event: { kind: 'refused', error: r.error, move } };
    m = r.value;
    i++;
  } while (m.result === undefined && isAiSeat(m.seats[turn(m)]));
  if (i === 0) return c;
  return {
    ...c,
    match: m,
    view: undefined,
    redo: c.redo.slice(i),
    event: { kind: 'redo', plies: i },
  };
}

/** Swaps the replaced moves back in (the line from their ply is replaced in turn). */
export function restoreReplaced<S, M, O>(c: Ctl<S, M, O>, nowMs: number): Ctl<S, M, O> {
  const rep = c.replaced;
  if (!rep) return c;
  const t = truncate(c.match, rep.from);
  if (!t.ok) return { ...c, event: { kind: 'refused', error: t.error } };
  const cut = movesOf(c.match).slice(rep.from);
  let m = t.value;
  for (const move of rep.moves) {
    const r = apply(m, { type: 'move', move }, nowMs);
    if (!r.ok) return { ...c, event: { kind: 'refused', error: r.error, move } };
    m = r.value;
  }
  return {
    ...c,
    match: m,
    view: undefined,
    redo: [],
    replaced: cut.length > 0 ? { from: rep.from, moves: cut } : undefined,
    event: { kind: 'restore', plies: m.plies },
  };
}

/** Shows ply `ply` (clamped); the live ply shows the live position. */
export function viewPly<S, M, O>(c: Ctl<S, M, O>, ply: number): Ctl<S, M, O> {
  const p = Math.max(0, Math.min(c.match.plies, Math.round(ply)));
  if (p === shownPly(c)) return c;
  return { ...c, view: p === c.match.plies ? undefined : p, event: { kind: 'view', ply: p } };
}

/** Cuts the line at the shown position (so the AI can move from there). */
export function cutHere<S, M, O>(c: Ctl<S, M, O>): Ctl<S, M, O> {
  if (c.view === undefined || !mayCut(c.match)) return c;
  const t = truncate(c.match, c.view);
  if (!t.ok) return { ...c, event: { kind: 'refused', error: t.error } };
  const cut = movesOf(c.match).slice(c.view);
  return {
    ...c,
    match: t.value,
    view: undefined,
    redo: [],
    replaced: { from: c.view, moves: cut },
  };
}

/** Whether `c`'s shown position is the live one. */
export const atLive = (c: Ctl<unknown, unknown, unknown>): boolean =>
  c.view === undefined || c.view === c.match.plies;

/** Scoring phase: `color` toggles the group at `point` dead/alive (refused outside it). */
export function markDeadAt<S, M, O>(
  c: Ctl<S, M, O>,
  color: Color,
  point: Point,
  nowMs: number,
): Ctl<S, M, O> {
  if (!c.match.scoring || c.match.result) return c;
  return act(c, { type: 'mark-dead', color, point }, nowMs);
}

/** Scoring phase: every person's seat that has not accepted the count accepts it. */
export function acceptForPeople<S, M, O>(c: Ctl<S, M, O>, nowMs: number): Ctl<S, M, O> {
  let out = c;
  for (const k of ['black', 'white'] as const) {
    const m = out.match;
    if (!m.scoring || m.result || m.scoring.accepted[k] || m.seats[k].kind !== 'person') continue;
    out = act(out, { type: 'accept-score', color: k }, nowMs);
  }
  return out;
}
