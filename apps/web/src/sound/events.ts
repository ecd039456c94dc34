/**
 * Which sounds a change of what a game page shows calls for, as pure functions: the
 * page describes what it shows now (`SoundView`: which game, which position, what the
 * move into it was, whether the game is under way or over) and `soundsBetween` compares
 * it with what it showed before. One step forward from the position shown before is a
 * move (a stone or piece put down, a capture, a pass), whether it was just played or
 * stepped to in a review; anything else (undo, a jump, a reload, a restored game) is
 * silent. A new game at its first position starts with a chord, a game that ends with
 * another. Low time ticks once per clock period (`lowTimeKey`).
 *
 * @example
 * ```ts
 * const before: SoundView = { game: 'g1', at: 4, captured: 0, over: false };
 * soundsBetween(before, { ...before, at: 5, captured: 1 }); // ['capture']
 * soundsBetween(before, { ...before, at: 3 }); // [] (undo)
 * soundsBetween(undefined, before); // [] (a reload)
 * ```
 */
import type { ClockReading, TimeControl } from '@qipan/match';

/** Every sound the app plays. */
export const SOUNDS = ['place', 'capture', 'pass', 'start', 'end', 'low', 'queen'] as const;
export type Sound = (typeof SOUNDS)[number];

/** The sound of a move: a stone or piece put down, a capture, a pass. */
export type MoveSound = 'place' | 'capture' | 'pass' | 'queen';

/** What a game page shows, as far as sounds go. */
export interface SoundView {
  /** The game shown: another value is another game (a new one, an imported record…). */
  readonly game: string;
  /** The shown position: its ply in a line of moves, or its node's id in a record tree. */
  readonly at: number;
  /**
   * The position the shown one follows: in a line of moves `at - 1` (the default); in a
   * tree the parent node's id (-1 at the root).
   */
  readonly parent?: number | undefined;
  /** What the move into the shown position was; 'place' when omitted. */
  readonly move?: MoveSound | undefined;
  /** Pieces captured so far in the shown position: more than before makes a move a capture. */
  readonly captured?: number | undefined;
  /** The game is under way (an online game still waiting for its opponent is not). Default true. */
  readonly started?: boolean | undefined;
  /** The game is over (the game's result, not the shown position's). */
  readonly over: boolean;
}

/** What a game says about the move into a position (see `MatchSpec.moveSound`). */
export type MoveFacts = Pick<SoundView, 'move' | 'captured'>;

/** The sound of the move from `prev` to `next` (one step forward). */
function moveSound(prev: SoundView, next: SoundView): Sound {
  if (next.move === 'pass' || next.move === 'queen') return next.move;
  if (next.move === 'capture' || (next.captured ?? 0) > (prev.captured ?? 0)) return 'capture';
  return 'place';
}

/**
 * The sounds for going from showing `prev` to showing `next`, in order. Nothing when
 * there was nothing before (the page just opened or was reloaded).
 */
export function soundsBetween(prev: SoundView | undefined, next: SoundView): Sound[] {
  if (!prev) return [];
  const started = next.started ?? true;
  if (prev.game !== next.game)
    // A fresh game at its start; an imported record or a finished game is only shown.
    return started && next.at === 0 && !next.over ? ['start'] : [];
  const out: Sound[] = [];
  if (started && prev.started === false) out.push('start');
  const parent = next.parent ?? next.at - 1;
  if (next.at !== prev.at && parent === prev.at) out.push(moveSound(prev, next));
  if (next.over && !prev.over) out.push('end');
  return out;
}

/** Under this much time on the running clock (of its current period), low time ticks. */
export const LOW_TIME_SOUND_MS = 10_000;

/**
 * The low-time period a running clock's reading is in, or undefined when it is not low
 * (or the flag fell): main time, or each byo-yomi period by how many are left. A page
 * ticks once per key (with the game and the side added).
 */
export function lowTimeKey(r: ClockReading, control: TimeControl): string | undefined {
  if (control.kind === 'none' || r.flagged) return undefined;
  if (r.remainingMs <= 0 || r.remainingMs >= LOW_TIME_SOUND_MS) return undefined;
  return r.inOvertime ? `over${r.periods ?? ''}` : 'main';
}
