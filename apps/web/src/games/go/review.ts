/**
 * The review of a Go record (an opened SGF) as plain data and pure transitions: the
 * record (the game tree) with the current node, moves played into it as variations,
 * refused moves with their reason, dead-stone marking after two passes and the
 * accepted result; and the review's edits (comments, names, annotations, game
 * information, promoting and deleting branches, set-up stones and the side to move),
 * each announced, a refusal leaving the record as it was with its reason in `refusal`.
 * No words here: announcements and refusals are codes with their values
 * (`ReviewNote`, `ReviewRefusal`), put into words by `reviewWords.ts` in the page.
 * Games in play are matches (`goSpec.ts`), not this.
 *
 * @example
 * ```ts
 * const m = loadSgfReview('(;GM[1]SZ[9])', 'a.sgf');
 * if (m.ok) {
 *   const r = playMove(m.value, { type: 'play', point: { x: 4, y: 4 } });
 *   r.review.announce; // { kind: 'played', color: 'black', move: …, captured: 0, … }
 *   setComment(r.review, 'Tengen!').announce; // { kind: 'comment', removed: false }
 * }
 * ```
 */
import { pointKey, type Color, type Point } from '@qipan/core';
import {
  addRecordMove,
  captures,
  chainAt,
  editSetup,
  formatVertex,
  guessDeadStones,
  positionAt,
  promoteVariation,
  removeRecordNode,
  score,
  setGameInfo,
  setNodeProperties,
  setRootProperties,
  setSideToMove,
  stoneAt,
  toggleDead as toggleDeadChain,
  pathIds,
  GAME_INFO_PROPERTIES,
  type GoMove,
  type GoRecord,
  type GoRecordNode,
  type GoRefusal,
  type GoState,
  type IllegalRecordMove,
  type PropertyEdits,
  type RecordEditError,
  type ScoreBreakdown,
} from '@qipan/go';
import type { SgfGameSummary } from './sgfio.js';
import { remember, type Chosen } from './tree.js';

export interface Marking {
  /** The node (after two passes) being counted. */
  readonly node: number;
  /** Dead stones as `x,y` keys. */
  readonly dead: ReadonlySet<string>;
  /** True while the marking is still the automatic guess. */
  readonly guess: boolean;
}

/** Why a move or an edit of the review was refused. */
export type ReviewRefusal =
  /** The rules refuse the move (occupied, ko, suicide…, 'game-over' after a resignation). */
  | { readonly kind: 'move'; readonly reason: GoRefusal | 'bad-point' }
  /** The result was accepted here and the record ends: no more moves. */
  | { readonly kind: 'over'; readonly result: string }
  /** The record refuses the edit (off the board, breaks the moves, a bad komi…). */
  | { readonly kind: 'edit'; readonly reason: RecordEditError['reason'] }
  /** Game information edits only game-information properties. */
  | { readonly kind: 'not-game-info'; readonly property: string }
  /** A move annotation (BM TE DO IT) on a node without a move. */
  | { readonly kind: 'no-move-here' }
  /** The root of the record cannot be deleted. */
  | { readonly kind: 'root' };

/** What the live region says after a change of the review: a code with its values. */
export type ReviewNote =
  | { readonly kind: 'none' }
  /** Went to the root. */
  | { readonly kind: 'start' }
  /** Went to move `n` (`move` undefined for a set-up node). */
  | {
      readonly kind: 'at';
      readonly n: number;
      readonly move: { readonly color: Color; readonly move: GoMove } | undefined;
      readonly size: number;
    }
  /** A move played: what, the stones it took, and what comes next. */
  | {
      readonly kind: 'played';
      readonly color: Color;
      readonly move: GoMove;
      readonly size: number;
      readonly captured: number;
      readonly bothPassed: boolean;
      readonly handicapLeft: number;
    }
  | { readonly kind: 'refused'; readonly reason: ReviewRefusal }
  /** A chain of `count` stones through `point` marked dead or alive. */
  | {
      readonly kind: 'marked';
      readonly dead: boolean;
      readonly count: number;
      readonly point: string;
    }
  | { readonly kind: 'dead-reset' }
  | { readonly kind: 'game-over'; readonly result: string }
  | { readonly kind: 'comment'; readonly removed: boolean }
  /** A node's name saved (`name`) or removed (undefined). */
  | { readonly kind: 'name'; readonly name: string | undefined }
  | {
      readonly kind: 'annotation';
      readonly annotation: Annotation;
      readonly value: 0 | 1 | 2;
    }
  | { readonly kind: 'info-saved' }
  | { readonly kind: 'promoted'; readonly already: boolean }
  | { readonly kind: 'deleted'; readonly count: number }
  /** A set-up stone of `color` placed on `point`, or removed (undefined). */
  | { readonly kind: 'stone'; readonly color: Color | undefined; readonly point: string }
  | { readonly kind: 'turn'; readonly color: Color }
  /** A file loaded: game `index` (0-based) of `games`, with the first illegal move if any. */
  | {
      readonly kind: 'loaded';
      readonly source: string;
      readonly size: number;
      readonly moves: number;
      readonly games: number;
      readonly index: number;
      readonly warning: IllegalRecordMove | undefined;
    }
  /** The saved review read back. */
  | { readonly kind: 'restored' }
  | { readonly kind: 'saved'; readonly file: string }
  | { readonly kind: 'copied'; readonly count: number }
  | { readonly kind: 'copy-failed' }
  | { readonly kind: 'editing'; readonly on: boolean }
  | { readonly kind: 'undone' }
  /** A sentence the page has worded already (a session's notice). */
  | { readonly kind: 'text'; readonly text: string };

export interface RecordReview {
  readonly record: GoRecord;
  readonly current: number;
  readonly chosen: Chosen;
  /** The file name of a loaded record, else undefined. */
  readonly source: string | undefined;
  readonly marking: Marking | undefined;
  /** 'B+3.5', 'W+R'… once accepted or resigned here (also written as RE); a loaded RE is not one. */
  readonly result: string | undefined;
  /** The last refused move's reason, shown until the next move. */
  readonly refusal: ReviewRefusal | undefined;
  /** The latest announcement for the live region. */
  readonly announce: ReviewNote;
  /** The loaded record's first illegal move (loaded up to it). */
  readonly warning: IllegalRecordMove | undefined;
  /** Every game of the loaded file when it holds more than one (see `loadSgfReview`). */
  readonly games?: readonly SgfGameSummary[];
  /** Which of `games` this is (0-based). */
  readonly gameIndex?: number;
}

const NONE: ReviewNote = { kind: 'none' };

export const nodeAt = (m: RecordReview, id = m.current): GoRecordNode => m.record.tree.node(id);
/** The position at the current node (computed from the record, cached there). */
export const stateOf = (m: RecordReview, id = m.current): GoState => positionAt(m.record, id);

export function base(
  record: GoRecord,
  source: string | undefined,
  announce: ReviewNote = NONE,
): RecordReview {
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
export function goTo(m: RecordReview, id: number): RecordReview {
  if (!m.record.tree.has(id)) return m;
  const chosen = remember(m.record, m.chosen, id);
  const n = nodeAt(m, id).data;
  const announce: ReviewNote =
    id === m.record.tree.rootId
      ? { kind: 'start' }
      : { kind: 'at', n: n.moveNumber, move: n.move, size: m.record.rules.size };
  return withMarking({ ...m, current: id, chosen, refusal: undefined, announce });
}

function withMarking(m: RecordReview): RecordReview {
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
  m: RecordReview,
  move: GoMove,
): { review: RecordReview; refused: boolean } {
  const n = nodeAt(m);
  const s = stateOf(m);
  if (m.result !== undefined && n.children.length === 0)
    return refuse(m, { kind: 'over', result: m.result });
  // A record goes on after two passes (the players resume); not after a resignation.
  if (s.resigned !== undefined) return refuse(m, { kind: 'move', reason: 'game-over' });
  const r = addRecordMove(m.record, m.current, s.turn, move);
  if (!r.ok) return refuse(m, { kind: 'move', reason: r.error.reason });
  const next = goTo({ ...m, record: r.value.record }, r.value.id);
  const after = stateOf(next);
  const announce: ReviewNote = {
    kind: 'played',
    color: s.turn,
    move,
    size: s.size,
    captured: captures(after)[s.turn] - captures(s)[s.turn],
    bothPassed: after.passes >= 2,
    handicapLeft: after.handicapToPlace,
  };
  return { review: { ...next, announce }, refused: false };
}

/** A refused move: the reason shown and announced. */
function refuse(
  m: RecordReview,
  reason: ReviewRefusal,
): { review: RecordReview; refused: boolean } {
  return {
    review: { ...m, refusal: reason, announce: { kind: 'refused', reason } },
    refused: true,
  };
}

/** During marking: toggles the whole chain through `p` dead/alive (the engine's {@link toggleDeadChain}). */
export function toggleDead(m: RecordReview, p: Point): RecordReview {
  if (!m.marking || m.result !== undefined) return m;
  const s = stateOf(m);
  const r = toggleDeadChain(s, deadPoints(m.marking), p);
  if (!r.ok) return m;
  const dead = new Set(r.value.map(pointKey));
  return {
    ...m,
    marking: { ...m.marking, dead, guess: false },
    announce: {
      kind: 'marked',
      dead: dead.has(pointKey(p)),
      count: chainAt(s, p).length,
      point: formatVertex(p, s.size),
    },
  };
}

/** During marking: back to the automatic guess. */
export function resetMarking(m: RecordReview): RecordReview {
  if (!m.marking || m.result !== undefined) return m;
  const back = goTo({ ...m, marking: undefined }, m.current);
  return { ...back, announce: { kind: 'dead-reset' } };
}

export const deadPoints = (marking: Marking): Point[] =>
  [...marking.dead].map((k) => {
    const [x, y] = k.split(',').map(Number);
    return { x: x as number, y: y as number };
  });

export function currentScore(m: RecordReview): ScoreBreakdown | undefined {
  return m.marking ? score(stateOf(m), { dead: deadPoints(m.marking) }) : undefined;
}

function withResult(m: RecordReview, re: string): RecordReview {
  return { ...m, record: setRootProperties(m.record, { RE: [re] }), result: re };
}

/** Accepts the counted score as the result. */
export function acceptScore(m: RecordReview): RecordReview {
  const s = currentScore(m);
  if (!s || m.result !== undefined) return m;
  return { ...withResult(m, s.result), announce: { kind: 'game-over', result: s.result } };
}

/** Which stones show their number: all, the last `n` moves, or those after node `node` (counted from 1). */
export type NumberMode =
  | { readonly kind: 'all' }
  | { readonly kind: 'last'; readonly n: number }
  | { readonly kind: 'from'; readonly node: number };

/**
 * Stone numbers along the line to node `id` of `record`: `x,y` → move number of the stone
 * there (the latest move on a point, if its stone still stands). `last` keeps the last `n`
 * moves (none for `n` < 1); `from` numbers the moves after `node` from 1 (none when
 * `node` is not on the line to `id`).
 */
export function stoneNumbers(
  record: GoRecord,
  id: number,
  mode: NumberMode = { kind: 'all' },
): Map<string, number> {
  const out = new Map<string, number>();
  const s = positionAt(record, id);
  const tree = record.tree;
  let first = 1;
  let offset = 0;
  if (mode.kind === 'last') {
    if (!(mode.n >= 1)) return out;
    first = tree.node(id).data.moveNumber - Math.floor(mode.n) + 1;
  } else if (mode.kind === 'from') {
    if (!tree.has(mode.node) || !pathIds(record, id).includes(mode.node)) return out;
    offset = tree.node(mode.node).data.moveNumber;
    first = offset + 1;
  }
  for (let n: GoRecordNode | undefined = tree.node(id); n;) {
    if (n.data.moveNumber < first) break;
    const mv = n.data.move;
    if (mv && mv.move.type === 'play') {
      const k = pointKey(mv.move.point);
      if (!out.has(k) && stoneAt(s, mv.move.point) === mv.color)
        out.set(k, n.data.moveNumber - offset);
    }
    n = n.parent === undefined ? undefined : tree.node(n.parent);
  }
  return out;
}

/** The record changed at node `id`: kept at the same node, marking renewed, `announce` said. */
function edited(
  m: RecordReview,
  record: GoRecord,
  current: number,
  announce: ReviewNote,
): RecordReview {
  const chosen = remember(record, m.chosen, current);
  return withMarking({ ...m, record, current, chosen, refusal: undefined, announce });
}

/** A refused edit: the record as it was, the reason in `refusal` and `announce`. */
const refuseEdit = (m: RecordReview, reason: ReviewRefusal): RecordReview =>
  refuse(m, reason).review;

/** Sets or removes (empty text) a text property of node `id`; the review itself when nothing changes. */
function setText(
  m: RecordReview,
  id: number,
  prop: 'C' | 'N',
  text: string,
  said: (removed: boolean) => ReviewNote,
): RecordReview {
  if (!m.record.tree.has(id)) return m;
  const empty = text.trim() === '';
  const record = setNodeProperties(m.record, id, { [prop]: empty ? undefined : [text] });
  return record === m.record ? m : { ...m, record, announce: said(empty) };
}

/** The comment (C) of node `id` (the current one by default); empty text removes it. */
export const setComment = (m: RecordReview, text: string, id = m.current): RecordReview =>
  setText(m, id, 'C', text, (removed) => ({ kind: 'comment', removed }));

/** The name (N) of node `id`; empty text removes it. */
export const setNodeName = (m: RecordReview, name: string, id = m.current): RecordReview =>
  setText(m, id, 'N', name, (removed) => ({
    kind: 'name',
    name: removed ? undefined : name.trim(),
  }));

/** Move annotations (one at a time), position annotations (one at a time), and the hotspot. */
export const MOVE_ANNOTATIONS = ['BM', 'TE', 'DO', 'IT'] as const;
export const POSITION_ANNOTATIONS = ['GB', 'GW', 'DM', 'UC'] as const;
export const ANNOTATIONS = [...MOVE_ANNOTATIONS, ...POSITION_ANNOTATIONS, 'HO'] as const;
export type Annotation = (typeof ANNOTATIONS)[number];
/** Annotations without a value in SGF (DO, IT); the others take 1 (normal) or 2 (emphasised). */
export const NO_VALUE: ReadonlySet<Annotation> = new Set(['DO', 'IT']);

function groupOf(a: Annotation): readonly Annotation[] {
  if ((MOVE_ANNOTATIONS as readonly string[]).includes(a)) return MOVE_ANNOTATIONS;
  if ((POSITION_ANNOTATIONS as readonly string[]).includes(a)) return POSITION_ANNOTATIONS;
  return ['HO'];
}

/** The annotations node `id` carries, with their value (1 or 2; 1 for DO and IT). */
export function annotationsOf(record: GoRecord, id: number): Map<Annotation, 1 | 2> {
  const sgf = record.tree.node(id).data.sgf;
  const out = new Map<Annotation, 1 | 2>();
  for (const a of ANNOTATIONS) {
    const v = sgf[a];
    if (v !== undefined) out.set(a, v[0]?.trim() === '2' ? 2 : 1);
  }
  return out;
}

/**
 * Sets annotation `a` on node `id` with `value` 1 or 2 (emphasised; DO and IT have none),
 * clearing the others of its group (BM TE DO IT, or GB GW DM UC); `value` 0 removes it.
 * A move annotation on a node without a move is refused (SGF forbids it).
 */
export function setAnnotation(
  m: RecordReview,
  a: Annotation,
  value: 0 | 1 | 2,
  id = m.current,
): RecordReview {
  if (!m.record.tree.has(id) || !(ANNOTATIONS as readonly string[]).includes(a)) return m;
  // SGF allows BM, TE, DO and IT only in a node with a move.
  const isMoveMark = (MOVE_ANNOTATIONS as readonly string[]).includes(a);
  if (isMoveMark && value !== 0 && !nodeAt(m, id).data.move)
    return refuseEdit(m, { kind: 'no-move-here' });
  const props: Record<string, readonly string[] | undefined> = {};
  for (const other of groupOf(a)) props[other] = undefined;
  if (value !== 0) props[a] = [NO_VALUE.has(a) ? '' : String(value)];
  const record = setNodeProperties(m.record, id, props);
  if (record === m.record) return m;
  return { ...m, record, announce: { kind: 'annotation', annotation: a, value } };
}

/**
 * Game information on the root (GN PB PW BR WR DT EV PC RE KM RU HA GC SO…; `undefined`
 * or `[]` removes). Komi, rules and handicap are read again and every move checked; a
 * bad value is refused with its reason and changes nothing.
 */
export function editGameInfo(m: RecordReview, props: PropertyEdits): RecordReview {
  const r = setGameInfo(m.record, props);
  if (!r.ok) {
    return r.error.reason === 'not-game-info'
      ? refuseEdit(m, {
          kind: 'not-game-info',
          property: Object.keys(props).find((k) => !isInfo(k)) ?? '',
        })
      : refuseEdit(m, { kind: 'edit', reason: r.error.reason });
  }
  if (r.value === m.record) return m;
  return edited(m, r.value, m.current, { kind: 'info-saved' });
}
const isInfo = (k: string): boolean => (GAME_INFO_PROPERTIES as readonly string[]).includes(k);

/** Makes the line through node `id` (the current one by default) the main line. */
export function promote(m: RecordReview, id = m.current): RecordReview {
  if (!m.record.tree.has(id)) return m;
  const record = promoteVariation(m.record, id);
  if (record === m.record) return { ...m, announce: { kind: 'promoted', already: true } };
  return { ...m, record, announce: { kind: 'promoted', already: false } };
}

/**
 * Deletes node `id` (the current one by default) and everything below it; the current
 * node moves to its parent when it was inside. The root is refused.
 */
export function deleteBranch(m: RecordReview, id = m.current): RecordReview {
  const tree = m.record.tree;
  if (!tree.has(id)) return m;
  const parent = tree.node(id).parent;
  if (parent === undefined) return refuseEdit(m, { kind: 'root' });
  const record = removeRecordNode(m.record, id);
  const inside = pathIds(m.record, m.current).includes(id);
  const chosen: Record<number, number> = {};
  for (const [k, v] of Object.entries(m.chosen))
    if (record.tree.has(Number(k)) && record.tree.has(v)) chosen[Number(k)] = v;
  const count = tree.size - record.tree.size;
  const current = inside ? parent : m.current;
  const marking = m.marking && record.tree.has(m.marking.node) ? m.marking : undefined;
  return edited({ ...m, chosen, marking }, record, current, { kind: 'deleted', count });
}

/**
 * Edit mode: puts a stone of `color` on `p`, or clears it (`undefined`), as SGF setup at
 * the current node (in place at the root or a move-less leaf, else in a new node that
 * becomes the current one). Nothing changes when the point already holds that.
 */
export function editStone(m: RecordReview, p: Point, color: Color | undefined): RecordReview {
  const r = editSetup(m.record, m.current, p, color);
  if (!r.ok) return refuseEdit(m, { kind: 'edit', reason: r.error.reason });
  if (r.value.record === m.record) return m;
  const point = formatVertex(p, m.record.rules.size);
  return edited(m, r.value.record, r.value.id, { kind: 'stone', color, point });
}

/** Edit mode: makes `color` the side to move at the current node (PL, same rule as {@link editStone}). */
export function setTurn(m: RecordReview, color: Color): RecordReview {
  const r = setSideToMove(m.record, m.current, color);
  if (!r.ok) return refuseEdit(m, { kind: 'edit', reason: r.error.reason });
  if (r.value.record === m.record) return m;
  return edited(m, r.value.record, r.value.id, { kind: 'turn', color });
}
