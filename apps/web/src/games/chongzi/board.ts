/**
 * Pure helpers behind the Chongzi page: what a click means, which points are legal
 * targets, and the sentences shown and announced (phases, moves, captures, the end).
 *
 * @example
 * ```ts
 * import { initial } from '@qipan/chongzi';
 * import { clickIntent } from './board.js';
 * const s = initial({ size: 4, start: 'fixed' });
 * clickIntent(s, null, { x: 0, y: 3 }); // { kind: 'select', at: { x: 0, y: 3 } }
 * endText({ winner: 'black', winnerSide: 'red', reason: 'no-moves' }, t); // 'Red wins: Blue has no legal move.'
 * ```
 */
import {
  formatMove,
  formatPoint,
  legalMoves,
  otherSide,
  type Capture,
  type ChongziMove,
  type ChongziOptions,
  type ChongziOutcome,
  type ChongziState,
  type Side,
} from '@qipan/chongzi';
import { pointKey, type Point } from '@qipan/core';
import type { Match } from '@qipan/match';
import type { MoveItem } from '../../components/MoveList.js';
import { say, type Tr } from '../../session/local/messages.js';

export type ClickIntent =
  | { readonly kind: 'select'; readonly at: Point }
  | { readonly kind: 'deselect' }
  | { readonly kind: 'play'; readonly move: ChongziMove }
  | { readonly kind: 'refuse'; readonly reason: Refusal };

/** A refused click: its catalogue key (`chongzi:refusal.*`) and values (points, sides). */
export interface Refusal {
  readonly key:
    | 'over'
    | 'occupied'
    | 'removeOpponent'
    | 'cannotMove'
    | 'selectFirst'
    | 'wrongPiece'
    | 'notDestination';
  readonly point?: string;
  readonly side?: Side;
  readonly owner?: Side;
}

/** A refused click in a sentence. */
export function refusalSentence(r: Refusal, tr: Tr): string {
  const t = say(tr);
  const side = (s: Side | undefined): string => (s ? t(`chongzi:side.${s}`) : '');
  return t(`chongzi:refusal.${r.key}`, {
    point: r.point ?? '',
    side: side(r.side),
    owner: side(r.owner),
  });
}

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
  if (state.outcome) return { kind: 'refuse', reason: { key: 'over' } };
  const name = formatPoint(p, state.size);
  const owner = state.board[p.y * state.size + p.x] ?? null;
  if (state.phase === 'placement') {
    return owner === null
      ? { kind: 'play', move: { kind: 'place', at: p } }
      : { kind: 'refuse', reason: { key: 'occupied', point: name } };
  }
  if (state.phase === 'removal') {
    return owner === otherSide(state.turn)
      ? { kind: 'play', move: { kind: 'remove', at: p } }
      : { kind: 'refuse', reason: { key: 'removeOpponent', side: otherSide(state.turn) } };
  }
  if (owner === state.turn) {
    if (same(selected, p)) return { kind: 'deselect' };
    if (stepsFrom(state, p).length === 0)
      return { kind: 'refuse', reason: { key: 'cannotMove', point: name } };
    return { kind: 'select', at: p };
  }
  if (selected === null) {
    return {
      kind: 'refuse',
      reason:
        owner === null
          ? { key: 'selectFirst', side: state.turn }
          : { key: 'wrongPiece', point: name, owner, side: state.turn },
    };
  }
  const step = stepsFrom(state, selected).find(
    (m) => m.kind === 'step' && m.to.x === p.x && m.to.y === p.y,
  );
  if (step) return { kind: 'play', move: step };
  return {
    kind: 'refuse',
    reason: { key: 'notDestination', point: name },
  };
}

/** "captures C4 and D5 (two push two, vertical)" for each line that captured. */
export function describeCaptures(captures: readonly Capture[], n: number, tr: Tr): string {
  const t = say(tr);
  return captures
    .map((c) => {
      const pts = c.captured.map((p) => formatPoint(p, n));
      const list =
        pts.length > 1
          ? t('chongzi:and', {
              list: pts.slice(0, -1).join(t('chongzi:listGap')),
              last: pts.at(-1),
            })
          : (pts[0] ?? '');
      const k = c.captured.length;
      const pattern = t(`chongzi:pattern.${k >= 1 && k <= 3 ? k : 'other'}`);
      return t('chongzi:captures', { list, pattern, line: t(`chongzi:line.${c.line}`) });
    })
    .join(t('chongzi:capsJoin'));
}

/** The sentence for a move that led from `before` to `after`. */
export function describeMove(
  before: ChongziState,
  move: ChongziMove,
  after: ChongziState,
  tr: Tr,
): string {
  const t = say(tr);
  const who = t(`chongzi:side.${before.turn}`);
  const n = before.size;
  const what =
    move.kind === 'step'
      ? t('chongzi:move.step', { who, move: formatMove(move, n) })
      : move.kind === 'place'
        ? t('chongzi:move.place', { who, point: formatPoint(move.at, n) })
        : t('chongzi:move.remove', {
            who,
            side: t(`chongzi:side.${otherSide(before.turn)}`),
            point: formatPoint(move.at, n),
          });
  const caps =
    after.captures.length > 0
      ? `${t('chongzi:capsGap')}${describeCaptures(after.captures, n, tr)}`
      : '';
  return t('chongzi:sentence', { what, caps });
}

/** How the game ended, in one sentence. */
export function endText(outcome: ChongziOutcome, tr: Tr): string {
  const t = say(tr);
  const w = outcome.winnerSide ?? 'red';
  return t(`chongzi:end.${outcome.reason}`, {
    winner: t(`chongzi:side.${w}`),
    loser: t(`chongzi:side.${otherSide(w)}`),
  });
}

/** The move list's items: the moves with their sides and captures, from the states along the line. */
export function moveItems(
  match: Match<ChongziState, ChongziMove, ChongziOptions>,
  moves: readonly { readonly move: ChongziMove | undefined }[],
  tr: Tr,
): MoveItem[] {
  const t = say(tr);
  const def = match.game.definition;
  let state = def.initial(match.options);
  const out: MoveItem[] = [];
  for (const [k, node] of moves.entries()) {
    if (!node.move) continue;
    const side = state.turn;
    const text = formatMove(node.move, state.size);
    const r = def.play(state, node.move);
    if (!r.ok) break;
    state = r.value;
    const caps = state.captures.reduce((n, c) => n + c.captured.length, 0);
    out.push({
      number: `${k + 1}.`,
      text,
      dot: side,
      detail: caps
        ? t('chongzi:moveChip.captures', { side: t(`chongzi:side.${side}`), captured: caps })
        : t(`chongzi:side.${side}`),
      ...(caps ? { mark: `×${caps}` } : {}),
    });
  }
  return out;
}
