/**
 * SGF markup of a record's node as board data: triangles (TR), squares (SQ), circles
 * (CR), crosses (MA), text labels (LB `dd:A`), selected points (SL), territory
 * (TB, TW), arrows (AR `aa:cc`) and lines (LN), and the dimmed points (DD), which
 * later nodes inherit until one sets DD again (`DD[]` undims everything). Point lists may be compressed
 * (`aa:cc`, a rectangle). Values that are not points on the board, empty labels and
 * malformed or zero-length `from:to` pairs are skipped; nothing here throws on a
 * record's contents.
 *
 * @example
 * ```ts
 * const m = sgfMarkup({ TR: ['aa'], LB: ['dd:A'], AR: ['aa:cc'], DD: ['ee:ff'] }, 9);
 * m.markers['0,0']; // 'triangle'
 * m.labels['3,3']; // 'A'
 * m.lines[0]; // { from: { x: 0, y: 0 }, to: { x: 2, y: 2 }, arrow: true }
 * m.highlights['4,5']; // ['dim']
 * nodeMarkup(record, model.current); // the same for a node, with DD inherited
 * ```
 */
import type { BoardLine, Highlight, MarkerKind } from '@qipan/board-react';
import {
  expandSgfPoints,
  parseSgfPoint,
  pointKey,
  splitSgfCompose,
  type GameTree,
  type Point,
  type SgfNode,
} from '@qipan/core';
import type { GoNodeData, GoRecord } from '@qipan/go';

/** Markup for `<GoBoard markup>`: maps keyed by `"x,y"`, and the lines and arrows. */
export interface BoardMarkup {
  readonly markers: Readonly<Partial<Record<string, MarkerKind>>>;
  /** The text of each `label` marker. */
  readonly labels: Readonly<Partial<Record<string, string>>>;
  /** `selected` (SL), `own-black` (TB), `own-white` (TW) and `dim` (DD). */
  readonly highlights: Readonly<Partial<Record<string, readonly Highlight[]>>>;
  readonly lines: readonly BoardLine[];
}

export const NO_MARKUP: BoardMarkup = { markers: {}, labels: {}, highlights: {}, lines: [] };

/** SGF shape properties and the marker each draws. */
const SHAPES: readonly (readonly [string, MarkerKind])[] = [
  ['TR', 'triangle'],
  ['SQ', 'square'],
  ['CR', 'circle'],
  ['MA', 'cross'],
];

const onBoard = (p: Point, size: number): boolean =>
  p.x >= 0 && p.y >= 0 && p.x < size && p.y < size;

/**
 * The points of a point list on a `size` board; a value that is not a point on the
 * board, or a rectangle with a corner off it, is skipped whole.
 */
export function sgfPointList(values: readonly string[] | undefined, size: number): Point[] {
  const out: Point[] = [];
  for (const v of values ?? []) {
    const r = expandSgfPoints([v]);
    if (r.ok && r.value.every((p) => onBoard(p, size))) out.push(...r.value);
  }
  return out;
}

/** One `from:to` value as two points on the board, or undefined. */
function pointPair(value: string, size: number): [Point, Point] | undefined {
  const parts = splitSgfCompose(value);
  if (!parts) return undefined;
  const a = parseSgfPoint(parts[0]);
  const b = parseSgfPoint(parts[1]);
  if (!a || !b || !onBoard(a, size) || !onBoard(b, size)) return undefined;
  return [a, b];
}

/**
 * The markup of one SGF node on a `size` board; `dimmed` is the DD value list in
 * force (the node's own, or inherited; see {@link dimValuesAt}). A point keeps one
 * marker: a label wins over a shape, and the first shape (TR, SQ, CR, MA) over the rest.
 */
export function sgfMarkup(
  node: SgfNode,
  size: number,
  dimmed: readonly string[] | undefined = node.DD,
): BoardMarkup {
  const markers: Record<string, MarkerKind> = {};
  const labels: Record<string, string> = {};
  const highlights: Record<string, Highlight[]> = {};
  const lines: BoardLine[] = [];
  const highlight = (p: Point, h: Highlight): void => {
    const k = pointKey(p);
    const list = (highlights[k] ??= []);
    if (!list.includes(h)) list.push(h);
  };
  for (const [id, kind] of SHAPES)
    for (const p of sgfPointList(node[id], size)) markers[pointKey(p)] ??= kind;
  for (const v of node.LB ?? []) {
    const parts = splitSgfCompose(v);
    const p = parts ? parseSgfPoint(parts[0]) : undefined;
    // SimpleText: line breaks and tabs are spaces.
    const text = parts?.[1].replace(/\s+/g, ' ').trim() ?? '';
    if (!p || !onBoard(p, size) || text === '') continue;
    markers[pointKey(p)] = 'label';
    labels[pointKey(p)] = text;
  }
  for (const p of sgfPointList(node.SL, size)) highlight(p, 'selected');
  for (const p of sgfPointList(node.TB, size)) highlight(p, 'own-black');
  for (const p of sgfPointList(node.TW, size)) highlight(p, 'own-white');
  for (const p of sgfPointList(dimmed, size)) highlight(p, 'dim');
  const seen = new Set<string>();
  for (const [id, arrow] of [
    ['AR', true],
    ['LN', false],
  ] as const) {
    for (const v of node[id] ?? []) {
      const pair = pointPair(v, size);
      if (!pair) continue;
      const [from, to] = pair;
      if (from.x === to.x && from.y === to.y) continue;
      // The same line twice is drawn once (and a line either way round is one line).
      const a = pointKey(from);
      const b = pointKey(to);
      const key = arrow ? `${id} ${a} ${b}` : `${id} ${[a, b].sort().join(' ')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push({ from, to, arrow });
    }
  }
  return { markers, labels, highlights, lines };
}

/** The DD values in force at node `id`: its own DD, or the nearest ancestor's, or none. */
export function dimValuesAt(tree: GameTree<GoNodeData>, id: number): readonly string[] | undefined {
  let cur: number | undefined = id;
  while (cur !== undefined && tree.has(cur)) {
    const n = tree.node(cur);
    const dd = n.data.sgf.DD;
    if (dd !== undefined) return dd;
    cur = n.parent;
  }
  return undefined;
}

/** The latest trees' markup by node id (a new tree, e.g. after a move, starts afresh). */
const cache = new WeakMap<GameTree<GoNodeData>, Map<number, BoardMarkup>>();

/**
 * The markup of node `id` of `record`, with DD inherited; {@link NO_MARKUP} for an id
 * the record does not have. The same object for the same tree and id, so a board that
 * re-renders does not rebuild it.
 */
export function nodeMarkup(record: GoRecord, id: number): BoardMarkup {
  const { tree } = record;
  if (!tree.has(id)) return NO_MARKUP;
  let byId = cache.get(tree);
  if (!byId) {
    byId = new Map();
    cache.set(tree, byId);
  }
  const hit = byId.get(id);
  if (hit) return hit;
  const m = sgfMarkup(tree.node(id).data.sgf, record.rootState.size, dimValuesAt(tree, id));
  const empty =
    m.lines.length === 0 &&
    Object.keys(m.markers).length === 0 &&
    Object.keys(m.highlights).length === 0;
  const out = empty ? NO_MARKUP : m;
  byId.set(id, out);
  return out;
}
