/**
 * The Go page's review of an SGF record as plain data and pure transitions: the
 * record (the game tree) with the current node, moves played into it as variations,
 * refused moves with their reason, dead-stone marking after two passes and the
 * accepted result; and the review's edits (comments, names, annotations, game
 * information, promoting and deleting branches, set-up stones and the side to move),
 * each announced, a refusal leaving the record as it was with its reason in `refusal`.
 * Games in play are matches (`goSpec.ts`), not this.
 *
 * @example
 * ```ts
 * const { t } = useTranslation(['go', 'common']);
 * const m = loadSgfModel(t, '(;GM[1]SZ[9])', 'a.sgf');
 * if (m.ok) {
 *   const r = playMove(t, m.value, { type: 'play', point: { x: 4, y: 4 } });
 *   r.model.announce; // 'Black E5.' (in the language of `t`)
 *   setComment(t, r.model, 'Tengen!').announce; // 'Comment saved.'
 * }
 * ```
 */
import { pointKey, type Color, type Point } from '@qipan/core';
import {
  addRecordMove,
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
  type GoState,
  type PropertyEdits,
  type RecordEditError,
  type ScoreBreakdown,
} from '@qipan/go';
import {
  colorName,
  moveText,
  moveWords,
  refusalText,
  resultText,
  type TFunction,
} from './labels.js';
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
  /** Every game of the loaded file when it holds more than one (see `loadSgfModel`). */
  readonly games?: readonly SgfGameSummary[];
  /** Which of `games` this is (0-based). */
  readonly gameIndex?: number;
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
  // A record goes on after two passes (the players resume); not after a resignation.
  if (s.resigned !== undefined) return refuse(t, m, refusalText(t, 'game-over'));
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

/** During marking: toggles the whole chain through `p` dead/alive (the engine's {@link toggleDeadChain}). */
export function toggleDead(t: TFunction, m: GameModel, p: Point): GameModel {
  if (!m.marking || m.result !== undefined) return m;
  const s = stateOf(m);
  const r = toggleDeadChain(s, deadPoints(m.marking), p);
  if (!r.ok) return m;
  const dead = new Set(r.value.map(pointKey));
  const nowDead = dead.has(pointKey(p));
  const params = { count: chainAt(s, p).length, point: formatVertex(p, s.size) };
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
function edited(m: GameModel, record: GoRecord, current: number, announce: string): GameModel {
  const chosen = remember(record, m.chosen, current);
  return withMarking({ ...m, record, current, chosen, refusal: undefined, announce });
}

/** A refused edit: the record as it was, the reason in `refusal` and `announce`. */
const refuseEdit = (t: TFunction, m: GameModel, reason: string): GameModel =>
  refuse(t, m, reason).model;

function editErrorText(t: TFunction, e: RecordEditError): string {
  switch (e.reason) {
    case 'off-board':
      return t('edit.offBoard');
    case 'breaks-moves':
      return t('edit.breaksMoves');
    case 'no-node':
      return t('edit.noNode');
    case 'bad-komi':
      return t('edit.badKomi');
    case 'bad-handicap':
      return t('edit.badHandicap');
    case 'bad-rule':
      return t('edit.badRule');
    default:
      return t('edit.badInfo');
  }
}

/** Sets or removes (empty text) a text property of node `id`; the model itself when nothing changes. */
function setText(
  m: GameModel,
  id: number,
  prop: 'C' | 'N',
  text: string,
  said: (removed: boolean) => string,
): GameModel {
  if (!m.record.tree.has(id)) return m;
  const empty = text.trim() === '';
  const record = setNodeProperties(m.record, id, { [prop]: empty ? undefined : [text] });
  return record === m.record ? m : { ...m, record, announce: said(empty) };
}

/** The comment (C) of node `id` (the current one by default); empty text removes it. */
export const setComment = (t: TFunction, m: GameModel, text: string, id = m.current): GameModel =>
  setText(m, id, 'C', text, (removed) => t(removed ? 'edit.commentRemoved' : 'edit.commentSaved'));

/** The name (N) of node `id`; empty text removes it. */
export const setNodeName = (t: TFunction, m: GameModel, name: string, id = m.current): GameModel =>
  setText(m, id, 'N', name, (removed) =>
    removed ? t('edit.nameRemoved') : t('edit.nameSaved', { name: name.trim() }),
  );

/** Move annotations (one at a time), position annotations (one at a time), and the hotspot. */
export const MOVE_ANNOTATIONS = ['BM', 'TE', 'DO', 'IT'] as const;
export const POSITION_ANNOTATIONS = ['GB', 'GW', 'DM', 'UC'] as const;
export const ANNOTATIONS = [...MOVE_ANNOTATIONS, ...POSITION_ANNOTATIONS, 'HO'] as const;
export type Annotation = (typeof ANNOTATIONS)[number];
/** Annotations without a value in SGF (DO, IT); the others take 1 (normal) or 2 (emphasised). */
const NO_VALUE: ReadonlySet<Annotation> = new Set(['DO', 'IT']);

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
  t: TFunction,
  m: GameModel,
  a: Annotation,
  value: 0 | 1 | 2,
  id = m.current,
): GameModel {
  if (!m.record.tree.has(id) || !(ANNOTATIONS as readonly string[]).includes(a)) return m;
  // SGF allows BM, TE, DO and IT only in a node with a move.
  const isMoveMark = (MOVE_ANNOTATIONS as readonly string[]).includes(a);
  if (isMoveMark && value !== 0 && !nodeAt(m, id).data.move)
    return refuseEdit(t, m, t('edit.noMoveHere'));
  const props: Record<string, readonly string[] | undefined> = {};
  for (const other of groupOf(a)) props[other] = undefined;
  if (value !== 0) props[a] = [NO_VALUE.has(a) ? '' : String(value)];
  const record = setNodeProperties(m.record, id, props);
  if (record === m.record) return m;
  const name = t(`edit.annotation.${a}`);
  const what = value === 2 && !NO_VALUE.has(a) ? t('edit.emphasised', { what: name }) : name;
  const announce = t(value === 0 ? 'edit.annotationRemoved' : 'edit.annotationSet', { what });
  return { ...m, record, announce };
}

/**
 * Game information on the root (GN PB PW BR WR DT EV PC RE KM RU HA GC SO…; `undefined`
 * or `[]` removes). Komi, rules and handicap are read again and every move checked; a
 * bad value is refused with its reason and changes nothing.
 */
export function editGameInfo(t: TFunction, m: GameModel, props: PropertyEdits): GameModel {
  const r = setGameInfo(m.record, props);
  if (!r.ok) {
    return r.error.reason === 'not-game-info'
      ? refuseEdit(
          t,
          m,
          t('edit.notGameInfo', { property: Object.keys(props).find((k) => !isInfo(k)) ?? '' }),
        )
      : refuseEdit(t, m, editErrorText(t, r.error));
  }
  if (r.value === m.record) return m;
  return edited(m, r.value, m.current, t('edit.infoSaved'));
}
const isInfo = (k: string): boolean => (GAME_INFO_PROPERTIES as readonly string[]).includes(k);

/** Makes the line through node `id` (the current one by default) the main line. */
export function promote(t: TFunction, m: GameModel, id = m.current): GameModel {
  if (!m.record.tree.has(id)) return m;
  const record = promoteVariation(m.record, id);
  if (record === m.record) return { ...m, announce: t('edit.alreadyMain') };
  return { ...m, record, announce: t('edit.promoted') };
}

/**
 * Deletes node `id` (the current one by default) and everything below it; the current
 * node moves to its parent when it was inside. The root is refused.
 */
export function deleteBranch(t: TFunction, m: GameModel, id = m.current): GameModel {
  const tree = m.record.tree;
  if (!tree.has(id)) return m;
  const parent = tree.node(id).parent;
  if (parent === undefined) return refuseEdit(t, m, t('edit.cannotDeleteRoot'));
  const record = removeRecordNode(m.record, id);
  const inside = pathIds(m.record, m.current).includes(id);
  const chosen: Record<number, number> = {};
  for (const [k, v] of Object.entries(m.chosen))
    if (record.tree.has(Number(k)) && record.tree.has(v)) chosen[Number(k)] = v;
  const count = tree.size - record.tree.size;
  const current = inside ? parent : m.current;
  const marking = m.marking && record.tree.has(m.marking.node) ? m.marking : undefined;
  return edited({ ...m, chosen, marking }, record, current, t('edit.deleted', { count }));
}

/**
 * Edit mode: puts a stone of `color` on `p`, or clears it (`undefined`), as SGF setup at
 * the current node (in place at the root or a move-less leaf, else in a new node that
 * becomes the current one). Nothing changes when the point already holds that.
 */
export function editStone(
  t: TFunction,
  m: GameModel,
  p: Point,
  color: Color | undefined,
): GameModel {
  const r = editSetup(m.record, m.current, p, color);
  if (!r.ok) return refuseEdit(t, m, editErrorText(t, r.error));
  if (r.value.record === m.record) return m;
  const point = formatVertex(p, m.record.rules.size);
  const announce =
    color === undefined
      ? t('edit.stoneRemoved', { point })
      : t('edit.stonePlaced', { color: colorName(t, color), point });
  return edited(m, r.value.record, r.value.id, announce);
}

/** Edit mode: makes `color` the side to move at the current node (PL, same rule as {@link editStone}). */
export function setTurn(t: TFunction, m: GameModel, color: Color): GameModel {
  const r = setSideToMove(m.record, m.current, color);
  if (!r.ok) return refuseEdit(t, m, editErrorText(t, r.error));
  if (r.value.record === m.record) return m;
  return edited(m, r.value.record, r.value.id, t('edit.turn', { color: colorName(t, color) }));
}
