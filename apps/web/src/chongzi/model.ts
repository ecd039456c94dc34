/**
 * Pure helpers behind the Chongzi page: what a click means, which points are legal
 * targets, and the sentences shown and announced (phases, moves, captures, the end).
 *
 * @example
 * ```ts
 * import { initialState } from '@qipan/chongzi';
 * import { clickIntent } from './model.js';
 * const s = initialState({ size: 4, start: 'fixed' });
 * clickIntent(s, null, { x: 0, y: 3 }); // { kind: 'select', at: { x: 0, y: 3 } }
 * ```
 */
import {
  formatMove,
  formatPoint,
  legalMoves,
  otherSide,
  type Capture,
  type ChongziMove,
  type ChongziOutcome,
  type ChongziState,
  type Phase,
  type Side,
} from '@qipan/chongzi';
import { pointKey, type Point } from '@qipan/core';

export const SIDE_NAME: Record<Side, string> = { red: 'Red', blue: 'Blue' };
export const SIDE_ZH: Record<Side, string> = { red: '红', blue: '蓝' };

export const PHASE_NAME: Record<Phase, string> = {
  placement: 'Placing',
  removal: 'Removing',
  movement: 'Moving',
};
export const PHASE_ZH: Record<Phase, string> = {
  placement: '摆子',
  removal: '提子',
  movement: '走子',
};

/** What one sentence says the side to move must do now. */
export function phaseTask(phase: Phase): string {
  if (phase === 'placement') return 'place a piece on any empty point';
  if (phase === 'removal') return 'remove one of the opponent’s pieces';
  return 'move a piece one step to an empty point';
}

export type ClickIntent =
  | { readonly kind: 'select'; readonly at: Point }
  | { readonly kind: 'deselect' }
  | { readonly kind: 'play'; readonly move: ChongziMove }
  | { readonly kind: 'refuse'; readonly reason: string };

const same = (a: Point | null, b: Point): boolean => a !== null && a.x === b.x && a.y === b.y;

/** Steps of the piece on `from` (empty unless it is the mover's and can move). */
export function stepsFrom(state: ChongziState, from: Point): ChongziMove[] {
  return legalMoves(state).filter(
    (m) => m.kind === 'step' && m.from.x === from.x && m.from.y === from.y,
  );
}

/** Keys of the points a click may act on now: targets of the selection, places, removals. */
export function targetKeys(state: ChongziState, selected: Point | null): Set<string> {
  const out = new Set<string>();
  for (const m of legalMoves(state)) {
    if (m.kind === 'step') {
      if (same(selected, m.from)) out.add(pointKey(m.to));
    } else out.add(pointKey(m.at));
  }
  return out;
}

/** Keys of the mover's pieces that have a step (movement phase only). */
export function movableKeys(state: ChongziState): Set<string> {
  const out = new Set<string>();
  for (const m of legalMoves(state)) if (m.kind === 'step') out.add(pointKey(m.from));
  return out;
}

/** What a click on `p` means, given the current selection. Never changes anything itself. */
export function clickIntent(state: ChongziState, selected: Point | null, p: Point): ClickIntent {
  if (state.outcome) return { kind: 'refuse', reason: 'The game is over.' };
  const name = formatPoint(p, state.size);
  const owner = state.board[p.y * state.size + p.x] ?? null;
  if (state.phase === 'placement') {
    return owner === null
      ? { kind: 'play', move: { kind: 'place', at: p } }
      : { kind: 'refuse', reason: `${name} is occupied: place on an empty point.` };
  }
  if (state.phase === 'removal') {
    return owner === otherSide(state.turn)
      ? { kind: 'play', move: { kind: 'remove', at: p } }
      : { kind: 'refuse', reason: `Remove one of ${SIDE_NAME[otherSide(state.turn)]}’s pieces.` };
  }
  if (owner === state.turn) {
    if (same(selected, p)) return { kind: 'deselect' };
    if (stepsFrom(state, p).length === 0)
      return { kind: 'refuse', reason: `The piece on ${name} cannot move.` };
    return { kind: 'select', at: p };
  }
  if (selected === null) {
    return {
      kind: 'refuse',
      reason:
        owner === null
          ? `Select one of ${SIDE_NAME[state.turn]}’s pieces first.`
          : `${name} holds a ${SIDE_NAME[owner]} piece: select one of ${SIDE_NAME[state.turn]}’s.`,
    };
  }
  const step = stepsFrom(state, selected).find(
    (m) => m.kind === 'step' && m.to.x === p.x && m.to.y === p.y,
  );
  if (step) return { kind: 'play', move: step };
  return {
    kind: 'refuse',
    reason: `${name} is not a legal destination: a piece steps to an adjacent empty point.`,
  };
}

const PATTERN_NAME: Record<number, string> = {
  1: 'two push one',
  2: 'two push two',
  3: 'one push three',
};

/** "captures C4 and D5 (two push two)" for each line that captured. */
export function describeCaptures(captures: readonly Capture[], n: number): string {
  return captures
    .map((c) => {
      const pts = c.captured.map((p) => formatPoint(p, n));
      const list = pts.length > 1 ? `${pts.slice(0, -1).join(', ')} and ${pts.at(-1)}` : pts[0];
      return `captures ${list} (${PATTERN_NAME[c.captured.length] ?? 'push'}, ${c.line})`;
    })
    .join('; ');
}

/** The sentence for a move that led from `before` to `after`. */
export function describeMove(before: ChongziState, move: ChongziMove, after: ChongziState): string {
  const who = SIDE_NAME[before.turn];
  const n = before.size;
  const what =
    move.kind === 'step'
      ? `${who} ${formatMove(move, n)}`
      : move.kind === 'place'
        ? `${who} places on ${formatPoint(move.at, n)}`
        : `${who} removes ${SIDE_NAME[otherSide(before.turn)]}’s piece on ${formatPoint(move.at, n)}`;
  const caps = after.captures.length > 0 ? `, ${describeCaptures(after.captures, n)}` : '';
  return `${what}${caps}.`;
}

/** How the game ended, in one sentence. */
export function endText(outcome: ChongziOutcome): string {
  const w = outcome.winnerSide;
  const loser = w ? SIDE_NAME[otherSide(w)] : '';
  switch (outcome.reason) {
    case 'no-pieces':
      return `${SIDE_NAME[w ?? 'red']} wins: ${loser} has no pieces left.`;
    case 'no-moves':
      return `${SIDE_NAME[w ?? 'red']} wins: ${loser} has no legal move.`;
    case 'repetition':
      return 'Draw: the same position occurred for the third time.';
    case 'quiet-moves':
      return 'Draw: 100 moves in a row without a capture.';
  }
}

/** The accessible name of a point: "C3, red piece, selected". */
export function cellName(
  n: number,
  p: Point,
  piece: Side | null,
  flags: {
    selected?: boolean;
    target?: boolean;
    movable?: boolean;
    captured?: boolean;
    last?: boolean;
  },
): string {
  const parts = [formatPoint(p, n), piece ? `${piece} piece` : 'empty'];
  if (flags.captured) parts.push('captured');
  if (flags.selected) parts.push('selected');
  if (flags.target) parts.push(piece ? 'can be removed' : 'legal destination');
  if (flags.movable && !flags.selected) parts.push('can move');
  if (flags.last) parts.push('last move');
  return parts.join(', ');
}
