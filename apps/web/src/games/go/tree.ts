/**
 * Navigation over a Go record's tree (core's `GameTree`, `record.tree`): back/forward along the line last visited,
 * switching variations (↑/↓), the line from the root, the end of a line, the previous or
 * next fork, and the node of a given move number.
 *
 * @example
 * ```ts
 * let cur = 0;
 * let chosen: Chosen = {};
 * cur = nextNode(record, chosen, cur) ?? cur; // → first move
 * chosen = remember(record, chosen, cur);
 * siblingNode(record, chosen, cur, 1); // the next variation at the nearest fork
 * forkNode(record, chosen, cur, -1); // the fork above
 * nodeAtMove(record, chosen, cur, 50); // move 50 on this line (or its end)
 * ```
 */
import { pathIds, type GoRecord, type GoRecordNode } from '@qipan/go';

/** The child last visited under each node: → follows it instead of the first child. */
export type Chosen = Readonly<Record<number, number>>;

/** Where the navigation buttons and keys go: the ends, a move back or on, the sibling above or below. */
export type NavTarget = 'start' | 'prev' | 'next' | 'end' | 'up' | 'down';

const node = (record: GoRecord, id: number): GoRecordNode | undefined =>
  record.tree.has(id) ? record.tree.node(id) : undefined;

/** Marks `id` and its ancestors as the chosen line. */
export function remember(record: GoRecord, chosen: Chosen, id: number): Chosen {
  const path = pathIds(record, id);
  let changed = false;
  const out: Record<number, number> = { ...chosen };
  for (let i = 1; i < path.length; i++) {
    const parent = path[i - 1] as number;
    const child = path[i] as number;
    if (out[parent] !== child) {
      out[parent] = child;
      changed = true;
    }
  }
  return changed ? out : chosen;
}

export function nextNode(record: GoRecord, chosen: Chosen, id: number): number | undefined {
  const n = node(record, id);
  if (!n || n.children.length === 0) return undefined;
  const c = chosen[id];
  return c !== undefined && n.children.includes(c) ? c : n.children[0];
}

export const previousNode = (record: GoRecord, id: number): number | undefined =>
  node(record, id)?.parent;

/** The end of the chosen line below `id`. */
export function lineEnd(record: GoRecord, chosen: Chosen, id: number): number {
  let cur = id;
  for (let next = nextNode(record, chosen, cur); next !== undefined;) {
    cur = next;
    next = nextNode(record, chosen, cur);
  }
  return cur;
}

/** The line through `id`: root → id → end of the chosen line. */
export function currentLine(record: GoRecord, chosen: Chosen, id: number): number[] {
  const out = pathIds(record, id);
  for (let next = nextNode(record, chosen, id); next !== undefined;) {
    out.push(next);
    next = nextNode(record, chosen, next);
  }
  return out;
}

/**
 * ↑/↓: at the nearest fork at or above `id`, the neighbouring variation (`dir` -1 or
 * +1), then down it as many moves as `id` was below the fork (as far as it goes).
 */
export function siblingNode(
  record: GoRecord,
  chosen: Chosen,
  id: number,
  dir: 1 | -1,
): number | undefined {
  let depth = 0;
  for (let n = node(record, id); n && n.parent !== undefined; n = node(record, n.parent)) {
    const parent = node(record, n.parent);
    if (parent && parent.children.length > 1) {
      const i = parent.children.indexOf(n.id);
      const s = parent.children[i + dir];
      if (s === undefined) return undefined;
      let cur = s;
      for (let k = 0; k < depth; k++) {
        const next = nextNode(record, chosen, cur);
        if (next === undefined) break;
        cur = next;
      }
      return cur;
    }
    depth++;
  }
  return undefined;
}

/** Number of variations at the nearest fork at or above `id`, and which one `id` is on (1-based). */
export function variationAt(
  record: GoRecord,
  id: number,
): { readonly index: number; readonly count: number } | undefined {
  for (let n = node(record, id); n && n.parent !== undefined; n = node(record, n.parent)) {
    const parent = node(record, n.parent);
    if (parent && parent.children.length > 1)
      return { index: parent.children.indexOf(n.id) + 1, count: parent.children.length };
  }
  return undefined;
}

/**
 * The nearest fork (a node with more than one child) strictly above `id` (`dir` -1), or
 * strictly below it along the chosen line (`dir` 1); undefined when there is none.
 */
export function forkNode(
  record: GoRecord,
  chosen: Chosen,
  id: number,
  dir: 1 | -1,
): number | undefined {
  const start = node(record, id);
  if (!start) return undefined;
  if (dir === -1) {
    for (let p = start.parent; p !== undefined;) {
      const n = node(record, p);
      if (!n) return undefined;
      if (n.children.length > 1) return n.id;
      p = n.parent;
    }
    return undefined;
  }
  for (let next = nextNode(record, chosen, id); next !== undefined;) {
    if ((node(record, next)?.children.length ?? 0) > 1) return next;
    next = nextNode(record, chosen, next);
  }
  return undefined;
}

/**
 * The node of move `n` on the line through `id` (root → id → end of the chosen line):
 * the first whose move number reaches `n`, the end of the line when `n` is beyond it,
 * the root for 0; undefined when `n` is not a whole number ≥ 0 or `id` is not in the record.
 */
export function nodeAtMove(
  record: GoRecord,
  chosen: Chosen,
  id: number,
  n: number,
): number | undefined {
  if (!Number.isInteger(n) || n < 0 || !record.tree.has(id)) return undefined;
  const line = currentLine(record, chosen, id);
  for (const k of line) if (record.tree.node(k).data.moveNumber >= n) return k;
  return line.at(-1);
}
