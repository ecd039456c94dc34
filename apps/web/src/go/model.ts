/**
 * The Go page's review of an SGF record as plain data and pure transitions: the
 * record (the game tree) with the current node, moves played into it as variations,
 * refused moves with their reason, dead-stone marking after two passes and the
 * accepted result. Games in play are matches (`goSpec.ts`), not this.
 *
 * @example
 * ```ts
 * const { t } = useTranslation(['go', 'common']);
 * const m = loadSgfModel(t, '(;GM[1]SZ[9])', 'a.sgf');
 * if (m.ok) {
 *   const r = playMove(t, m.value, { type: 'play', point: { x: 4, y: 4 } });
 *   r.model.announce; // 'Black E5.' (in the language of `t`)
 * }
 * ```
 */
import { pointKey, type Point } from '@qipan/core';
import {
  addRecordMove,
  formatVertex,
  guessDeadStones,
  isOver,
  positionAt,
  score,
  setRootProperties,
  type GoMove,
  type GoRecord,
  type GoRecordNode,
  type GoState,
  type ScoreBreakdown,
} from '@qipan/go';
import { moveText, moveWords, refusalText, resultText, type TFunction } from './labels.js';
import { remember, type Chosen } from './tree.js';

export interface Marking {
  /** The node (after two passes) being counted. */
  readonly node: number;
  /** Dead stones as `x,y` keys. */
  readonly dead: ReadonlySet<string>;
  /** True while the marking is still the automatic guess. */
  readonly guess: boolean;
}

export interface GameModel {
  readonly record: GoRecord;
  readonly current: number;
  readonly chosen: Chosen;
  /** The file name of a loaded record (review), else undefined. */
  readonly source: string | undefined;
  readonly marking: Marking | undefined;
  /** 'B+3.5', 'W+R'… once accepted or resigned here (also written as RE); a loaded RE is not one. */
  readonly result: string | undefined;
  /** The last refused move's reason, shown until the next move. */
  readonly refusal: string | undefined;
  /** The latest announcement for the live region. */
  readonly announce: string;
  /** A warning about the loaded record (an illegal move). */
  readonly warning: string | undefined;
}

export const nodeAt = (m: GameModel, id = m.current): GoRecordNode => m.record.tree.node(id);
/** The position at the current node (computed from the record, cached there). */
export const stateOf = (m: GameModel, id = m.current): GoState => positionAt(m.record, id);

export function base(record: GoRecord, source: string | undefined, announce: string): GameModel {
  return {
    record,
    current: 0,
    chosen: {},
    source,
    marking: undefined,
    result: undefined,
    refusal: undefined,
    announce,
    warning: undefined,
  };
}

/** Goes to node `id` (navigation); starts the marking when it ends with two passes. */
export function goTo(t: TFunction, m: GameModel, id: number): GameModel {
  if (!m.record.tree.has(id)) return m;
  const chosen = remember(m.record, m.chosen, id);
  const n = nodeAt(m, id).data;
  const mv = n.move;
  const announce =
    id === m.record.tree.rootId
      ? t('announce.start')
      : t('announce.move', {
          n: n.moveNumber,
          what: mv ? moveWords(t, mv.color, mv.move, m.record.rules.size) : t('announce.setup'),
        });
  return withMarking({ ...m, current: id, chosen, refusal: undefined, announce });
}

function withMarking(m: GameModel): GameModel {
  const s = stateOf(m);
  if (s.passes < 2 || s.resigned !== undefined) return { ...m, marking: undefined };
  if (m.marking?.node === m.current) return m;
  const guess = guessDeadStones(s);
  return {
    ...m,
    marking: { node: m.current, dead: new Set(guess.dead.map(pointKey)), guess: true },
  };
}

/** Plays for the side to move at the current node: a new node, or the existing one it matches. */
export function playMove(
  t: TFunction,
  m: GameModel,
  move: GoMove,
): { model: GameModel; refused: boolean } {
  const n = nodeAt(m);
  const s = stateOf(m);
  if (m.result !== undefined && n.children.length === 0) {
    return refuse(t, m, t('announce.gameIsOver', { result: resultText(t, m.result) }));
  }
  if (isOver(s)) return refuse(t, m, refusalText(t, 'game-over'));
  const r = addRecordMove(m.record, m.current, s.turn, move);
  if (!r.ok) return refuse(t, m, refusalText(t, r.error.reason));
  const next = goTo(t, { ...m, record: r.value.record }, r.value.id);
  return { model: { ...next, announce: moveText(t, s, move, stateOf(next)) }, refused: false };
}

/** A refused move: the reason shown and announced. */
export function refuse(
  t: TFunction,
  m: GameModel,
  reason: string,
): { model: GameModel; refused: boolean } {
  const announce = t('announce.refused', { reason });
  return { model: { ...m, refusal: reason, announce }, refused: true };
}

/** The points of the chain through `p` (same colour, orthogonally connected). */
export function chainAt(s: GoState, p: Point): Point[] {
  const n = s.size;
  const at = (q: Point): number => s.board.cells[s.board.index(q.x, q.y)] as number;
  const colour = at(p);
  if (colour !== 1 && colour !== 2) return [];
  const seen = new Set<string>([pointKey(p)]);
  const stack = [p];
  const out: Point[] = [];
  while (stack.length > 0) {
    const q = stack.pop() as Point;
    out.push(q);
    for (const d of [
      { x: q.x + 1, y: q.y },
      { x: q.x - 1, y: q.y },
      { x: q.x, y: q.y + 1 },
      { x: q.x, y: q.y - 1 },
    ]) {
      if (d.x < 0 || d.y < 0 || d.x >= n || d.y >= n || seen.has(pointKey(d))) continue;
      if (at(d) !== colour) continue;
      seen.add(pointKey(d));
      stack.push(d);
    }
  }
  return out;
}

/** During marking: toggles the whole chain through `p` dead/alive. */
export function toggleDead(t: TFunction, m: GameModel, p: Point): GameModel {
  if (!m.marking || m.result !== undefined) return m;
  const chain = chainAt(stateOf(m), p);
  if (chain.length === 0) return m;
  const dead = new Set(m.marking.dead);
  const nowDead = !dead.has(pointKey(p));
  for (const q of chain) {
    if (nowDead) dead.add(pointKey(q));
    else dead.delete(pointKey(q));
  }
  const size = stateOf(m).size;
  const params = { count: chain.length, point: formatVertex(p, size) };
  return {
    ...m,
    marking: { ...m.marking, dead, guess: false },
    announce: t(nowDead ? 'announce.markedDead' : 'announce.markedAlive', params),
  };
}

export const deadPoints = (marking: Marking): Point[] =>
  [...marking.dead].map((k) => {
    const [x, y] = k.split(',').map(Number);
    return { x: x as number, y: y as number };
  });

export function currentScore(m: GameModel): ScoreBreakdown | undefined {
  return m.marking ? score(stateOf(m), { dead: deadPoints(m.marking) }) : undefined;
}

function withResult(m: GameModel, re: string): GameModel {
  return { ...m, record: setRootProperties(m.record, { RE: [re] }), result: re };
}

/** Accepts the counted score as the result. */
export function acceptScore(t: TFunction, m: GameModel): GameModel {
  const s = currentScore(m);
  if (!s || m.result !== undefined) return m;
  const announce = t('announce.gameOver', { result: resultText(t, s.result) });
  return { ...withResult(m, s.result), announce };
}

/** Stone numbers along the line to node `id` of `record`: `x,y` → move number of the stone there. */
export function stoneNumbers(record: GoRecord, id: number): Map<string, number> {
  const out = new Map<string, number>();
  const s = positionAt(record, id);
  for (let n: GoRecordNode | undefined = record.tree.node(id); n;) {
    const mv = n.data.move;
    if (mv && mv.move.type === 'play') {
      const k = pointKey(mv.move.point);
      const here = s.board.cells[s.board.index(mv.move.point.x, mv.move.point.y)];
      if (!out.has(k) && here === (mv.color === 'black' ? 1 : 2)) out.set(k, n.data.moveNumber);
    }
    n = n.parent === undefined ? undefined : record.tree.node(n.parent);
  }
  return out;
}
