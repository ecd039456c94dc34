/**
 * What one SGF GM[1] node says about the game: its setup (AB/AW/AE, PL), its move
 * (B/W; '' or 'tt' up to 19×19 is a pass), and the node written for a move.
 *
 * @example
 * ```ts
 * parseSgfMove('dd', 19); // { type: 'play', point: { x: 3, y: 3 } }
 * sgfMoveNode('white', { type: 'pass' }); // { W: [''] }
 * ```
 */
import {
  err,
  expandSgfPoints,
  ok,
  sgfProp,
  type Color,
  type Point,
  type Result,
  type SgfNode,
} from '@qipan/core';
import { formatSgfVertex, parseSgfVertex } from './notation.js';
import type { GoMove } from './state.js';

export type SetupChange = { point: Point; color: Color | undefined };

/** The stones a node puts or clears (AE, AB, AW, compressed lists expanded), or what is wrong. */
export function setupChanges(node: SgfNode, size: number): Result<SetupChange[], string> {
  const out: SetupChange[] = [];
  for (const [id, color] of [
    ['AE', undefined],
    ['AB', 'black'],
    ['AW', 'white'],
  ] as const) {
    const values = node[id];
    if (!values) continue;
    const pts = expandSgfPoints(values.filter((v) => v !== ''));
    if (!pts.ok) return err(`${id}: ${pts.error.message}`);
    for (const p of pts.value) {
      if (p.x >= size || p.y >= size)
        return err(`${id}: ${formatSgfVertex(p)} is off the ${size}×${size} board`);
      out.push({ point: p, color });
    }
  }
  return ok(out);
}

/** True when the node has setup properties (AB, AW, AE or PL). */
export const hasSetup = (node: SgfNode): boolean =>
  node.AB !== undefined || node.AW !== undefined || node.AE !== undefined || node.PL !== undefined;

/** The side PL names, if any. */
export function playerToMove(node: SgfNode): Color | undefined {
  const pl = sgfProp(node, 'PL')?.trim().toUpperCase();
  return pl === 'B' ? 'black' : pl === 'W' ? 'white' : undefined;
}

/** Who moves in this node (B first, as SGF readers do), or undefined. */
export const moverOf = (node: SgfNode): Color | undefined =>
  node.B !== undefined ? 'black' : node.W !== undefined ? 'white' : undefined;

/** Reads a move value: '' or 'tt' (≤ 19×19) is a pass. */
export function parseSgfMove(value: string, size: number): GoMove | undefined {
  const v = value.trim();
  if (v === '' || (v === 'tt' && size <= 19)) return { type: 'pass' };
  const p = parseSgfVertex(v, size);
  return p ? { type: 'play', point: p } : undefined;
}

/** The SGF node of a move: `B[dd]`, pass as `W[]`. */
export function sgfMoveNode(color: Color, move: GoMove): SgfNode {
  const value = move.type === 'play' ? formatSgfVertex(move.point) : '';
  return color === 'black' ? { B: [value] } : { W: [value] };
}

const SHARED_NODES = new Map<string, SgfNode>();
/** Shared `B[xy]`/`W[xy]` nodes for two lower-case letters, by `(x * 26 + y) * 2 + white`. */
const SHARED_POINTS: (SgfNode | undefined)[] = new Array<SgfNode | undefined>(26 * 26 * 2).fill(
  undefined,
);

/**
 * One shared object for every node that holds nothing but one move (`;B[dd]`), so a
 * long record keeps a few hundred such nodes instead of one per move. Records never
 * change their nodes, so sharing is safe; other nodes come back as they are.
 */
export function sharedMoveNode(sgf: SgfNode): SgfNode {
  let key: string | undefined;
  for (const k in sgf) {
    if (key !== undefined || (k !== 'B' && k !== 'W')) return sgf;
    key = k;
  }
  const v = key === undefined ? undefined : sgf[key];
  if (v?.length !== 1) return sgf;
  const value = v[0] as string;
  if (value.length === 2) {
    // Nearly every move: a table, no key string to build.
    const x = value.charCodeAt(0) - 97;
    const y = value.charCodeAt(1) - 97;
    if (x >= 0 && x < 26 && y >= 0 && y < 26) {
      const i = (x * 26 + y) * 2 + (key === 'B' ? 0 : 1);
      const shared = SHARED_POINTS[i];
      if (shared) return shared;
      SHARED_POINTS[i] = sgf;
      return sgf;
    }
  }
  const id = `${key}[${value}]`;
  const shared = SHARED_NODES.get(id);
  if (shared) return shared;
  if (SHARED_NODES.size < 10_000) SHARED_NODES.set(id, sgf);
  return sgf;
}
